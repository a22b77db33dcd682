import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Widget = {
  id: string;
  type: string;
  position: Record<string, number>;
  responsiveLayouts?: Record<string, unknown>;
  config?: Record<string, unknown> | null;
};
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
type Page<T> = { items: T[]; pageInfo: PageInfo; data: T[]; count: number };

let t: TestSandbox;
let dep: string;
afterEach(() => t.sb.close());

describe('workspace lists', () => {
  beforeEach(() => {
    t = testSandbox({ workbooks: 45 });
    dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
  });

  it('searches and orders the workbook list, and pages the result', async () => {
    const byName = await t.json<Page<{ name: string }>>(
      t.get(`${dep}/workbooks?first=100&orderByField=name&orderByDirection=asc`),
    );
    const names = byName.items.map((w) => w.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const needle = names[3]!.slice(0, 6).toUpperCase();
    const found = await t.json<Page<{ name: string }>>(t.get(`${dep}/workbooks?first=5&search=${encodeURIComponent(needle)}`));
    expect(found.items.length).toBeGreaterThan(0);
    for (const w of found.items) expect(w.name.toLowerCase()).toContain(needle.toLowerCase());
    const none = await t.json<Page<unknown>>(t.get(`${dep}/workbooks?search=no-such-workbook-anywhere`));
    expect(none.items).toEqual([]);
  });

  it('tells the caller its own access to each folder', async () => {
    const folders = await t.json<Page<{ name: string; access: string }>>(t.get(`${dep}/folders`));
    expect(folders.items.find((f) => f.name === 'Finance')?.access).toBe('edit');
    expect(folders.items.find((f) => f.name === 'Board')?.access).toBe('read');
  });

  it('pages workbooks with first/after, items and pageInfo plus the deprecated data and count', async () => {
    const first = await t.json<Page<{ id: number; name: string; publishedDashboard?: unknown }>>(
      t.get(`${dep}/workbooks?first=20`),
    );
    expect(first.items).toHaveLength(20);
    expect(first.data).toEqual(first.items);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.items[0]).not.toHaveProperty('publishedDashboard');
    const seen = first.items.map((w) => w.id);
    let cursor = first.pageInfo.endCursor;
    let pages = 1;
    while (cursor) {
      const page = await t.json<Page<{ id: number }>>(t.get(`${dep}/workbooks?first=20&after=${cursor}`));
      expect(page.pageInfo.hasPreviousPage).toBe(true);
      seen.push(...page.items.map((w) => w.id));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(first.count);
    expect(first.count).toBeGreaterThanOrEqual(45);
  });

  it('names the generated workbooks deterministically', async () => {
    const all = await t.json<Page<{ name: string }>>(t.get(`${dep}/workbooks?first=1000`));
    const generated = all.items.map((w) => w.name).filter((n) => n.startsWith('Generated workbook'));
    expect(generated).toHaveLength(45);
    expect(generated[0]).toBe('Generated workbook 00001');
  });

  it('filters workbooks by folder and lists folders one level at a time', async () => {
    const inFinance = await t.json<Page<{ folderId: number; folderPath: { name: string }[] }>>(
      t.get(`${dep}/workbooks?folderId=${t.fx.folders.editable}`),
    );
    expect(inFinance.items.length).toBeGreaterThan(0);
    for (const w of inFinance.items) {
      expect(w.folderId).toBe(t.fx.folders.editable);
      expect(w.folderPath.map((f) => f.name)).toEqual(['Finance']);
    }
    const root = await t.json<Page<{ name: string; id: number }>>(t.get(`${dep}/folders`));
    expect(root.items.map((f) => f.name)).toEqual(['Board', 'Finance']);
    const children = await t.json<Page<{ name: string; id: number }>>(t.get(`${dep}/folders?parentId=${t.fx.folders.editable}`));
    expect(children.items.map((f) => f.name)).toEqual(['Forecasts']);
    const ancestors = await t.json<{ id: number; name: string }[]>(t.get(`${dep}/folders/${children.items[0]?.id}/ancestors`));
    expect(ancestors.map((f) => f.name)).toEqual(['Finance']);
  });

  it('filters reports by search and folder', async () => {
    const search = await t.json<Page<{ name: string; title: string; description: string | null }>>(
      t.get(`${dep}/reports?search=CHURN&first=100`),
    );
    expect(search.items.length).toBeGreaterThan(0);
    for (const r of search.items) expect(`${r.name} ${r.title} ${r.description ?? ''}`.toLowerCase()).toContain('churn');
    const all = await t.json<Page<unknown>>(t.get(`${dep}/reports?first=1000`));
    expect(search.count).toBeLessThan(all.count);
    const inBoard = await t.json<Page<{ folderId: number }>>(t.get(`${dep}/reports?folderId=${t.fx.folders.readOnly}`));
    expect(inBoard.items.length).toBe(3);
    for (const r of inBoard.items) expect(r.folderId).toBe(t.fx.folders.readOnly);
    expect((await t.get(`${dep}/reports?sortBy=lastViewedAt&after=${inBoard.pageInfo.endCursor}`)).status).toBe(400);
  });

  it('lists the shared workspace with items and pageInfo', async () => {
    const shared = await t.json<{ items: { id: number; type: string }[]; pageInfo: PageInfo }>(t.get(`${dep}/shared-workspace`));
    expect(shared.items.map((w) => w.id).sort()).toEqual(
      [t.fx.workbooks.sharedPublished, t.fx.workbooks.sharedUnpublished].sort(),
    );
    expect(shared.items.every((w) => w.type === 'WORKBOOK')).toBe(true);
    expect(shared.pageInfo.hasNextPage).toBe(false);
    // Shared items are not in the caller's own list.
    const own = await t.json<Page<{ id: number }>>(t.get(`${dep}/workbooks?first=1000`));
    expect(own.items.map((w) => w.id)).not.toContain(t.fx.workbooks.sharedPublished);
  });

  it('orders the shared workspace by ASC or DESC in either case, and names a bad direction', async () => {
    type Shared = { items: { name: string }[] };
    const names = async (q: string) =>
      (await t.json<Shared>(t.get(`${dep}/shared-workspace?orderByField=name&${q}`))).items.map((w) => w.name);
    const ascending = await names('orderByDirection=ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    expect(await names('orderByDirection=DESC')).toEqual([...ascending].reverse());
    expect(await names('orderByDirection=desc')).toEqual([...ascending].reverse());
    const bad = await t.get(`${dep}/shared-workspace?orderByDirection=up`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('orderByDirection');
  });
});

describe('the seeded dashboards', () => {
  beforeEach(() => {
    t = testSandbox();
    dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
  });

  const allWidgets = (ws: Widget[] | undefined, depth = 1, out: { w: Widget; depth: number }[] = []) => {
    for (const w of ws ?? []) {
      out.push({ w, depth });
      allWidgets(w.config?.widgets as Widget[] | undefined, depth + 1, out);
      for (const tab of (w.config?.tabs as { widgets: Widget[] }[] | undefined) ?? []) allWidgets(tab.widgets, depth + 1, out);
    }
    return out;
  };

  it('the finance workbook has every widget type, nested containers, responsive layouts and a custom layout', async () => {
    const wb = await t.json<{
      publishedDashboard: {
        allowEmbed: boolean;
        config: { layout: Record<string, unknown>; widgets: Widget[] };
        reportSnapshots: { kind: string; reportId: number; preferences?: unknown; spec?: unknown }[];
      };
      dashboardDraft: { widgets: Widget[] };
    }>(t.get(`${dep}/workbooks/${t.fx.workbooks.inEditableFolder}`));
    const widgets = allWidgets(wb.publishedDashboard.config.widgets);
    const types = new Set(widgets.map((x) => x.w.type));
    for (const type of ['CHART', 'TEXT', 'FILTER', 'AI', 'TIME_GRAIN', 'FIELD', 'PARENT', 'SPACER', 'DIVIDER', 'CONTAINER'])
      expect(types, type).toContain(type);
    expect(Math.max(...widgets.map((x) => x.depth))).toBeGreaterThanOrEqual(4);
    const layouts = new Set(widgets.filter((x) => x.w.type === 'CONTAINER').map((x) => x.w.config?.layout));
    expect([...layouts].sort()).toEqual(['grid', 'stack', 'tabs']);
    expect(widgets.some((x) => x.w.responsiveLayouts && Object.keys(x.w.responsiveLayouts).length >= 4)).toBe(true);
    expect(wb.publishedDashboard.config.layout).toMatchObject({ rowHeight: 40, margin: [12, 12], containerPadding: [16, 16] });
    expect(wb.publishedDashboard.allowEmbed).toBe(true);
    const kinds = wb.publishedDashboard.reportSnapshots.map((s) => s.kind).sort();
    expect(new Set(kinds)).toEqual(new Set(['vega', 'table', 'kpi', 'html', 'map', 'sankey']));
    const text = widgets.find((x) => x.w.id === 'w-intro')?.w.config?.text as string;
    expect(text).toMatch(/^# /m);
    expect(text).toMatch(/^- /m);
    expect(text).toMatch(/\[.+\]\(https:/);
    expect(text).toMatch(/^\|.+\|$/m);
    // Every chart's report has a snapshot.
    const snapshotReports = new Set(wb.publishedDashboard.reportSnapshots.map((s) => s.reportId));
    for (const x of widgets.filter((x) => x.w.type === 'CHART'))
      expect(snapshotReports.has(x.w.config?.reportId as number)).toBe(true);
    // The draft differs: one extra widget, one moved.
    expect(wb.dashboardDraft.widgets.length).toBe(wb.publishedDashboard.config.widgets.length + 1);
    const kpi = (ws: Widget[]) => ws.find((w) => w.id === 'w-kpi')?.position;
    expect(kpi(wb.dashboardDraft.widgets)).not.toEqual(kpi(wb.publishedDashboard.config.widgets));
  });

  it('heals the stored TABS_CONTAINER on read', async () => {
    const wb = await t.json<{ publishedDashboard: { config: { widgets: Widget[] } }; dashboardDraft: { widgets: Widget[] } }>(
      t.get(`${dep}/workbooks/${t.fx.workbooks.atRoot}`),
    );
    for (const ws of [wb.publishedDashboard.config.widgets, wb.dashboardDraft.widgets]) {
      const tabs = ws.find((w) => w.id === 'o-legacy-tabs');
      expect(tabs?.type).toBe('CONTAINER');
      expect(tabs?.config?.layout).toBe('tabs');
      expect((tabs?.config?.tabs as unknown[]).length).toBe(2);
    }
  });

  it('has one APP dashboard', async () => {
    const wb = await t.json<{
      publishedDashboard: {
        config: {
          kind: string;
          app: { html: string; entry: string; files: Record<string, string>; manifest: { version: number } };
        };
      };
    }>(t.get(`${dep}/workbooks/${t.fx.workbooks.app}`));
    expect(wb.publishedDashboard.config.kind).toBe('APP');
    expect(wb.publishedDashboard.config.app.entry).toBe('index.html');
    expect(Object.keys(wb.publishedDashboard.config.app.files)).toContain(wb.publishedDashboard.config.app.entry);
    expect(wb.publishedDashboard.config.app.html).toContain('<html');
  });

  it('answers 404 for a workbook of another deployment', async () => {
    expect((await t.get(`${dep}/workbooks/${t.fx.workbooks.inSecondary}`)).status).toBe(404);
  });
});
