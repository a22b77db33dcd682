import { randomUUID } from 'node:crypto';
import type { Db } from './open-database.ts';
import { fromJson, toJson, nowIso, type JsonObject } from './json.ts';
import { healConfig } from '../dashboard-config.ts';
import type { DashboardJson, ReportSnapshotJson, ResourceOwnerJson, WorkbookJson } from '../schemas/resources.ts';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter, type PageStart, type CountedPage } from './keyset.ts';
import { FolderStore } from './folder-store.ts';

export type { FolderRow } from './folder-store.ts';

/** What a report holds besides its identity: everything a snapshot of it copies. */
export interface ReportContent {
  name: string;
  title?: string | null;
  description?: string | null;
  kind?: 'vega' | 'table' | 'kpi' | 'html' | 'map' | 'sankey' | null;
  spec?: string | JsonObject | null;
  sqlQuery?: string | null;
  pythonCode?: string | null;
  meta?: JsonObject | null;
  fillMissingRows?: JsonObject | null;
  periodComparisons?: JsonObject[] | null;
  preferences?: JsonObject | null;
}

export interface NewWorkbook {
  deploymentId: number;
  workspace: 'own' | 'shared';
  name: string;
  folderId: number | null;
  userId: number | null;
  slug?: string | null;
  meta?: JsonObject;
  calculatedFields?: JsonObject;
  draft: JsonObject | null;
  createdAt?: string;
}

export interface NewDashboard {
  deploymentId: number;
  workbookId: number;
  status: 'draft' | 'published' | 'archived';
  allowEmbed: boolean;
  config: JsonObject;
  title?: string | null;
  description?: string | null;
  createdBy: number | null;
  fromSharedWorkspace?: boolean | null;
  restrictDataDownload?: boolean | null;
  useBoardDashboards?: boolean | null;
  versionNumber?: number;
  /** Snapshots to store with it: the content of each report as it was published. */
  snapshots: { reportId: number; versionNumber?: number; content: ReportContent; isSourceReport?: boolean | null }[];
}

export interface WorkbookListFilter {
  deploymentId: number;
  /** The caller's own workspace (the default) or the shared one. */
  workspace?: 'own' | 'shared';
  /** 0: the root only; undefined: every folder. */
  folderId?: number | undefined;
  search?: string | undefined;
  orderBy: 'id' | 'updated_at' | 'created_at' | 'name';
  direction: 'asc' | 'desc';
}

const ORDER_COLUMNS: Record<WorkbookListFilter['orderBy'], string> = {
  id: 'id',
  updated_at: 'updated_at',
  created_at: 'created_at',
  name: 'name COLLATE NOCASE',
};

/** Every column but the dashboard draft, which lists leave out (and which can be large). */
const LIST_COLUMNS =
  'id, deployment_id, workspace, name, folder_id, user_id, created_by, slug, meta, calculated_fields, NULL AS dashboard_draft, created_at, updated_at';

/** Prepared statements for the workspace tables, compiled once each. */
export class WorkspaceStore {
  private readonly sql;
  private readonly pages;
  readonly folders: FolderStore;

  constructor(db: Db) {
    this.sql = statementCache(db);
    this.pages = new KeysetPages(this.sql);
    this.folders = new FolderStore(db);
  }

  /**
   * One page of a deployment's workbooks in the list's order, from an index: a keyset range after the cursor's row
   * (or, for an index cursor, an offset), `limit` rows, and the filtered count. The dashboard draft is left out.
   */
  workbookPage(f: WorkbookListFilter, limit: number, after: PageStart): CountedPage<WorkbookRow> {
    const filter = new SqlFilter('deployment_id = ? AND workspace = ?', f.deploymentId, f.workspace ?? 'own');
    if (f.folderId === 0) filter.and('folder_id IS NULL');
    else if (f.folderId !== undefined) filter.and('folder_id = ?', f.folderId);
    if (f.search) filter.and('instr(fold(name), fold(?)) > 0', f.search);
    return this.pages.counted<WorkbookRow>(
      { from: 'FROM workbooks', columns: LIST_COLUMNS, filter, sortColumn: ORDER_COLUMNS[f.orderBy], direction: f.direction },
      limit,
      after,
    );
  }

  /** The value a workbook sorts by in a list ordered by `orderBy` (what a keyset cursor carries). */
  static sortKey(row: WorkbookRow, orderBy: WorkbookListFilter['orderBy']): string | number {
    return orderBy === 'id' ? row.id : row[orderBy];
  }

  /** How many workbooks a deployment's own workspace holds (its plan may limit them). */
  ownWorkbookCount(deploymentId: number): number {
    return (
      this.sql("SELECT COUNT(*) AS n FROM workbooks WHERE deployment_id = ? AND workspace = 'own'").get(deploymentId) as {
        n: number;
      }
    ).n;
  }

  rename(workbookId: number, name: string): void {
    this.sql('UPDATE workbooks SET name = ? WHERE id = ?').run(name, workbookId);
  }

  insertWorkbook(w: NewWorkbook): number {
    const at = w.createdAt ?? nowIso();
    const r = this.sql(
      `INSERT INTO workbooks (deployment_id, workspace, name, folder_id, user_id, created_by, slug, meta, calculated_fields, dashboard_draft, created_at, updated_at)
         VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(
      w.deploymentId,
      w.workspace,
      w.name,
      w.folderId,
      w.userId,
      w.userId,
      w.slug ?? null,
      toJson(w.meta ?? {}),
      toJson(w.calculatedFields ?? {}),
      w.draft ? toJson(w.draft) : null,
      at,
      at,
    );
    return Number(r.lastInsertRowid);
  }

  setDraft(workbookId: number, draft: JsonObject | null): void {
    this.sql('UPDATE workbooks SET dashboard_draft = ? WHERE id = ?').run(draft ? toJson(draft) : null, workbookId);
  }

  insertReport(
    deploymentId: number,
    workbookId: number,
    folderId: number | null,
    createdBy: number | null,
    c: ReportContent,
    createdAt?: string,
  ): number {
    const at = createdAt ?? nowIso();
    const { name, title, description, kind, ...body } = c;
    const r = this.sql(
      `INSERT INTO reports (deployment_id, workbook_id, folder_id, name, title, description, kind, body, created_by, created_at, updated_at)
         VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(
      deploymentId,
      workbookId,
      folderId,
      name,
      title ?? null,
      description ?? null,
      kind ?? null,
      toJson(body),
      createdBy,
      at,
      at,
    );
    return Number(r.lastInsertRowid);
  }

  insertDashboard(d: NewDashboard): number {
    const versionId = (this.sql('SELECT COALESCE(MAX(version_id), 1000) + 1 AS v FROM dashboards').get() as { v: number }).v;
    const r = this.sql(
      `INSERT INTO dashboards (public_id, deployment_id, workbook_id, status, allow_embed, config, version_number, version_id, title, description, created_by, from_shared_workspace, restrict_data_download, use_board_dashboards)
         VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    ).run(
      randomUUID(),
      d.deploymentId,
      d.workbookId,
      d.status,
      d.allowEmbed ? 1 : 0,
      toJson(d.config),
      d.versionNumber ?? 1,
      versionId,
      d.title ?? null,
      d.description ?? null,
      d.createdBy,
      bool(d.fromSharedWorkspace),
      bool(d.restrictDataDownload),
      bool(d.useBoardDashboards),
    );
    const dashboardId = Number(r.lastInsertRowid);
    const insertSnapshot = this.sql(
      'INSERT INTO report_snapshots (dashboard_id, report_id, version_number, body) VALUES (?,?,?,?)',
    );
    for (const s of d.snapshots) {
      insertSnapshot.run(
        dashboardId,
        s.reportId,
        s.versionNumber ?? 1,
        toJson({ ...s.content, isSourceReport: s.isSourceReport ?? null }),
      );
    }
    return dashboardId;
  }

  workbookRow(id: number): WorkbookRow | undefined {
    return this.sql('SELECT * FROM workbooks WHERE id = ?').get(id) as WorkbookRow | undefined;
  }

  reportsOf(workbookId: number): ReportRow[] {
    return this.sql('SELECT * FROM reports WHERE workbook_id = ? ORDER BY id').all(workbookId) as ReportRow[];
  }

  publishedDashboardRow(workbookId: number): DashboardRow | undefined {
    return this.sql(
      "SELECT * FROM dashboards WHERE workbook_id = ? AND status = 'published' ORDER BY version_number DESC LIMIT 1",
    ).get(workbookId) as DashboardRow | undefined;
  }

  snapshotsOf(dashboardId: number): SnapshotRow[] {
    return this.sql('SELECT * FROM report_snapshots WHERE dashboard_id = ? ORDER BY id').all(dashboardId) as SnapshotRow[];
  }

  /** The ancestor chain of a folder, root first, the folder itself last. */
  folderPath(folderId: number | null): { id: number; name: string }[] {
    return this.folders.path(folderId);
  }

  owner(userId: number | null): ResourceOwnerJson | null {
    if (userId == null) return null;
    const u = this.sql('SELECT id, email, first_name, picture FROM users WHERE id = ?').get(userId) as
      { id: number; email: string; first_name: string | null; picture: string | null } | undefined;
    return u ? { id: u.id, email: u.email, firstName: u.first_name, picture: u.picture } : null;
  }

  /** The `Workbook` resource. `full` adds the dashboard fields that lists leave out. */
  workbookJson(row: WorkbookRow, full: boolean): WorkbookJson {
    const base: WorkbookJson = {
      id: row.id,
      deploymentId: row.deployment_id,
      name: row.name,
      meta: fromJson(row.meta) ?? {},
      calculatedFields: fromJson(row.calculated_fields) ?? {},
      type: 'WORKBOOK',
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdBy: row.created_by,
      userId: row.user_id,
      user: this.owner(row.user_id),
      folderId: row.folder_id,
      folderPath: this.folderPath(row.folder_id),
      slug: row.slug,
      isFavorite: false,
    };
    if (!full) return base;
    const published = this.publishedDashboardRow(row.id);
    const draft = fromJson(row.dashboard_draft);
    const publishedJson = published ? this.dashboardJson(published) : null;
    return {
      ...base,
      dashboardDraft: draft ? healConfig(draft) : null,
      dashboardPublished: publishedJson ? publishedJson.config : null,
      publishedDashboard: publishedJson,
    };
  }

  dashboardJson(d: DashboardRow): DashboardJson {
    return {
      id: d.id,
      publicId: d.public_id,
      deploymentId: d.deployment_id,
      workbookId: d.workbook_id,
      status: d.status,
      allowEmbed: d.allow_embed === 1,
      config: healConfig(fromJson(d.config) ?? {}),
      versionNumber: d.version_number,
      versionId: d.version_id,
      reportSnapshots: this.snapshotsOf(d.id).map(snapshotJson),
      title: d.title,
      description: d.description,
      createdBy: d.created_by,
      fromSharedWorkspace: nullableBool(d.from_shared_workspace),
      restrictDataDownload: nullableBool(d.restrict_data_download),
      useBoardDashboards: nullableBool(d.use_board_dashboards),
    };
  }
}

export function reportContent(row: ReportRow): ReportContent {
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    kind: row.kind as ReportContent['kind'],
    ...(fromJson<Omit<ReportContent, 'name'>>(row.body) ?? {}),
  };
}

export function snapshotContent(row: SnapshotRow): ReportContent {
  const { isSourceReport: _ignored, ...content } = fromJson<ReportContent & { isSourceReport?: boolean | null }>(row.body) ?? {
    name: 'Report',
  };
  return content;
}

export function reportJson(row: ReportRow): JsonObject {
  return {
    id: row.id,
    deploymentId: row.deployment_id,
    workbookId: row.workbook_id,
    folderId: row.folder_id,
    type: 'REPORT',
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(reportContent(row) as unknown as JsonObject),
  };
}

function snapshotJson(s: SnapshotRow): ReportSnapshotJson {
  const body = fromJson<Omit<ReportSnapshotJson, 'id' | 'reportId' | 'versionNumber'>>(s.body) ?? {};
  return {
    id: s.id,
    reportId: s.report_id,
    versionNumber: s.version_number,
    name: null,
    title: null,
    description: null,
    kind: null,
    spec: null,
    sqlQuery: null,
    pythonCode: null,
    meta: null,
    isSourceReport: null,
    fillMissingRows: null,
    periodComparisons: null,
    preferences: null,
    ...body,
  };
}

function bool(v: boolean | null | undefined): number | null {
  return v == null ? null : v ? 1 : 0;
}
function nullableBool(v: number | null): boolean | null {
  return v == null ? null : v === 1;
}

export interface WorkbookRow {
  id: number;
  deployment_id: number;
  workspace: 'own' | 'shared';
  name: string;
  folder_id: number | null;
  user_id: number | null;
  created_by: number | null;
  slug: string | null;
  meta: string;
  calculated_fields: string;
  dashboard_draft: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportRow {
  id: number;
  deployment_id: number;
  workbook_id: number;
  folder_id: number | null;
  name: string;
  title: string | null;
  description: string | null;
  kind: string | null;
  body: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface DashboardRow {
  id: number;
  public_id: string;
  deployment_id: number;
  workbook_id: number;
  status: 'draft' | 'published' | 'archived';
  allow_embed: number;
  config: string;
  version_number: number;
  version_id: number;
  title: string | null;
  description: string | null;
  created_by: number | null;
  from_shared_workspace: number | null;
  restrict_data_download: number | null;
  use_board_dashboards: number | null;
}

export interface SnapshotRow {
  id: number;
  dashboard_id: number;
  report_id: number;
  version_number: number;
  body: string;
}
