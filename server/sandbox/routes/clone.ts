import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonContent, optionalJsonBody } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { ErrorSchema, WorkbookParams, folderAccess, requireDeployment, type DeploymentRow } from './common.ts';
import { Workbook } from '../schemas/resources.ts';
import { hasRoleAtLeast, type Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import { healConfig, repointReports } from '../dashboard-config.ts';
import { fromJson } from '../store/json.ts';
import { reportContent, snapshotContent, type WorkbookRow } from '../store/workspace-store.ts';

const DuplicateWorkbookInput = z
  .strictObject({ shared: z.boolean().nullable().optional() })
  .register(apiRegistry, { id: 'DuplicateWorkbookInput' });

/** Rule 8: the plan's workbook limit. */
function checkLimit(sb: SandboxServices, d: DeploymentRow): void {
  if (d.workbook_limit === null) return;
  const count = sb.store.ownWorkbookCount(d.id);
  if (count >= d.workbook_limit)
    throw new HttpError(
      400,
      `Workbook limit reached: the plan of deployment ${d.id} allows ${d.workbook_limit} workbook${d.workbook_limit === 1 ? '' : 's'}`,
    );
}

function findWorkbook(sb: SandboxServices, d: DeploymentRow, id: number, workspace: 'own' | 'shared'): WorkbookRow {
  const row = sb.store.workbookRow(id);
  // Rule 9: unknown, or of another deployment, or (rule 7) not in the workspace the request resolves against.
  if (!row || row.deployment_id !== d.id || row.workspace !== workspace) {
    throw new HttpError(
      404,
      workspace === 'shared'
        ? `Workbook ${id} not found in the shared workspace of deployment ${d.id}`
        : `Workbook ${id} not found in deployment ${d.id}`,
    );
  }
  return row;
}

/** Rules 1-6: the caller's own clone, with copies of the reports, the published dashboard and the draft. */
function cloneOwn(sb: SandboxServices, p: Principal, d: DeploymentRow, workbookId: number): number {
  if (!hasRoleAtLeast(p, 'AI BI User')) throw new HttpError(403, 'Cloning a workbook needs the AI BI User role or higher');
  const src = findWorkbook(sb, d, workbookId, 'own');
  const access = folderAccess(sb, p.userId, src.folder_id);
  if (!access) throw new HttpError(403, `This key has no read access to workbook ${src.id}`);
  checkLimit(sb, d);
  // Rule 5: edit access keeps the folder (and so its access); read access or root puts it at the root.
  const folderId = access === 'edit' ? src.folder_id : null;
  const { store } = sb;

  return sb.db.transaction(() => {
    const id = store.insertWorkbook({
      deploymentId: d.id,
      workspace: 'own',
      name: `Copy of ${src.name}`,
      folderId,
      userId: p.userId,
      meta: fromJson(src.meta) ?? {},
      calculatedFields: fromJson(src.calculated_fields) ?? {},
      draft: null,
    });
    const reportMap = new Map<number, number>();
    for (const r of store.reportsOf(src.id))
      reportMap.set(r.id, store.insertReport(d.id, id, folderId, p.userId, reportContent(r)));

    const published = store.publishedDashboardRow(src.id);
    if (published) {
      const snapshots = store.snapshotsOf(published.id).map((s) => {
        let reportId = reportMap.get(s.report_id);
        if (reportId === undefined) {
          // A snapshot of a report that is not in the workbook still gets its own copy: the clone stays independent.
          reportId = store.insertReport(d.id, id, folderId, p.userId, snapshotContent(s));
          reportMap.set(s.report_id, reportId);
        }
        return { reportId, versionNumber: 1, content: snapshotContent(s), isSourceReport: true };
      });
      store.insertDashboard({
        deploymentId: d.id,
        workbookId: id,
        status: 'published',
        allowEmbed: false, // rule 4
        config: repointReports(healConfig(fromJson(published.config) ?? {}), reportMap),
        title: published.title,
        description: published.description,
        createdBy: p.userId,
        fromSharedWorkspace: false,
        restrictDataDownload: published.restrict_data_download === null ? null : published.restrict_data_download === 1,
        useBoardDashboards: published.use_board_dashboards === null ? null : published.use_board_dashboards === 1,
        snapshots,
      });
    }
    const draft = fromJson(src.dashboard_draft);
    if (draft) store.setDraft(id, repointReports(healConfig(draft), reportMap));
    sb.audit(p, 'Duplicated workbook', d.name, {
      sourceWorkbookId: src.id,
      sourceWorkbookName: src.name,
      workbookId: id,
      workbookName: `Copy of ${src.name}`,
      folderId,
      shared: false,
    });
    return id;
  })();
}

/** Rule 7: a clone built from the shared workbook's published dashboard only. */
function cloneShared(sb: SandboxServices, p: Principal, d: DeploymentRow, workbookId: number): number {
  if (!p.creatorMode) throw new HttpError(403, 'Only creator-mode embed sessions may clone from the shared workspace');
  const src = findWorkbook(sb, d, workbookId, 'shared');
  const published = sb.store.publishedDashboardRow(src.id);
  if (!published) throw new HttpError(400, `Workbook ${src.id} has no published dashboard to clone from`);
  checkLimit(sb, d);
  const { store } = sb;

  return sb.db.transaction(() => {
    const id = store.insertWorkbook({
      deploymentId: d.id,
      workspace: 'own',
      name: `Copy of ${src.name}`,
      folderId: null,
      userId: p.userId,
      draft: null,
    });
    const reportMap = new Map<number, number>();
    const snapshots = store.snapshotsOf(published.id).map((s) => {
      const content = snapshotContent(s);
      const reportId = store.insertReport(d.id, id, null, p.userId, content);
      reportMap.set(s.report_id, reportId);
      return { reportId, versionNumber: 1, content, isSourceReport: true };
    });
    const config = repointReports(healConfig(fromJson(published.config) ?? {}), reportMap);
    store.insertDashboard({
      deploymentId: d.id,
      workbookId: id,
      status: 'published',
      allowEmbed: false,
      config,
      title: published.title,
      description: published.description,
      createdBy: p.userId,
      fromSharedWorkspace: true,
      snapshots,
    });
    store.setDraft(id, config);
    sb.audit(p, 'Duplicated workbook', d.name, {
      sourceWorkbookId: src.id,
      sourceWorkbookName: src.name,
      workbookId: id,
      workbookName: `Copy of ${src.name}`,
      folderId: null,
      shared: true,
    });
    return id;
  })();
}

export const cloneOperations = [
  defineOperation({
    route: createRoute({
      method: 'post',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate',
      operationId: 'duplicateWorkbook',
      summary: 'Clone a workbook (see the spec rules 1-9)',
      tags: ['Workspace'],
      request: { params: WorkbookParams, body: optionalJsonBody(DuplicateWorkbookInput) },
      responses: {
        200: jsonContent('The new workbook', Workbook),
        400: jsonContent('Workbook limit reached; shared clone without a published dashboard; bad body', ErrorSchema),
        401: jsonContent('Missing, malformed or expired credential', ErrorSchema),
        403: jsonContent('Out of scope; role below AI BI User; no read access; shared clone outside creator mode', ErrorSchema),
        404: jsonContent('Unknown workbook or one of another deployment', ErrorSchema),
      },
    }),
    heavy: true,
    handler: ({ c, sb, principal, params, body }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const id = body?.shared ? cloneShared(sb, principal, d, params.workbookId) : cloneOwn(sb, principal, d, params.workbookId);
      return c.json(sb.store.workbookJson(sb.store.workbookRow(id) as WorkbookRow, true), 200);
    },
  }),
];
