import { reportSnapshotSchema, workbookTypes, type DashboardConfig, type ReportSnapshot } from '@/api/schemas';
import { isRecord } from '@/lib/is-record';
import { joinPath, type DashboardProblem } from './problem';
import { parseLeniently } from './sanitize';
import { sanitizeConfig } from './sanitize-config';

type DashboardInputKind = 'config' | 'dashboard' | 'workbook' | 'invalid';

export interface ParsedDashboardInput {
  kind: DashboardInputKind;
  config: DashboardConfig | null;
  reportSnapshots: ReportSnapshot[];
  problems: DashboardProblem[];
  /** What was taken from the input, in words ("Workbook 12 “Finance”, published dashboard"). */
  source: string;
  /** For a workbook: which of its dashboards exist, so a page can offer the other one. */
  workbookDashboards: ('published' | 'draft')[];
}

export interface ParseDashboardInputOptions {
  /** For a workbook holding both: which dashboard to show (default: the published one). */
  workbookDashboard?: 'published' | 'draft';
}

const workbookKeys = ['dashboardDraft', 'dashboardPublished', 'publishedDashboard'];

/**
 * Detects whether JSON holds a DashboardConfig, a Dashboard record or a whole Workbook (an API answer wrapped in
 * `{ data }` is unwrapped) and returns what can render, with every validation problem named by its JSON path.
 */
export function parseDashboardInput(json: unknown, options: ParseDashboardInputOptions = {}): ParsedDashboardInput {
  let root = json;
  let prefix = '';
  if (isRecord(root) && Object.keys(root).length === 1 && isRecord(root.data)) {
    root = root.data;
    prefix = 'data';
  }
  if (!isRecord(root)) {
    return {
      kind: 'invalid',
      config: null,
      reportSnapshots: [],
      problems: [{ path: '(root)', message: 'Expected a JSON object: a DashboardConfig, a Dashboard record or a Workbook.' }],
      source: '',
      workbookDashboards: [],
    };
  }
  if (isWorkbook(root)) return parseWorkbook(root, prefix, options);
  if (isDashboardRecord(root)) {
    const { config, problems } = sanitizeConfig(root.config, joinPath(prefix, 'config'));
    const snapshots = parseSnapshots(root.reportSnapshots, joinPath(prefix, 'reportSnapshots'));
    const title = typeof root.title === 'string' && root.title ? ` “${root.title}”` : '';
    return {
      kind: 'dashboard',
      config,
      reportSnapshots: snapshots.snapshots,
      problems: [...problems, ...snapshots.problems],
      source: `Dashboard record${title}${typeof root.status === 'string' ? ` (${root.status})` : ''}`,
      workbookDashboards: [],
    };
  }
  const { config, problems } = sanitizeConfig(root, prefix);
  return { kind: 'config', config, reportSnapshots: [], problems, source: 'Dashboard config', workbookDashboards: [] };
}

function isWorkbook(value: Record<string, unknown>): boolean {
  if (workbookKeys.some((key) => key in value)) return true;
  return (workbookTypes as readonly unknown[]).includes(value.type) && 'deploymentId' in value && 'name' in value;
}

function isDashboardRecord(value: Record<string, unknown>): boolean {
  return isRecord(value.config) && (Array.isArray(value.reportSnapshots) || 'publicId' in value || 'versionNumber' in value);
}

function parseWorkbook(root: Record<string, unknown>, prefix: string, options: ParseDashboardInputOptions): ParsedDashboardInput {
  const name = typeof root.name === 'string' ? ` “${root.name}”` : '';
  const label = `Workbook${typeof root.id === 'number' ? ` ${root.id}` : ''}${name}`;
  const record = isRecord(root.publishedDashboard) ? root.publishedDashboard : null;
  const snapshots = record
    ? parseSnapshots(record.reportSnapshots, joinPath(prefix, 'publishedDashboard.reportSnapshots'))
    : { snapshots: [], problems: [] };
  const publishedPath =
    record && isRecord(record.config)
      ? 'publishedDashboard.config'
      : isRecord(root.dashboardPublished)
        ? 'dashboardPublished'
        : null;
  const publishedRaw =
    record && isRecord(record.config) ? record.config : isRecord(root.dashboardPublished) ? root.dashboardPublished : null;
  const draftRaw = isRecord(root.dashboardDraft) ? root.dashboardDraft : null;
  const available: ('published' | 'draft')[] = [];
  if (publishedRaw) available.push('published');
  if (draftRaw) available.push('draft');
  const useDraft = draftRaw !== null && (options.workbookDashboard === 'draft' || publishedRaw === null);
  if (!useDraft && !publishedRaw) {
    return {
      kind: 'workbook',
      config: null,
      reportSnapshots: snapshots.snapshots,
      problems: [{ path: prefix || '(root)', message: 'This workbook has neither a published dashboard nor a draft.' }],
      source: label,
      workbookDashboards: available,
    };
  }
  const { config, problems } = useDraft
    ? sanitizeConfig(draftRaw, joinPath(prefix, 'dashboardDraft'))
    : sanitizeConfig(publishedRaw, joinPath(prefix, publishedPath ?? ''));
  return {
    kind: 'workbook',
    config,
    reportSnapshots: snapshots.snapshots,
    problems: [...problems, ...snapshots.problems],
    source: `${label}, ${useDraft ? 'draft' : 'published'} dashboard`,
    workbookDashboards: available,
  };
}

const requiredSnapshotFields = new Set<PropertyKey>(['id', 'reportId', 'versionNumber']);

function parseSnapshots(raw: unknown, path: string): { snapshots: ReportSnapshot[]; problems: DashboardProblem[] } {
  const snapshots: ReportSnapshot[] = [];
  const problems: DashboardProblem[] = [];
  if (raw === undefined || raw === null) return { snapshots, problems };
  if (!Array.isArray(raw)) return { snapshots, problems: [{ path, message: 'Expected an array of report snapshots.' }] };
  raw.forEach((item, index) => {
    const result = parseLeniently(reportSnapshotSchema, item, `${path}[${index}]`, (issuePath) =>
      requiredSnapshotFields.has(issuePath[0] ?? ''),
    );
    problems.push(...result.problems);
    if (result.value) snapshots.push(result.value);
    else problems.push({ path: `${path}[${index}]`, message: 'This report snapshot cannot be read and is left out.' });
  });
  return { snapshots, problems };
}
