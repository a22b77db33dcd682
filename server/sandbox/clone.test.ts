import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Widget = { id: string; type: string; config?: Record<string, unknown> | null };
type Config = { widgets?: Widget[]; title?: string };
type Snapshot = { id: number; reportId: number; kind: string | null; name: string | null };
type Dashboard = {
  id: number;
  allowEmbed: boolean;
  config: Config;
  reportSnapshots: Snapshot[];
  status: string;
  fromSharedWorkspace: boolean | null;
};
type Workbook = {
  id: number;
  name: string;
  folderId: number | null;
  userId: number | null;
  createdBy?: number;
  user: { email: string } | null;
  dashboardDraft: Config | null;
  dashboardPublished: Config | null;
  publishedDashboard: Dashboard | null;
};
type Report = { id: number; workbookId: number; folderId: number | null; name: string };

let t: TestSandbox;
let dep: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const clone = (id: number, body?: unknown, key?: string, deployment = dep) =>
  t.post(`${deployment}/workbooks/${id}/duplicate`, body, key);
const workbook = (id: number) => t.json<Workbook>(t.get(`${dep}/workbooks/${id}`));
const reportsOf = async (id: number) =>
  (await t.json<{ items: Report[] }>(t.get(`${dep}/reports?externalWorkbookId=${id}&first=100`))).items;

/** Every report id referenced in a config, containers included. */
function reportRefs(config: Config | null): number[] {
  const out: number[] = [];
  const walk = (ws: unknown) => {
    for (const w of (ws as Widget[] | undefined) ?? []) {
      if (typeof w.config?.reportId === 'number') out.push(w.config.reportId);
      walk(w.config?.widgets);
      for (const tab of (w.config?.tabs as { widgets: Widget[] }[] | undefined) ?? []) walk(tab.widgets);
    }
  };
  walk(config?.widgets);
  return out;
}

describe('clone a workbook', () => {
  it('rule 1: names the clone "Copy of <original name>"', async () => {
    const res = await clone(t.fx.workbooks.inEditableFolder);
    expect(res.status).toBe(200);
    expect((await t.json<Workbook>(res)).name).toBe('Copy of Quarterly revenue review');
  });

  it('rule 2: copies the reports and re-points every reference in the published dashboard and the draft', async () => {
    const source = await workbook(t.fx.workbooks.inEditableFolder);
    const sourceReports = await reportsOf(source.id);
    const copy = await t.json<Workbook>(clone(source.id));
    const copyReports = await reportsOf(copy.id);
    expect(copyReports.map((r) => r.name).sort()).toEqual(sourceReports.map((r) => r.name).sort());
    const copyIds = new Set(copyReports.map((r) => r.id));
    const sourceIds = new Set(sourceReports.map((r) => r.id));

    const publishedRefs = reportRefs(copy.publishedDashboard?.config ?? null);
    const draftRefs = reportRefs(copy.dashboardDraft);
    // The nested containers hold references too; all of them moved.
    expect(publishedRefs.length).toBe(reportRefs(source.publishedDashboard?.config ?? null).length);
    expect(draftRefs.length).toBe(reportRefs(source.dashboardDraft).length);
    for (const id of [...publishedRefs, ...draftRefs]) {
      expect(copyIds.has(id)).toBe(true);
      expect(sourceIds.has(id)).toBe(false);
    }
    expect(copy.dashboardPublished).toEqual(copy.publishedDashboard?.config);
    for (const s of copy.publishedDashboard?.reportSnapshots ?? []) expect(copyIds.has(s.reportId)).toBe(true);
    expect(copy.publishedDashboard?.reportSnapshots.map((s) => s.kind).sort()).toEqual(
      source.publishedDashboard?.reportSnapshots.map((s) => s.kind).sort(),
    );
    // The draft still differs from the published dashboard as it did on the source.
    expect(copy.dashboardDraft?.widgets?.length).toBe(source.dashboardDraft?.widgets?.length);
    expect(copy.dashboardDraft?.widgets?.length).not.toBe(copy.publishedDashboard?.config.widgets?.length);
  });

  it('rule 2: the clone is independent of the source', async () => {
    const source = await workbook(t.fx.workbooks.inEditableFolder);
    const copy = await t.json<Workbook>(clone(source.id));
    expect(copy.id).not.toBe(source.id);
    expect(copy.publishedDashboard?.id).not.toBe(source.publishedDashboard?.id);
    const sourceSnapshotIds = new Set(source.publishedDashboard?.reportSnapshots.map((s) => s.id));
    for (const s of copy.publishedDashboard?.reportSnapshots ?? []) expect(sourceSnapshotIds.has(s.id)).toBe(false);
    // Cloning the copy again leaves the source untouched.
    await clone(copy.id);
    expect(await workbook(source.id)).toEqual(source);
  });

  it('rule 3 and 4: no view history, no sharing policies, allowEmbed false', async () => {
    const source = await workbook(t.fx.workbooks.inEditableFolder);
    expect(source.publishedDashboard?.allowEmbed).toBe(true);
    const copy = await t.json<Workbook>(clone(source.id));
    expect(copy.publishedDashboard?.allowEmbed).toBe(false);
    const { DatabaseProbe } = await import('./test-probe.ts');
    const probe = new DatabaseProbe(t.sb);
    expect(probe.count('view_history', 'workbook_id', source.id)).toBeGreaterThan(0);
    expect(probe.count('sharing_policies', 'workbook_id', source.id)).toBeGreaterThan(0);
    expect(probe.count('view_history', 'workbook_id', copy.id)).toBe(0);
    expect(probe.count('sharing_policies', 'workbook_id', copy.id)).toBe(0);
  });

  it('rule 5: edit access keeps the folder, for the clone and its reports', async () => {
    const copy = await t.json<Workbook>(clone(t.fx.workbooks.inEditableFolder));
    expect(copy.folderId).toBe(t.fx.folders.editable);
    for (const r of await reportsOf(copy.id)) expect(r.folderId).toBe(t.fx.folders.editable);
  });

  it('rule 5: read-only access or a root source puts the clone at the root', async () => {
    const fromReadOnly = await t.json<Workbook>(clone(t.fx.workbooks.inReadOnlyFolder));
    expect(fromReadOnly.folderId).toBeNull();
    for (const r of await reportsOf(fromReadOnly.id)) expect(r.folderId).toBeNull();
    const fromRoot = await t.json<Workbook>(clone(t.fx.workbooks.atRoot));
    expect(fromRoot.folderId).toBeNull();
  });

  it('rule 6: the clone is owned by the caller', async () => {
    const copy = await t.json<Workbook>(clone(t.fx.workbooks.inReadOnlyFolder, undefined, t.fx.keys.scoped));
    expect(copy.user?.email).toBe('grace.hopper@acme.example');
    expect(copy.createdBy).toBe(copy.userId);
  });

  it('rule 6: a caller below AI BI User gets 403', async () => {
    const res = await clone(t.fx.workbooks.atRoot, undefined, t.fx.keys.viewer);
    expect(res.status).toBe(403);
    expect((await t.json<{ error: string }>(res)).error).toMatch(/AI BI User/);
  });

  it('heals a legacy TABS_CONTAINER in the copy', async () => {
    const copy = await t.json<Workbook>(clone(t.fx.workbooks.atRoot));
    const types = (copy.publishedDashboard?.config.widgets ?? []).map((w) => w.type);
    expect(types).not.toContain('TABS_CONTAINER');
    const tabs = copy.publishedDashboard?.config.widgets?.find((w) => w.id === 'o-legacy-tabs');
    expect(tabs).toMatchObject({ type: 'CONTAINER', config: { layout: 'tabs' } });
  });

  it("accepts shared null or false as the caller's own clone", async () => {
    expect((await clone(t.fx.workbooks.atRoot, { shared: null })).status).toBe(200);
    expect((await clone(t.fx.workbooks.atRoot, { shared: false })).status).toBe(200);
    expect((await clone(t.fx.workbooks.atRoot, { shared: 'yes' })).status).toBe(400);
  });

  it('records the clone in the audit log', async () => {
    const copy = await t.json<Workbook>(clone(t.fx.workbooks.atRoot));
    const csv = await (
      await t.get(
        `/api/v1/audit-logs/export?eventName=Duplicated%20workbook&search=${encodeURIComponent(`"workbookId":${copy.id},`)}`,
      )
    ).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('shared-workspace clone (rule 7)', () => {
  it('builds the clone from the published dashboard, republished, draft seeded from it, at the root', async () => {
    const res = await clone(t.fx.workbooks.sharedPublished, { shared: true }, t.fx.keys.creatorEmbed);
    expect(res.status).toBe(200);
    const copy = await t.json<Workbook>(res);
    const source = await workbook(t.fx.workbooks.sharedPublished);
    expect(copy.name).toBe(`Copy of ${source.name}`);
    expect(copy.folderId).toBeNull();
    expect(copy.user?.email).toBe('katherine.johnson@acme.example');
    expect(copy.publishedDashboard?.status).toBe('published');
    expect(copy.publishedDashboard?.allowEmbed).toBe(false);
    // The draft is the published config, not the source's unpublished draft.
    expect(copy.dashboardDraft).toEqual(copy.publishedDashboard?.config);
    expect(copy.dashboardDraft?.title).toBe(source.publishedDashboard?.config.title);
    expect(copy.dashboardDraft?.title).not.toBe(source.dashboardDraft?.title);
    // One fresh report per snapshot; references point at them.
    const reports = await reportsOf(copy.id);
    expect(reports).toHaveLength(source.publishedDashboard?.reportSnapshots.length ?? -1);
    const ids = new Set(reports.map((r) => r.id));
    for (const id of reportRefs(copy.publishedDashboard?.config ?? null)) expect(ids.has(id)).toBe(true);
  });

  it('answers 400 when the shared workbook has no published dashboard', async () => {
    const res = await clone(t.fx.workbooks.sharedUnpublished, { shared: true }, t.fx.keys.creatorEmbed);
    expect(res.status).toBe(400);
    expect((await t.json<{ error: string }>(res)).error).toMatch(/published dashboard/);
  });

  it('answers 403 outside creator mode', async () => {
    expect((await clone(t.fx.workbooks.sharedPublished, { shared: true })).status).toBe(403);
  });

  it('resolves the id against the shared workspace only', async () => {
    expect((await clone(t.fx.workbooks.atRoot, { shared: true }, t.fx.keys.creatorEmbed)).status).toBe(404);
    expect((await clone(t.fx.workbooks.sharedPublished)).status).toBe(404);
  });
});

describe('clone limits and errors', () => {
  it("rule 8: answers 400 when the plan's workbook limit is reached", async () => {
    const limited = `/api/v1/deployments/${t.fx.deployments.limited}`;
    const res = await clone(t.fx.workbooks.inLimited, undefined, undefined, limited);
    expect(res.status).toBe(400);
    expect((await t.json<{ error: string }>(res)).error).toMatch(/limit/i);
  });

  it('rule 9: answers 404 for an unknown workbook or one of another deployment', async () => {
    expect((await clone(999999)).status).toBe(404);
    const res = await clone(t.fx.workbooks.inSecondary);
    expect(res.status).toBe(404);
    expect((await t.json<{ error: string }>(res)).error).toMatch(/not found/);
  });

  it("answers 403 for a deployment outside the key's scope", async () => {
    expect(
      (await clone(t.fx.workbooks.inSecondary, undefined, t.fx.keys.scoped, `/api/v1/deployments/${t.fx.deployments.secondary}`))
        .status,
    ).toBe(403);
  });

  it('answers 401 without a credential', async () => {
    expect((await clone(t.fx.workbooks.atRoot, undefined, null as unknown as string)).status).toBe(401);
  });

  it('twenty concurrent clones give twenty workbooks and no 5xx', async () => {
    const before = (await t.json<{ count: number }>(t.get(`${dep}/workbooks`))).count;
    const results = await Promise.all(Array.from({ length: 20 }, () => clone(t.fx.workbooks.inEditableFolder)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(await Promise.all(results.map(async (r) => (await t.json<Workbook>(r)).id)));
    expect(ids.size).toBe(20);
    expect((await t.json<{ count: number }>(t.get(`${dep}/workbooks`))).count).toBe(before + 20);
  });

  it('writes a clone in one transaction: a failure part-way leaves nothing behind', async () => {
    const { DatabaseProbe } = await import('./test-probe.ts');
    const probe = new DatabaseProbe(t.sb);
    const before = probe.total('workbooks');
    const reportsBefore = probe.total('reports');
    // Make the dashboard insert fail after the workbook and reports were written.
    probe.exec("CREATE TEMP TRIGGER fail_dashboards BEFORE INSERT ON dashboards BEGIN SELECT RAISE(ABORT, 'injected'); END");
    const res = await clone(t.fx.workbooks.inEditableFolder);
    expect(res.status).toBe(500);
    expect(probe.total('workbooks')).toBe(before);
    expect(probe.total('reports')).toBe(reportsBefore);
  });
});
