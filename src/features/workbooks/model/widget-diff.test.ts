// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffDashboards, highlightsFor } from './widget-diff';
import { goodClone, sourceWorkbook } from './test-workbooks';

function side(workbook: ReturnType<typeof sourceWorkbook>) {
  return { config: workbook.publishedDashboard!.config, reportSnapshots: workbook.publishedDashboard!.reportSnapshots };
}

describe('diffDashboards', () => {
  it('finds no difference in a faithful clone although its report ids differ', () => {
    const source = sourceWorkbook();
    expect(diffDashboards(side(source), side(goodClone(source)))).toEqual([]);
  });

  it('reports added, removed, moved and changed widgets and highlights each grid', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const config = structuredClone(clone.publishedDashboard!.config);
    const widgets = config.widgets!;
    widgets[0]!.config = { text: '# Changed' };
    widgets[1]!.position = { x: 8, y: 2, w: 4, h: 4 };
    widgets.splice(2, 1);
    widgets.push({ id: 'w-new', type: 'DIVIDER', position: { x: 0, y: 20, w: 12, h: 1 } });
    const differences = diffDashboards(side(source), { config, reportSnapshots: clone.publishedDashboard!.reportSnapshots });
    const kinds = Object.fromEntries(differences.map((d) => [d.widgetId, d.kind]));
    expect(kinds).toEqual({
      'w-tabs': 'removed',
      'w-table': 'removed',
      'w-title': 'changed',
      'w-kpi': 'moved',
      'w-new': 'added',
    });
    expect(differences.find((d) => d.widgetId === 'w-kpi')!.details[0]).toMatch(/Layout differs at lg, md, xs, xxs/);
    expect(highlightsFor(differences, 'first', 'lg')).not.toHaveProperty('w-new');
    expect(highlightsFor(differences, 'second', 'lg')).toEqual({ 'w-title': 'changed', 'w-kpi': 'moved', 'w-new': 'added' });
  });

  it('tells a resize (same place, another size) from a move, and names the sides it is given', () => {
    const source = sourceWorkbook();
    const config = structuredClone(source.publishedDashboard!.config);
    const kpi = config.widgets!.find((widget) => widget.id === 'w-kpi')!;
    const before = source.publishedDashboard!.config.widgets!.find((widget) => widget.id === 'w-kpi')!.position;
    kpi.position = { ...before, w: before.w + 1, h: before.h + 2 };
    config.widgets!.push({ id: 'w-extra', type: 'SPACER', position: { x: 0, y: 40, w: 2, h: 1 } });
    const differences = diffDashboards(
      side(source),
      { config, reportSnapshots: source.publishedDashboard!.reportSnapshots },
      { first: 'published dashboard', second: 'draft' },
    );
    expect(differences.find((d) => d.widgetId === 'w-kpi')?.kind).toBe('resized');
    expect(differences.find((d) => d.widgetId === 'w-extra')?.details).toEqual(['Only in the draft.']);
    expect(highlightsFor(differences, 'first', 'lg')).toEqual({ 'w-kpi': 'resized' });
  });

  it('badges a move or a resize only at the breakpoints where it differs; added, removed and changed everywhere', () => {
    const source = sourceWorkbook();
    const config = structuredClone(source.publishedDashboard!.config);
    const widgets = config.widgets!;
    const kpi = widgets.find((widget) => widget.id === 'w-kpi')!;
    const title = widgets.find((widget) => widget.id === 'w-title')!;
    // Both keep their own md layout, so only their lg place (their position) differs.
    kpi.responsiveLayouts = { ...kpi.responsiveLayouts, md: kpi.position };
    kpi.position = { ...kpi.position, x: kpi.position.x + 1 };
    title.responsiveLayouts = { ...title.responsiveLayouts, md: title.position };
    title.position = { ...title.position, h: title.position.h + 1 };
    const before = structuredClone(source.publishedDashboard!.config);
    for (const id of ['w-kpi', 'w-title']) {
      const widget = before.widgets!.find((w) => w.id === id)!;
      widget.responsiveLayouts = { ...widget.responsiveLayouts, md: widget.position };
    }
    widgets.push({ id: 'w-new', type: 'DIVIDER', position: { x: 0, y: 20, w: 12, h: 1 } });
    const differences = diffDashboards(
      { config: before, reportSnapshots: source.publishedDashboard!.reportSnapshots },
      { config, reportSnapshots: source.publishedDashboard!.reportSnapshots },
    );
    expect(Object.fromEntries(differences.map((d) => [d.widgetId, d.kind]))).toEqual({
      'w-kpi': 'moved',
      'w-title': 'resized',
      'w-new': 'added',
    });
    expect(highlightsFor(differences, 'second', 'lg')).toEqual({ 'w-kpi': 'moved', 'w-title': 'resized', 'w-new': 'added' });
    expect(highlightsFor(differences, 'second', 'md')).toEqual({ 'w-new': 'added' });
    expect(highlightsFor(differences, 'first', 'md')).toEqual({});
  });

  it('counts a chart pointing at a different report as changed', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const config = structuredClone(clone.publishedDashboard!.config);
    (config.widgets![1]!.config as Record<string, unknown>).reportId = 22;
    const differences = diffDashboards(side(source), { config, reportSnapshots: clone.publishedDashboard!.reportSnapshots });
    expect(differences).toEqual([
      {
        widgetId: 'w-kpi',
        name: 'ARR',
        type: 'CHART',
        kind: 'changed',
        details: ['Its settings differ.'],
        badgeEverywhere: 'changed',
        badgeAt: {},
      },
    ]);
  });
});
