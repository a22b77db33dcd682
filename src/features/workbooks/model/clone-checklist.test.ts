// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Workbook } from '@/api/schemas';
import { buildCloneChecklist, type CheckItem } from './clone-checklist';
import { goodClone, sourceWorkbook } from './test-workbooks';

/** The check `id` of a review of `clone` whose published dashboard is replaced by `published`. */
function checkWithPublished(
  source: Workbook,
  clone: Workbook,
  published: NonNullable<Workbook['publishedDashboard']>,
  id: CheckItem['id'],
): CheckItem {
  return byId(
    buildCloneChecklist({
      source,
      clone: { ...clone, publishedDashboard: published },
      sourceShared: false,
      sourceFolderAccess: 'edit',
    }),
    id,
  );
}

function byId(items: CheckItem[], id: CheckItem['id']): CheckItem {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`no check ${id}`);
  return item;
}

describe('buildCloneChecklist', () => {
  it('passes every check for a faithful clone in the source folder, and leaves the owner unconfirmed', () => {
    const source = sourceWorkbook();
    const items = buildCloneChecklist({ source, clone: goodClone(source), sourceShared: false, sourceFolderAccess: 'edit' });
    expect(items.map((i) => [i.id, i.status])).toEqual([
      ['name', 'pass'],
      ['own-reports', 'pass'],
      ['widgets', 'pass'],
      ['embedding', 'pass'],
      ['placement', 'pass'],
      ['owner', 'neutral'],
    ]);
    expect(byId(items, 'own-reports').detail).toMatch(/All 4 report references/);
    expect(byId(items, 'embedding').detail).toMatch(/on for the source/);
    expect(byId(items, 'owner').detail).toMatch(/does not say who the signed-in user is/);
  });

  it('confirms the owner when the signed-in user is known', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    expect(
      byId(
        buildCloneChecklist({ source, clone, sourceShared: false, sourceFolderAccess: 'edit', signedInUser: { id: 200 } }),
        'owner',
      ).status,
    ).toBe('pass');
    expect(
      byId(
        buildCloneChecklist({ source, clone, sourceShared: false, sourceFolderAccess: 'edit', signedInUser: { id: 999 } }),
        'owner',
      ).status,
    ).toBe('fail');
  });

  it('fails "own reports" when the draft still points at one of the source reports', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const draft = structuredClone(clone.dashboardDraft!);
    (draft.widgets![1]!.config as Record<string, unknown>).reportId = 11;
    const items = buildCloneChecklist({
      source,
      clone: { ...clone, dashboardDraft: draft },
      sourceShared: false,
      sourceFolderAccess: 'edit',
    });
    const check = byId(items, 'own-reports');
    expect(check.status).toBe('fail');
    // Named as its card is titled, like the checklist's other lines: no id where no other widget shares the name.
    expect(check.lines).toEqual(["Draft: “ARR” points at one of the source's reports (reportId 11)."]);
  });

  it('names an untitled widget of a report reference by its report, and adds ids only where two names collide', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const draft = structuredClone(clone.dashboardDraft!);
    const kpi = draft.widgets![1]!;
    (kpi.config as Record<string, unknown>).reportId = 11;
    draft.widgets!.push({ ...structuredClone(kpi), id: 'w-arr-2', position: { x: 0, y: 40, w: 2, h: 1 } });
    // The untitled table inside the tabs still shows its own report, but also names a snapshot of the source's.
    const tabs = draft.widgets![2]!.config as { tabs: { widgets: { config: Record<string, unknown> }[] }[] };
    tabs.tabs[0]!.widgets[0]!.config.reportSnapshotId = 501;
    const items = buildCloneChecklist({
      source,
      clone: { ...clone, dashboardDraft: draft },
      sourceShared: false,
      sourceFolderAccess: 'edit',
    });
    expect(byId(items, 'own-reports').lines).toEqual([
      "Draft: “ARR” (w-kpi) points at one of the source's reports (reportId 11).",
      "Draft: “Top customers” points at one of the source's reports (reportSnapshotId 501).",
      "Draft: “ARR” (w-arr-2) points at one of the source's reports (reportId 11).",
    ]);
  });

  it('fails "own reports" for a reference that resolves to none of the clone snapshots', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const dashboard = structuredClone(clone.publishedDashboard!);
    dashboard.reportSnapshots = dashboard.reportSnapshots.slice(0, 1);
    const check = checkWithPublished(source, clone, dashboard, 'own-reports');
    expect(check.status).toBe('fail');
    // Untitled, and its report is not among the snapshots: named by its type, as its card is.
    expect(check.lines).toEqual([
      "Published: “Chart” does not resolve to one of the clone's report snapshots (reportId 22).",
      "Draft: “Chart” does not resolve to one of the clone's report snapshots (reportId 22).",
    ]);
  });

  it('fails "same widgets" when a widget moved at one breakpoint, naming it', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const published = structuredClone(clone.publishedDashboard!);
    published.config.widgets![1]!.responsiveLayouts = { sm: { x: 6, y: 2, w: 6, h: 4 } };
    const check = checkWithPublished(source, clone, published, 'widgets');
    expect(check.status).toBe('fail');
    expect(check.lines).toEqual(['Published: “ARR” is placed differently at sm.']);
  });

  it('adds the id to a widget named like another, so the two can be told apart', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const published = structuredClone(clone.publishedDashboard!);
    const kpi = published.config.widgets![1]!;
    published.config.widgets!.push({ ...structuredClone(kpi), id: 'w-arr-2', position: { x: 0, y: 40, w: 2, h: 1 } });
    const check = checkWithPublished(source, clone, published, 'widgets');
    expect(check.lines).toContain('Published: “ARR” (w-arr-2) is only in the clone.');
  });

  it('fails the name, embedding and placement checks when they are wrong', () => {
    const source = sourceWorkbook();
    const clone: Workbook = { ...goodClone(source), name: 'Quarterly revenue review (2)', folderId: null, folderPath: [] };
    clone.publishedDashboard = { ...clone.publishedDashboard!, allowEmbed: true };
    const items = buildCloneChecklist({ source, clone, sourceShared: false, sourceFolderAccess: 'edit' });
    expect(byId(items, 'name').detail).toBe('Expected “Copy of Quarterly revenue review”, found “Quarterly revenue review (2)”.');
    expect(byId(items, 'embedding').status).toBe('fail');
    expect(byId(items, 'placement')).toMatchObject({ status: 'fail' });
    expect(byId(items, 'placement').detail).toMatch(/can edit “Finance”/);
  });

  it('accepts the root for a read-only folder or a shared-workspace source, with the reason', () => {
    const source = sourceWorkbook();
    const clone: Workbook = { ...goodClone(source), folderId: null, folderPath: [] };
    const readOnly = byId(buildCloneChecklist({ source, clone, sourceShared: false, sourceFolderAccess: 'read' }), 'placement');
    expect(readOnly).toMatchObject({
      status: 'pass',
      detail: "At the workspace root: your key can only read “Finance”, the source's folder.",
    });
    const unknown = byId(buildCloneChecklist({ source, clone, sourceShared: false, sourceFolderAccess: 'unknown' }), 'placement');
    expect(unknown.status).toBe('pass');
    expect(unknown.detail).toMatch(/can only read the source's folder/);
    const shared = byId(buildCloneChecklist({ source, clone, sourceShared: true, sourceFolderAccess: 'unknown' }), 'placement');
    expect(shared.detail).toMatch(/shared workspace/);
  });

  it('compares a shared clone draft with the published dashboard it was seeded from', () => {
    const source = sourceWorkbook();
    const clone = goodClone(source);
    const seeded = { ...clone, dashboardDraft: clone.dashboardPublished };
    expect(
      byId(buildCloneChecklist({ source, clone: seeded, sourceShared: true, sourceFolderAccess: 'unknown' }), 'widgets').status,
    ).toBe('pass');
    expect(
      byId(buildCloneChecklist({ source, clone: seeded, sourceShared: false, sourceFolderAccess: 'unknown' }), 'widgets').status,
    ).toBe('fail');
  });
});
