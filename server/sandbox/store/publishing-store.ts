import { createHash } from 'node:crypto';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter, type PageStart } from './keyset.ts';
import type { Db } from './open-database.ts';
import { fromJson, nowIso, toJson, type JsonObject } from './json.ts';
import { healConfig, repointReports, reportIdsIn } from '../dashboard-config.ts';
import { reportContent, type DashboardRow, type ReportRow, type WorkspaceStore } from './workspace-store.ts';

/**
 * SQL for editing, publishing, embedding and promoting a workbook's dashboard. Its tables are created here (if
 * missing) rather than in a numbered migration, so a database made before them gains them on open.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS embed_tenants (name TEXT PRIMARY KEY, group_id INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS embed_access (
    workbook_id INTEGER NOT NULL REFERENCES workbooks(id),
    tenant_name TEXT NOT NULL REFERENCES embed_tenants(name),
    action TEXT NOT NULL CHECK (action IN ('read','none')),
    PRIMARY KEY (workbook_id, tenant_name)
  );
  CREATE TABLE IF NOT EXISTS embed_all_users (
    workbook_id INTEGER PRIMARY KEY REFERENCES workbooks(id),
    enabled INTEGER NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('read','none'))
  );
  CREATE TABLE IF NOT EXISTS promotion_links (
    id INTEGER PRIMARY KEY,
    source_workbook_id INTEGER NOT NULL,
    source_deployment_id INTEGER NOT NULL,
    target_deployment_id INTEGER NOT NULL,
    target_workbook_id INTEGER NOT NULL,
    destination_hash TEXT NOT NULL,   -- the destination's hash right after the last promotion along this link
    UNIQUE (source_workbook_id, target_deployment_id)
  );
  CREATE TABLE IF NOT EXISTS promotions (
    id INTEGER PRIMARY KEY,
    link_id INTEGER NOT NULL REFERENCES promotion_links(id),
    source_workbook_id INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    request TEXT NOT NULL,            -- JSON of the applied request, to tell a replay from a reused key
    outcome TEXT NOT NULL CHECK (outcome IN ('created','updated','unchanged')),
    override_requested INTEGER NOT NULL,
    destination_was_diverged INTEGER NOT NULL,
    destination_changed_since_preview INTEGER NOT NULL,
    performed_by_user_id INTEGER NOT NULL,
    performed_by_key_id INTEGER,
    performed_by_name TEXT NOT NULL,
    target_dashboard_version_id INTEGER NOT NULL,
    completed_at TEXT NOT NULL,
    UNIQUE (source_workbook_id, idempotency_key)
  );
  CREATE INDEX IF NOT EXISTS promotions_by_source ON promotions(source_workbook_id, id);
`;

/** The embed tenants of the sandbox's account (the reference lists them per account; these are the demo's). */
const EMBED_TENANTS: readonly { name: string; groupId: number }[] = [
  { name: 'acme-east', groupId: 501 },
  { name: 'acme-west', groupId: 502 },
  { name: 'globex', groupId: 503 },
];
const ALL_EMBED_USERS_GROUP = 500;

const prepared = new WeakSet<Db>();

function ensureSchema(db: Db): void {
  if (prepared.has(db)) return;
  db.exec(SCHEMA);
  const insert = db.prepare('INSERT OR IGNORE INTO embed_tenants (name, group_id) VALUES (?, ?)');
  for (const t of EMBED_TENANTS) insert.run(t.name, t.groupId);
  prepared.add(db);
}

export type EmbedAction = 'read' | 'none';

export interface PromotionRow {
  id: number;
  link_id: number;
  source_workbook_id: number;
  idempotency_key: string;
  request: string;
  outcome: 'created' | 'updated' | 'unchanged';
  override_requested: number;
  destination_was_diverged: number;
  destination_changed_since_preview: number;
  performed_by_user_id: number;
  performed_by_key_id: number | null;
  performed_by_name: string;
  target_dashboard_version_id: number;
  completed_at: string;
}

export interface PromotionLinkRow {
  id: number;
  source_workbook_id: number;
  source_deployment_id: number;
  target_deployment_id: number;
  target_workbook_id: number;
  destination_hash: string;
}

/** Sorted keys at every level, so one content always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export class PublishingStore {
  private readonly pages;

  constructor(
    private readonly db: Db,
    private readonly workspace: WorkspaceStore,
  ) {
    ensureSchema(db);
    this.pages = new KeysetPages(statementCache(db));
  }

  writeDraft(workbookId: number, draft: JsonObject | null): void {
    this.db
      .prepare('UPDATE workbooks SET dashboard_draft = ?, updated_at = ? WHERE id = ?')
      .run(draft ? toJson(draft) : null, nowIso(), workbookId);
  }

  /**
   * Publishes `config` as the workbook's dashboard: the first publish creates the dashboard, later ones give the same
   * dashboard (same id and publicId) a new version with fresh snapshots of the reports its widgets show.
   */
  publish(
    workbookId: number,
    deploymentId: number,
    config: JsonObject,
    opts: { allowEmbed?: boolean; title?: string | null; description?: string | null; userId: number },
  ): DashboardRow {
    const snapshotsFor = (versionNumber: number) =>
      reportIdsIn(config).flatMap((reportId) => {
        const report = this.db.prepare('SELECT * FROM reports WHERE id = ?').get(reportId) as ReportRow | undefined;
        return report ? [{ reportId, versionNumber, content: reportContent(report), isSourceReport: true }] : [];
      });
    return this.db.transaction(() => {
      const current = this.workspace.publishedDashboardRow(workbookId);
      if (!current) {
        const id = this.workspace.insertDashboard({
          deploymentId,
          workbookId,
          status: 'published',
          allowEmbed: opts.allowEmbed ?? false,
          config,
          title: opts.title ?? null,
          description: opts.description ?? null,
          createdBy: opts.userId,
          snapshots: snapshotsFor(1),
        });
        return this.dashboardRow(id);
      }
      const versionNumber = current.version_number + 1;
      const versionId = (
        this.db.prepare('SELECT COALESCE(MAX(version_id), 1000) + 1 AS v FROM dashboards').get() as { v: number }
      ).v;
      this.db
        .prepare(
          `UPDATE dashboards SET config = ?, version_number = ?, version_id = ?, allow_embed = ?,
             title = COALESCE(?, title), description = COALESCE(?, description) WHERE id = ?`,
        )
        .run(
          toJson(config),
          versionNumber,
          versionId,
          opts.allowEmbed === undefined ? current.allow_embed : opts.allowEmbed ? 1 : 0,
          opts.title ?? null,
          opts.description ?? null,
          current.id,
        );
      this.db.prepare('DELETE FROM report_snapshots WHERE dashboard_id = ?').run(current.id);
      const insert = this.db.prepare(
        'INSERT INTO report_snapshots (dashboard_id, report_id, version_number, body) VALUES (?,?,?,?)',
      );
      for (const s of snapshotsFor(versionNumber))
        insert.run(current.id, s.reportId, s.versionNumber, toJson({ ...s.content, isSourceReport: true }));
      this.db.prepare('UPDATE workbooks SET updated_at = ? WHERE id = ?').run(nowIso(), workbookId);
      return this.dashboardRow(current.id);
    })();
  }

  dashboardRow(id: number): DashboardRow {
    return this.db.prepare('SELECT * FROM dashboards WHERE id = ?').get(id) as DashboardRow;
  }

  dashboardByPublicId(publicId: string): DashboardRow | undefined {
    return this.db.prepare('SELECT * FROM dashboards WHERE public_id = ?').get(publicId) as DashboardRow | undefined;
  }

  setAllowEmbed(dashboardId: number, allowEmbed: boolean): void {
    this.db.prepare('UPDATE dashboards SET allow_embed = ? WHERE id = ?').run(allowEmbed ? 1 : 0, dashboardId);
  }

  // ---- Embed access --------------------------------------------------------------------------------------------

  tenantExists(name: string): boolean {
    return this.db.prepare('SELECT 1 FROM embed_tenants WHERE name = ?').get(name) !== undefined;
  }

  embedAccess(workbookId: number) {
    const tenants = this.db
      .prepare(
        `SELECT t.name AS embedTenantName, t.group_id AS groupId, COALESCE(a.action, 'none') AS action
           FROM embed_tenants t LEFT JOIN embed_access a ON a.tenant_name = t.name AND a.workbook_id = ?
          ORDER BY t.name`,
      )
      .all(workbookId) as { embedTenantName: string; groupId: number; action: EmbedAction }[];
    const all = this.db.prepare('SELECT enabled, action FROM embed_all_users WHERE workbook_id = ?').get(workbookId) as
      { enabled: number; action: EmbedAction } | undefined;
    return {
      allEmbedUsers: { enabled: all?.enabled === 1, action: all?.action ?? 'none', groupId: ALL_EMBED_USERS_GROUP },
      tenants: tenants.map((t) => ({ action: t.action, embedTenantName: t.embedTenantName, groupId: t.groupId })),
    };
  }

  setTenantAccess(workbookId: number, tenant: string, action: EmbedAction): void {
    this.db
      .prepare(
        `INSERT INTO embed_access (workbook_id, tenant_name, action) VALUES (?,?,?)
         ON CONFLICT (workbook_id, tenant_name) DO UPDATE SET action = excluded.action`,
      )
      .run(workbookId, tenant, action);
  }

  setAllEmbedUsers(workbookId: number, enabled: boolean, action: EmbedAction): void {
    this.db
      .prepare(
        `INSERT INTO embed_all_users (workbook_id, enabled, action) VALUES (?,?,?)
         ON CONFLICT (workbook_id) DO UPDATE SET enabled = excluded.enabled, action = excluded.action`,
      )
      .run(workbookId, enabled ? 1 : 0, action);
  }

  // ---- Promotions ----------------------------------------------------------------------------------------------

  /**
   * What a promotion carries, independent of where it lives: the name, the published dashboard (or the draft when
   * nothing is published) with report references numbered by position, and the reports' content in that order.
   */
  promotable(workbookId: number): { content: JsonObject; reports: ReportRow[] } {
    const row = this.workspace.workbookRow(workbookId);
    if (!row) throw new Error(`workbook ${workbookId} vanished`);
    const published = this.workspace.publishedDashboardRow(workbookId);
    const config = healConfig(fromJson(published?.config ?? row.dashboard_draft) ?? {});
    const reports = this.workspace.reportsOf(workbookId);
    const positions = new Map(reports.map((r, i) => [r.id, i + 1]));
    const content: JsonObject = {
      name: row.name,
      dashboard: repointReports(config, positions),
      reports: reports.map((r) => reportContent(r) as unknown as JsonObject),
    };
    return { content, reports };
  }

  hashOf(workbookId: number): string {
    return createHash('sha256')
      .update(JSON.stringify(canonical(this.promotable(workbookId).content)))
      .digest('hex');
  }

  linkFor(sourceWorkbookId: number, targetDeploymentId: number): PromotionLinkRow | undefined {
    return this.db
      .prepare('SELECT * FROM promotion_links WHERE source_workbook_id = ? AND target_deployment_id = ?')
      .get(sourceWorkbookId, targetDeploymentId) as PromotionLinkRow | undefined;
  }

  linkById(id: number): PromotionLinkRow | undefined {
    return this.db.prepare('SELECT * FROM promotion_links WHERE id = ?').get(id) as PromotionLinkRow | undefined;
  }

  /** The link that made this workbook (it is that link's target), if any. */
  linkInto(workbookId: number): PromotionLinkRow | undefined {
    return this.db.prepare('SELECT * FROM promotion_links WHERE target_workbook_id = ? ORDER BY id LIMIT 1').get(workbookId) as
      PromotionLinkRow | undefined;
  }

  /** One keyset page of the links from a workbook, by id, and whether more follow. */
  linksPage(workbookId: number, limit: number, start: PageStart): { rows: PromotionLinkRow[]; hasNextPage: boolean } {
    const filter = new SqlFilter('source_workbook_id = ?', workbookId);
    return this.pages.withMore<PromotionLinkRow>(
      { from: 'FROM promotion_links', filter, sortColumn: 'id', direction: 'asc' },
      limit,
      start,
    );
  }

  saveLink(l: Omit<PromotionLinkRow, 'id'>): number {
    const existing = this.linkFor(l.source_workbook_id, l.target_deployment_id);
    if (existing) {
      this.db
        .prepare('UPDATE promotion_links SET target_workbook_id = ?, destination_hash = ? WHERE id = ?')
        .run(l.target_workbook_id, l.destination_hash, existing.id);
      return existing.id;
    }
    const r = this.db
      .prepare(
        `INSERT INTO promotion_links (source_workbook_id, source_deployment_id, target_deployment_id, target_workbook_id, destination_hash)
         VALUES (?,?,?,?,?)`,
      )
      .run(l.source_workbook_id, l.source_deployment_id, l.target_deployment_id, l.target_workbook_id, l.destination_hash);
    return Number(r.lastInsertRowid);
  }

  promotionByKey(sourceWorkbookId: number, key: string): PromotionRow | undefined {
    return this.db
      .prepare('SELECT * FROM promotions WHERE source_workbook_id = ? AND idempotency_key = ?')
      .get(sourceWorkbookId, key) as PromotionRow | undefined;
  }

  promotionById(id: number): PromotionRow {
    return this.db.prepare('SELECT * FROM promotions WHERE id = ?').get(id) as PromotionRow;
  }

  /** One keyset page of a workbook's promotions, newest first, and whether more follow. */
  promotionsPage(sourceWorkbookId: number, limit: number, start: PageStart): { rows: PromotionRow[]; hasNextPage: boolean } {
    const filter = new SqlFilter('source_workbook_id = ?', sourceWorkbookId);
    return this.pages.withMore<PromotionRow>(
      { from: 'FROM promotions', filter, sortColumn: 'id', direction: 'desc' },
      limit,
      start,
    );
  }

  promotionsAlong(linkId: number): PromotionRow[] {
    return this.db.prepare('SELECT * FROM promotions WHERE link_id = ? ORDER BY id').all(linkId) as PromotionRow[];
  }

  insertPromotion(p: Omit<PromotionRow, 'id'>): number {
    const r = this.db
      .prepare(
        `INSERT INTO promotions (link_id, source_workbook_id, idempotency_key, request, outcome, override_requested,
           destination_was_diverged, destination_changed_since_preview, performed_by_user_id, performed_by_key_id,
           performed_by_name, target_dashboard_version_id, completed_at)
         VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`,
      )
      .run(
        p.link_id,
        p.source_workbook_id,
        p.idempotency_key,
        p.request,
        p.outcome,
        p.override_requested,
        p.destination_was_diverged,
        p.destination_changed_since_preview,
        p.performed_by_user_id,
        p.performed_by_key_id,
        p.performed_by_name,
        p.target_dashboard_version_id,
        p.completed_at,
      );
    return Number(r.lastInsertRowid);
  }

  /** Replaces the target's reports with copies of the source's, returning the old-to-new report id map. */
  replaceReports(targetId: number, deploymentId: number, folderId: number | null, userId: number, sources: ReportRow[]) {
    const map = new Map<number, number>();
    const oldIds = this.workspace.reportsOf(targetId).map((r) => r.id);
    if (oldIds.length) this.db.prepare(`DELETE FROM reports WHERE id IN (${oldIds.map(() => '?').join(',')})`).run(...oldIds);
    for (const r of sources)
      map.set(r.id, this.workspace.insertReport(deploymentId, targetId, folderId, userId, reportContent(r)));
    return map;
  }
}
