import { describe, expect, it } from 'vitest';
import { deeplyNested } from '../../../../test/fixtures/dashboards/nesting';
import { everyWidgetDashboard } from '../samples/every-widget';
import { parseDashboardInput } from './parse-dashboard-input';
import { decodeConfigFragment, encodeConfigFragment } from './share-link';
import { collectReportReferences, flattenWidgets } from './walk-widgets';

const widget = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'TEXT',
  position: { x: 0, y: 0, w: 2, h: 2 },
  ...extra,
});

describe('parseDashboardInput', () => {
  it('detects a DashboardConfig', () => {
    const result = parseDashboardInput({ title: 'Plain', widgets: [widget('a')] });
    expect(result.kind).toBe('config');
    expect(result.problems).toEqual([]);
    expect(result.config?.widgets?.map((w) => w.id)).toEqual(['a']);
  });

  it('detects a Dashboard record and takes its config and snapshots', () => {
    const result = parseDashboardInput(everyWidgetDashboard);
    expect(result.kind).toBe('dashboard');
    expect(result.reportSnapshots.map((s) => s.reportId)).toContain(101);
    expect(result.problems).toEqual([]);
  });

  it('detects a Workbook, preferring the published dashboard and offering the draft', () => {
    const workbook = {
      id: 7,
      deploymentId: 1,
      name: 'Finance',
      type: 'WORKBOOK',
      publishedDashboard: { ...everyWidgetDashboard },
      dashboardDraft: { title: 'Draft', widgets: [widget('draft-only')] },
    };
    const published = parseDashboardInput(workbook);
    expect(published.kind).toBe('workbook');
    expect(published.source).toBe('Workbook 7 “Finance”, published dashboard');
    expect(published.workbookDashboards).toEqual(['published', 'draft']);
    const draft = parseDashboardInput(workbook, { workbookDashboard: 'draft' });
    expect(draft.config?.widgets?.map((w) => w.id)).toEqual(['draft-only']);
    expect(draft.reportSnapshots.length).toBeGreaterThan(0);
  });

  it('unwraps an API answer `{ data: … }`', () => {
    expect(
      parseDashboardInput({ data: { id: 1, deploymentId: 1, name: 'W', type: 'WORKBOOK', dashboardDraft: { widgets: [] } } })
        .kind,
    ).toBe('workbook');
  });

  it('names each validation problem by its JSON path and still renders what it can', () => {
    const result = parseDashboardInput({
      layout: { margin: ['wide', 4], rowHeight: 30 },
      app: { entry: 'x'.repeat(256) },
      widgets: [
        widget('ok'),
        { id: 'bad', type: 'TEXT', position: { x: 0, y: 0, w: '6', h: 2 } },
        widget('layout-bad', { responsiveLayouts: { sm: { x: 0 } } }),
      ],
    });
    const byPath = new Map(result.problems.map((problem) => [problem.path, problem.message]));
    expect(byPath.get('widgets[1].position.w')).toBe('Expected a number, found a string.');
    expect(byPath.get('widgets[1]')).toBe('This widget cannot be placed and is not shown.');
    expect(byPath.get('widgets[2].responsiveLayouts.sm.y')).toBe('Missing: a number is needed.');
    expect(byPath.get('app.entry')).toBe('entry is longer than 255 characters');
    expect(byPath.has('layout.margin[0]')).toBe(true);
    expect(result.config?.widgets?.map((w) => w.id)).toEqual(['ok', 'layout-bad']);
    expect(result.config?.widgets?.[1]?.responsiveLayouts?.sm).toBeUndefined();
    expect(result.config?.layout?.rowHeight).toBe(30);
    expect(result.config?.layout?.margin).toBeUndefined();
  });

  it('reports children of containers that cannot be read, with their full path', () => {
    const result = parseDashboardInput({
      widgets: [
        {
          id: 'tabs',
          type: 'CONTAINER',
          position: { x: 0, y: 0, w: 12, h: 4 },
          config: { layout: 'tabs', tabs: [{ id: 't', title: 'T', widgets: [{ id: 'x', type: 'TEXT' }] }] },
        },
      ],
    });
    expect(result.problems.map((problem) => problem.path)).toContain('widgets[0].config.tabs[0].widgets[0].position');
  });

  it('names the input’s own indices in paths after earlier widgets were dropped, inside containers too', () => {
    const good = (id: string) => ({ id, type: 'TEXT', position: { x: 0, y: 0, w: 2, h: 2 } });
    const result = parseDashboardInput({
      widgets: [
        { id: 'broken', type: 'TEXT' },
        {
          id: 'box',
          type: 'CONTAINER',
          position: { x: 0, y: 2, w: 12, h: 6 },
          config: {
            layout: 'grid',
            widgets: [
              { id: 'dropped', type: 'TEXT', position: 'nowhere' },
              good('kept'),
              { id: 'bad-child', type: 'TEXT', position: { x: 0, y: 'low', w: 2, h: 2 } },
            ],
          },
        },
        {
          id: 'tabs',
          type: 'CONTAINER',
          position: { x: 0, y: 8, w: 12, h: 6 },
          config: {
            layout: 'tabs',
            tabs: [{ id: 't', title: 'T', widgets: [{ id: 'x' }, { id: 'chart', type: 'CHART', position: {} }] }],
          },
        },
        { id: 'refers', type: 'CHART', position: { x: 0, y: 14, w: 2, h: 2 }, config: { reportId: 7 } },
      ],
    });
    const paths = result.problems.map((problem) => problem.path);
    expect(paths).toContain('widgets[0]');
    expect(paths).toContain('widgets[1].config.widgets[0]');
    expect(paths).toContain('widgets[1].config.widgets[2].position.y');
    expect(paths).toContain('widgets[2].config.tabs[0].widgets[0]');
    expect(paths).toContain('widgets[2].config.tabs[0].widgets[1]');
    expect(paths.filter((path) => path.startsWith('widgets[0].config'))).toEqual([]);
    expect(collectReportReferences(result.config!).map((reference) => reference.path)).toEqual(['widgets[3].config.reportId']);
  });

  it('heals legacy TABS_CONTAINER widgets at any depth', () => {
    const result = parseDashboardInput(deeplyNested(5));
    const containers = flattenWidgets(result.config!).filter((w) => w.id.startsWith('level-'));
    expect(containers).toHaveLength(5);
    for (const container of containers) {
      expect(container.type).toBe('CONTAINER');
    }
    expect(containers.filter((c) => c.config?.layout === 'tabs')).toHaveLength(3);
  });

  it('rejects input that is not an object', () => {
    const { problems } = parseDashboardInput([1, 2]);
    expect(problems.map((problem) => problem.path)).toEqual(['(root)']);
    expect(problems[0]?.message).toContain('Expected a JSON object');
  });
});

describe('report references', () => {
  it('finds reportId, reportSnapshotId and reportVersionId at any depth with the widget id', () => {
    const config = parseDashboardInput({
      widgets: [
        { id: 'c1', type: 'CHART', position: { x: 0, y: 0, w: 4, h: 4 }, config: { reportId: 5 } },
        {
          id: 'box',
          type: 'CONTAINER',
          position: { x: 4, y: 0, w: 8, h: 4 },
          config: {
            layout: 'grid',
            widgets: [
              {
                id: 'c2',
                type: 'CHART',
                position: { x: 0, y: 0, w: 4, h: 4 },
                config: { reportSnapshotId: 77, reportVersionId: 78 },
              },
            ],
          },
        },
      ],
    }).config!;
    expect(collectReportReferences(config)).toEqual([
      { widgetId: 'c1', widgetType: 'CHART', field: 'reportId', value: 5, path: 'widgets[0].config.reportId' },
      {
        widgetId: 'c2',
        widgetType: 'CHART',
        field: 'reportSnapshotId',
        value: 77,
        path: 'widgets[1].config.widgets[0].config.reportSnapshotId',
      },
      {
        widgetId: 'c2',
        widgetType: 'CHART',
        field: 'reportVersionId',
        value: 78,
        path: 'widgets[1].config.widgets[0].config.reportVersionId',
      },
    ]);
  });
});

describe('share links', () => {
  it('round-trips JSON (including non-ASCII text) through #config=', () => {
    const json = JSON.stringify({ title: 'Umsatz – Übersicht 📈', widgets: [] });
    const fragment = encodeConfigFragment(json);
    expect(fragment).toMatch(/^config=[A-Za-z0-9_-]+$/);
    expect(decodeConfigFragment(`#${fragment}`)).toBe(json);
    expect(decodeConfigFragment('#other=1')).toBeNull();
    expect(decodeConfigFragment('#config=%%%')).toBeInstanceOf(Error);
  });
});
