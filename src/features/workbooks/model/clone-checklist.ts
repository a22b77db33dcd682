import type { DashboardConfig, DashboardWidget, ReportSnapshot, Workbook } from '@/api/schemas';
import {
  breakpointNames,
  configOf,
  declaredPosition,
  flattenConfig,
  reportReferences,
  samePosition,
  type DashboardVersion,
} from './dashboard-helpers';
import { snapshotLookup, widgetName } from '@/features/dashboards';
import { expectedPlacement, type FolderAccess } from './placement';

export type CheckStatus = 'pass' | 'fail' | 'neutral';

export interface CheckItem {
  id: 'name' | 'own-reports' | 'widgets' | 'embedding' | 'placement' | 'owner';
  label: string;
  status: CheckStatus;
  /** The evidence behind the verdict, in a sentence. */
  detail: string;
  /** Item-by-item evidence (offending references, differing widgets). */
  lines: string[];
}

export interface ChecklistInput {
  source: Workbook;
  clone: Workbook;
  /** The source was cloned from the shared workspace: built from its published dashboard, placed at the root. */
  sourceShared: boolean;
  /** The key's access to the source's folder, when the console can tell. */
  sourceFolderAccess: FolderAccess;
  /** Who the signed-in user is, when the service says so; the spec has no call for it. */
  signedInUser?: { id: number; email?: string | null } | null;
  /** The admin switched the clone's embedding on in this review: no longer a broken rule. */
  embeddingSwitchedOnHere?: boolean;
}

export function snapshotsOf(workbook: Workbook): ReportSnapshot[] {
  return workbook.publishedDashboard?.reportSnapshots ?? [];
}

export function folderNameOf(workbook: Workbook): string | null {
  if (workbook.folderId == null) return null;
  const last = workbook.folderPath?.[workbook.folderPath.length - 1];
  return last && last.id === workbook.folderId ? last.name : (last?.name ?? `folder ${workbook.folderId}`);
}

function ownerText(workbook: Workbook): string {
  const user = workbook.user;
  if (user) return user.firstName ? `${user.firstName} (${user.email})` : user.email;
  if (workbook.userId != null) return `user ${workbook.userId}`;
  return 'nobody named';
}

function checkName(source: Workbook, clone: Workbook): CheckItem {
  const expected = `Copy of ${source.name}`;
  const pass = clone.name === expected;
  return {
    id: 'name',
    label: 'Named “Copy of <source name>”',
    status: pass ? 'pass' : 'fail',
    detail: pass ? `The name is “${clone.name}”.` : `Expected “${expected}”, found “${clone.name}”.`,
    lines: [],
  };
}

function checkOwnReports(source: Workbook, clone: Workbook): CheckItem {
  const sourceSnapshots = snapshotsOf(source);
  const sourceReportIds = new Set<number>(sourceSnapshots.map((s) => s.reportId));
  for (const config of [configOf(source, 'published'), configOf(source, 'draft')]) {
    for (const ref of reportReferences(config)) if (ref.field === 'reportId') sourceReportIds.add(Number(ref.value));
  }
  const sourceSnapshotIds = new Set(sourceSnapshots.map((s) => s.id));
  const cloneSnapshots = snapshotsOf(clone);
  const cloneReportIds = new Set(cloneSnapshots.map((s) => s.reportId));
  const cloneSnapshotIds = new Set(cloneSnapshots.map((s) => s.id));

  const lines: string[] = [];
  let total = 0;
  const versions: [DashboardVersion, string][] = [
    ['published', 'Published'],
    ['draft', 'Draft'],
  ];
  // Widgets are named as the clone's cards title them (its own snapshots), the id added only where names collide.
  const cloneWidgets = versions.map(([version]) => flattenConfig(configOf(clone, version)));
  const nameOf = widgetNamer(cloneWidgets.map((widgets) => ({ widgets, snapshots: cloneSnapshots })));
  versions.forEach(([version, where], index) => {
    const byId = new Map<string, DashboardWidget>();
    for (const { widget } of cloneWidgets[index] ?? []) if (!byId.has(widget.id)) byId.set(widget.id, widget);
    for (const ref of reportReferences(configOf(clone, version))) {
      total += 1;
      const isReportId = ref.field === 'reportId';
      const value = Number(ref.value);
      const widget = byId.get(ref.widgetId);
      const name = widget ? nameOf(widget, cloneSnapshots) : `“${ref.widgetId}”`;
      const evidence = `(${ref.field} ${String(ref.value)})`;
      if (isReportId ? sourceReportIds.has(value) : sourceSnapshotIds.has(value)) {
        lines.push(`${where}: ${name} points at one of the source's reports ${evidence}.`);
      } else if (!(isReportId ? cloneReportIds.has(value) : cloneSnapshotIds.has(value))) {
        lines.push(`${where}: ${name} does not resolve to one of the clone's report snapshots ${evidence}.`);
      }
    }
  });
  for (const snapshot of cloneSnapshots) {
    if (sourceReportIds.has(snapshot.reportId)) {
      lines.push(
        `Snapshot ${snapshot.id} (“${snapshot.name ?? snapshot.title ?? 'untitled'}”) is of the source's report ${snapshot.reportId}.`,
      );
    }
  }
  const pass = lines.length === 0;
  return {
    id: 'own-reports',
    label: 'Has its own reports',
    status: pass ? 'pass' : 'fail',
    detail: pass
      ? total === 0
        ? 'No widget refers to a report.'
        : `All ${total} report references (published and draft) resolve to the clone's own ${cloneSnapshots.length} snapshots; none points at the source's reports.`
      : `${lines.length} problem${lines.length === 1 ? '' : 's'} with report references.`,
    lines,
  };
}

function typeCounts(config: DashboardConfig | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { widget } of flattenConfig(config)) counts.set(widget.type, (counts.get(widget.type) ?? 0) + 1);
  return counts;
}

function countsText(counts: Map<string, number>): string {
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
}

/**
 * Names widgets as their cards are titled (as the difference list does): “title”, with the id only where two widgets
 * of the two configs share a name.
 */
function widgetNamer(
  configs: { widgets: ReturnType<typeof flattenConfig>; snapshots: ReportSnapshot[] }[],
): (widget: DashboardWidget, snapshots: ReportSnapshot[]) => string {
  const idsByName = new Map<string, Set<string>>();
  for (const { widgets, snapshots } of configs) {
    const lookup = snapshotLookup(snapshots);
    for (const { widget } of widgets) {
      const name = widgetName(widget, lookup);
      idsByName.set(name, (idsByName.get(name) ?? new Set()).add(widget.id));
    }
  }
  return (widget, snapshots) => {
    const name = widgetName(widget, snapshotLookup(snapshots));
    return (idsByName.get(name)?.size ?? 0) > 1 ? `“${name}” (${widget.id})` : `“${name}”`;
  };
}

/** Count, types and the layout per breakpoint of every widget (matched by id) between two configs. */
function compareWidgetSets(
  label: string,
  before: DashboardConfig | null,
  after: DashboardConfig | null,
  snapshots: { source: ReportSnapshot[]; clone: ReportSnapshot[] },
): string[] {
  const problems: string[] = [];
  if (!before && !after) return problems;
  if (!before || !after) {
    problems.push(`${label}: only the ${before ? 'source' : 'clone'} has this dashboard.`);
    return problems;
  }
  const a = flattenConfig(before);
  const b = flattenConfig(after);
  if (a.length !== b.length) problems.push(`${label}: ${a.length} widgets in the source, ${b.length} in the clone.`);
  const ta = countsText(typeCounts(before));
  const tb = countsText(typeCounts(after));
  if (ta !== tb) problems.push(`${label}: types differ (source ${ta || 'none'}; clone ${tb || 'none'}).`);
  const nameOf = widgetNamer([
    { widgets: a, snapshots: snapshots.source },
    { widgets: b.filter((entry) => !a.some((old) => old.widget.id === entry.widget.id)), snapshots: snapshots.clone },
  ]);
  const byId = new Map(b.map((entry) => [entry.widget.id, entry]));
  for (const { widget, parentId } of a) {
    const other = byId.get(widget.id);
    const name = nameOf(widget, snapshots.source);
    if (!other) {
      problems.push(`${label}: ${name} is missing from the clone.`);
      continue;
    }
    if (other.parentId !== parentId) problems.push(`${label}: ${name} sits in another container.`);
    const moved = breakpointNames.filter((bp) => !samePosition(declaredPosition(widget, bp), declaredPosition(other.widget, bp)));
    if (moved.length > 0) problems.push(`${label}: ${name} is placed differently at ${moved.join(', ')}.`);
  }
  const ids = new Set(a.map((entry) => entry.widget.id));
  for (const { widget } of b)
    if (!ids.has(widget.id)) problems.push(`${label}: ${nameOf(widget, snapshots.clone)} is only in the clone.`);
  return problems;
}

function checkWidgets(source: Workbook, clone: Workbook, sourceShared: boolean): CheckItem {
  const published = configOf(source, 'published');
  // A shared-workspace clone's draft is seeded from the published config, not from the source's draft (rule 7).
  const sourceDraft = sourceShared ? published : configOf(source, 'draft');
  const snapshots = { source: snapshotsOf(source), clone: snapshotsOf(clone) };
  const lines = [
    ...compareWidgetSets('Published', published, configOf(clone, 'published'), snapshots),
    ...compareWidgetSets('Draft', sourceDraft, configOf(clone, 'draft'), snapshots),
  ];
  const pass = lines.length === 0;
  const count = flattenConfig(configOf(clone, 'published')).length;
  return {
    id: 'widgets',
    label: 'Same widgets: count, types and layout per breakpoint',
    status: pass ? 'pass' : 'fail',
    detail: pass
      ? `Published: ${count} widgets (${countsText(typeCounts(configOf(clone, 'published'))) || 'none'}), laid out alike at ${breakpointNames.join(', ')}; the draft matches ${sourceShared ? 'the published dashboard it was seeded from' : "the source's draft"} too.`
      : `${lines.length} difference${lines.length === 1 ? '' : 's'}.`,
    lines,
  };
}

function checkEmbedding(source: Workbook, clone: Workbook, switchedOnHere = false): CheckItem {
  const dashboard = clone.publishedDashboard;
  if (dashboard?.allowEmbed && switchedOnHere) {
    return {
      id: 'embedding',
      label: 'Embedding is off',
      status: 'neutral',
      detail: 'Embedding was off on the clone; it was switched on here since.',
      lines: [],
    };
  }
  const sourceOn = source.publishedDashboard?.allowEmbed === true;
  if (!dashboard) {
    return {
      id: 'embedding',
      label: 'Embedding is off',
      status: clone.dashboardPublished ? 'neutral' : 'pass',
      detail: clone.dashboardPublished
        ? 'The service did not return the published dashboard record, so its embedding switch cannot be read.'
        : 'The clone has no published dashboard, so nothing of it can be embedded.',
      lines: [],
    };
  }
  const pass = dashboard.allowEmbed === false;
  return {
    id: 'embedding',
    label: 'Embedding is off',
    status: pass ? 'pass' : 'fail',
    detail: pass
      ? `allowEmbed is off on the clone${sourceOn ? ' (it is on for the source)' : ''}.`
      : 'allowEmbed is on for the clone; a clone must start with embedding off.',
    lines: [],
  };
}

function checkPlacement(source: Workbook, clone: Workbook, sourceShared: boolean, access: FolderAccess): CheckItem {
  const sourceFolder = folderNameOf(source);
  const expectation = expectedPlacement({
    sourceFolderId: source.folderId,
    sourceFolderName: sourceFolder,
    shared: sourceShared,
    access,
  });
  const cloneFolderId = clone.folderId ?? null;
  const sourceFolderId = sourceShared ? null : (source.folderId ?? null);
  const label = 'Placement';
  const item = (status: CheckStatus, detail: string): CheckItem => ({ id: 'placement', label, status, detail, lines: [] });

  if (cloneFolderId === null) {
    if (sourceShared) return item('pass', 'At the workspace root, as every clone from the shared workspace is.');
    if (sourceFolderId === null) return item('pass', 'At the workspace root, like the source.');
    if (expectation.target === 'same-folder') {
      return item('fail', `At the workspace root, but your key can edit “${sourceFolder}”, so the clone belongs in that folder.`);
    }
    if (expectation.target === 'root')
      return item('pass', `At the workspace root: your key can only read “${sourceFolder}”, the source's folder.`);
    return item(
      'pass',
      `At the workspace root, not in “${sourceFolder}”: the service places a clone at the root when the key can only read the source's folder.`,
    );
  }
  const cloneFolder = folderNameOf(clone);
  if (cloneFolderId === sourceFolderId) {
    if (expectation.target === 'root') {
      return item('fail', `In “${cloneFolder}”, but it should be at the root: ${expectation.text}`);
    }
    return item(
      'pass',
      `In “${cloneFolder}”, the same folder as the source${access === 'edit' ? ': your key can edit it' : ''}.`,
    );
  }
  return item('fail', `In “${cloneFolder}”, which is neither the source's folder (${sourceFolder ?? 'the root'}) nor the root.`);
}

function checkOwner(clone: Workbook, signedInUser: ChecklistInput['signedInUser']): CheckItem {
  const label = 'Owned by the signed-in user';
  const ownerId = clone.user?.id ?? clone.userId ?? null;
  if (ownerId === null) {
    return { id: 'owner', label, status: 'neutral', detail: 'The service did not say who owns the clone.', lines: [] };
  }
  if (!signedInUser) {
    return {
      id: 'owner',
      label,
      status: 'neutral',
      detail: `Owned by ${ownerText(clone)}. The service does not say who the signed-in user is, so the console cannot confirm it.`,
      lines: [],
    };
  }
  const pass = ownerId === signedInUser.id;
  return {
    id: 'owner',
    label,
    status: pass ? 'pass' : 'fail',
    detail: pass
      ? `Owned by ${ownerText(clone)}, the signed-in user.`
      : `Owned by ${ownerText(clone)}, not by the signed-in user.`,
    lines: [],
  };
}

/** The clone review's checklist: one line per rule of the spec's "Clone a workbook" that the two records can show. */
export function buildCloneChecklist(input: ChecklistInput): CheckItem[] {
  const { source, clone, sourceShared, sourceFolderAccess, signedInUser, embeddingSwitchedOnHere } = input;
  return [
    checkName(source, clone),
    checkOwnReports(source, clone),
    checkWidgets(source, clone, sourceShared),
    checkEmbedding(source, clone, embeddingSwitchedOnHere),
    checkPlacement(source, clone, sourceShared, sourceFolderAccess),
    checkOwner(clone, signedInUser ?? null),
  ];
}
