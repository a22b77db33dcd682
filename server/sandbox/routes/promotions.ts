import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import {
  ApplyWorkbookPromotionInput,
  PreviewWorkbookPromotionInput,
  WorkbookPromotion,
  WorkbookPromotionLinksList,
  WorkbookPromotionPreview,
  WorkbookPromotionsList,
  WorkbookPromotionSummaryResponse,
} from '../schemas/publishing.ts';
import { hasRoleAtLeast, type Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import { repointReports } from '../dashboard-config.ts';
import { fromJson, nowIso, type JsonObject } from '../store/json.ts';
import type { PromotionRow } from '../store/publishing-store.ts';
import {
  CursorQuery,
  ErrorSchema,
  WorkbookParams,
  keysetPageInfo,
  listOrder,
  listStart,
  requireDeployment,
  type ListStart,
} from './common.ts';
import { readableWorkbook } from './publishing-access.ts';

/** A page of a list ordered by id: its items as JSON, and `pageInfo` with each row's id as its keyset position. */
function idPage<Row extends { id: number }, T>(
  from: ListStart,
  page: { rows: Row[]; hasNextPage: boolean },
  json: (row: Row) => T,
): { items: T[]; pageInfo: ReturnType<typeof keysetPageInfo> } {
  const positions = page.rows.map((row) => ({ key: row.id, id: row.id }));
  return { items: page.rows.map(json), pageInfo: keysetPageInfo(from, positions, page.hasNextPage) };
}

const errors = {
  400: jsonContent('Bad body; target is the source deployment; nothing to promote', ErrorSchema),
  401: jsonContent('Missing, malformed or expired credential', ErrorSchema),
  403: jsonContent('Out of scope (source or target); no read access; role below Developer', ErrorSchema),
  404: jsonContent('Unknown workbook, target deployment or target folder', ErrorSchema),
};

interface Target {
  targetDeploymentId: number;
  targetFolderId?: number | null | undefined;
}

/** Where a promotion of `workbookId` to the target would land, and the hashes that say what it would change. */
function preview(sb: SandboxServices, p: Principal, deploymentId: number, workbookId: number, t: Target) {
  const { d, w } = readableWorkbook(sb, p, deploymentId, workbookId);
  if (t.targetDeploymentId === d.id)
    throw new HttpError(
      400,
      `Body field "targetDeploymentId": workbook ${w.id} is already in deployment ${d.id}; choose another`,
    );
  const target = requireDeployment(sb, p, t.targetDeploymentId);
  if (t.targetFolderId != null) {
    const folder = sb.store.folders.inDeployment(t.targetFolderId, target.id);
    if (!folder) throw new HttpError(404, `Folder ${t.targetFolderId} not found in deployment ${target.id}`);
  }
  const link = sb.publishing.linkFor(w.id, target.id);
  const existing = link ? sb.store.workbookRow(link.target_workbook_id) : undefined;
  const targetWorkbook = existing && existing.deployment_id === target.id ? existing : undefined;
  const destinationHash = targetWorkbook ? sb.publishing.hashOf(targetWorkbook.id) : null;
  return {
    d,
    w,
    target,
    link,
    targetWorkbook,
    dto: {
      sourceHash: sb.publishing.hashOf(w.id),
      destinationHash,
      // Diverged: the destination no longer holds what the last promotion left there.
      destinationWasDiverged: destinationHash !== null && link?.destination_hash !== destinationHash,
      reportCount: sb.store.reportsOf(w.id).length,
      targetDeploymentId: target.id,
      targetWorkbookId: targetWorkbook?.id ?? null,
    },
  };
}

function reference(sb: SandboxServices, workbookId: number | null) {
  const w = workbookId === null ? undefined : sb.store.workbookRow(workbookId);
  return w
    ? { availability: 'available' as const, deploymentId: w.deployment_id, name: w.name, workbookId: w.id }
    : { availability: 'unavailable' as const, deploymentId: null, name: null, workbookId };
}

function promotionJson(sb: SandboxServices, row: PromotionRow) {
  const link = sb.publishing.linkById(row.link_id);
  return {
    id: row.id,
    linkId: row.link_id,
    outcome: row.outcome,
    completedAt: row.completed_at,
    destinationChangedSincePreview: row.destination_changed_since_preview === 1,
    destinationWasDiverged: row.destination_was_diverged === 1,
    overrideRequested: row.override_requested === 1,
    performedBy: {
      apiKeyId: row.performed_by_key_id,
      authenticationMethod: 'apiKey' as const,
      displayName: row.performed_by_name,
      userId: row.performed_by_user_id,
    },
    source: reference(sb, row.source_workbook_id),
    target: reference(sb, link?.target_workbook_id ?? null),
    targetDashboardVersionId: row.target_dashboard_version_id,
  };
}

/** Copies the source's reports and dashboard onto the target (new or existing), publishing it there. */
function writeDestination(
  sb: SandboxServices,
  p: Principal,
  source: { id: number; name: string; meta: string; calculated_fields: string },
  target: { deploymentId: number; folderId: number | null; existingId: number | null },
): number {
  const { store, publishing } = sb;
  const id =
    target.existingId ??
    store.insertWorkbook({
      deploymentId: target.deploymentId,
      workspace: 'own',
      name: source.name,
      folderId: target.folderId,
      userId: p.userId,
      meta: fromJson(source.meta) ?? {},
      calculatedFields: fromJson(source.calculated_fields) ?? {},
      draft: null,
    });
  if (target.existingId !== null) store.rename(id, source.name);
  const { content, reports } = publishing.promotable(source.id);
  const folderId = store.workbookRow(id)?.folder_id ?? null;
  const map = publishing.replaceReports(id, target.deploymentId, folderId, p.userId, reports);
  // The promotable content numbers reports by position; point those numbers at the copies.
  const byPosition = new Map(reports.map((r, i) => [i + 1, map.get(r.id) as number]));
  const config = repointReports(content.dashboard as JsonObject, byPosition);
  publishing.publish(id, target.deploymentId, config, { userId: p.userId });
  publishing.writeDraft(id, config);
  return id;
}

function apply(
  sb: SandboxServices,
  p: Principal,
  deploymentId: number,
  workbookId: number,
  body: {
    targetDeploymentId: number;
    targetFolderId?: number | null | undefined;
    expectedSourceHash: string;
    expectedDestinationHash?: string | null | undefined;
    idempotencyKey: string;
    override?: boolean | null | undefined;
  },
) {
  if (!hasRoleAtLeast(p, 'Developer')) throw new HttpError(403, 'Promoting a workbook needs the Developer role or higher');
  const request = JSON.stringify({
    targetDeploymentId: body.targetDeploymentId,
    targetFolderId: body.targetFolderId ?? null,
    expectedSourceHash: body.expectedSourceHash,
    expectedDestinationHash: body.expectedDestinationHash ?? null,
    override: body.override ?? false,
  });
  return sb.db.transaction(() => {
    // A replay of the same key answers what the first request did, and changes nothing.
    const replay = sb.publishing.promotionByKey(workbookId, body.idempotencyKey);
    if (replay) {
      readableWorkbook(sb, p, deploymentId, workbookId);
      if (replay.request !== request)
        throw new HttpError(409, `idempotencyKey ${body.idempotencyKey} was already used for a different promotion request`);
      return replay;
    }
    const pre = preview(sb, p, deploymentId, workbookId, body);
    const { dto } = pre;
    const override = body.override === true;
    if (body.expectedSourceHash !== dto.sourceHash)
      throw new HttpError(
        409,
        `The source workbook changed since the preview (expected source hash ${body.expectedSourceHash.slice(0, 12)}…, now ${dto.sourceHash.slice(0, 12)}…); preview again`,
      );
    const destinationChanged = (body.expectedDestinationHash ?? null) !== dto.destinationHash;
    if (destinationChanged && !override)
      throw new HttpError(
        409,
        `The destination changed since the preview (expected ${body.expectedDestinationHash ? `hash ${body.expectedDestinationHash.slice(0, 12)}…` : 'no workbook'}, now ${dto.destinationHash ? `hash ${dto.destinationHash.slice(0, 12)}…` : 'no workbook'}); preview again`,
      );
    if (dto.destinationWasDiverged && !override)
      throw new HttpError(
        409,
        `Workbook ${dto.targetWorkbookId} in deployment ${dto.targetDeploymentId} was changed there since the last promotion; send "override": true to replace those changes`,
      );
    const outcome = !pre.targetWorkbook ? 'created' : dto.destinationHash === dto.sourceHash ? 'unchanged' : 'updated';
    if (outcome === 'created' && !sb.store.publishedDashboardRow(pre.w.id) && !pre.w.dashboard_draft)
      throw new HttpError(400, `Workbook ${pre.w.id} has neither a published dashboard nor a draft to promote`);
    const targetId =
      outcome === 'unchanged'
        ? (pre.targetWorkbook?.id as number)
        : writeDestination(sb, p, pre.w, {
            deploymentId: pre.target.id,
            folderId: body.targetFolderId ?? null,
            existingId: pre.targetWorkbook?.id ?? null,
          });
    const linkId = sb.publishing.saveLink({
      source_workbook_id: pre.w.id,
      source_deployment_id: pre.d.id,
      target_deployment_id: pre.target.id,
      target_workbook_id: targetId,
      destination_hash: sb.publishing.hashOf(targetId),
    });
    const id = sb.publishing.insertPromotion({
      link_id: linkId,
      source_workbook_id: pre.w.id,
      idempotency_key: body.idempotencyKey,
      request,
      outcome,
      override_requested: override ? 1 : 0,
      destination_was_diverged: dto.destinationWasDiverged ? 1 : 0,
      destination_changed_since_preview: destinationChanged ? 1 : 0,
      performed_by_user_id: p.userId,
      performed_by_key_id: p.keyId,
      performed_by_name: p.firstName ?? p.email,
      target_dashboard_version_id: sb.store.publishedDashboardRow(targetId)?.version_id ?? 0,
      completed_at: nowIso(),
    });
    sb.audit(p, 'Promoted workbook', pre.d.name, {
      workbookId: pre.w.id,
      workbookName: pre.w.name,
      targetDeploymentName: pre.target.name,
      targetWorkbookId: targetId,
      outcome,
      override,
    });
    return sb.publishing.promotionById(id);
  })();
}

export const promotionOperations = [
  defineOperation({
    route: createRoute({
      method: 'post',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/promotion-previews',
      operationId: 'previewWorkbookPromotion',
      summary: 'What promoting the workbook to another deployment would do (changes nothing)',
      tags: ['Workbook Promotions'],
      request: { params: WorkbookParams, body: jsonBody(PreviewWorkbookPromotionInput) },
      responses: { 200: jsonContent('The preview', WorkbookPromotionPreview), ...errors },
    }),
    heavy: true,
    handler: ({ c, sb, principal, params, body }) =>
      c.json(preview(sb, principal, params.deploymentId, params.workbookId, body).dto, 200),
  }),
  defineOperation({
    route: createRoute({
      method: 'post',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/promotions',
      operationId: 'applyWorkbookPromotion',
      summary: 'Promote the workbook to another deployment, if the hashes still match the preview',
      tags: ['Workbook Promotions'],
      request: { params: WorkbookParams, body: jsonBody(ApplyWorkbookPromotionInput) },
      responses: {
        200: jsonContent('The promotion (a replayed idempotencyKey answers the first one)', WorkbookPromotion),
        ...errors,
        409: jsonContent(
          'A hash differs from the preview; the destination diverged (no override); the key was used for another request',
          ErrorSchema,
        ),
      },
    }),
    heavy: true,
    handler: ({ c, sb, principal, params, body }) =>
      c.json(promotionJson(sb, apply(sb, principal, params.deploymentId, params.workbookId, body)), 200),
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/promotions',
      operationId: 'listWorkbookPromotions',
      summary: 'Promotions of this workbook to other deployments, newest first',
      tags: ['Workbook Promotions'],
      request: { params: WorkbookParams, query: CursorQuery },
      responses: { 200: jsonContent('Promotions', WorkbookPromotionsList), ...errors },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const { w } = readableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      const from = listStart(query.after, { order: listOrder('promotions', { workbook: w.id }), key: 'number' });
      const page = sb.publishing.promotionsPage(w.id, query.first, from.position);
      return c.json(
        idPage(from, page, (r) => promotionJson(sb, r)),
        200,
      );
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/promotion-links',
      operationId: 'listWorkbookPromotionLinks',
      summary: 'Where this workbook has been promoted to',
      tags: ['Workbook Promotions'],
      request: { params: WorkbookParams, query: CursorQuery },
      responses: { 200: jsonContent('Links', WorkbookPromotionLinksList), ...errors },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const { w } = readableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      const from = listStart(query.after, { order: listOrder('promotion links', { workbook: w.id }), key: 'number' });
      const page = sb.publishing.linksPage(w.id, query.first, from.position);
      return c.json(
        idPage(from, page, (l) => ({ id: l.id, target: reference(sb, l.target_workbook_id) })),
        200,
      );
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/promotion',
      operationId: 'getWorkbookPromotion',
      summary: 'Where this workbook came from, if it was made by a promotion',
      tags: ['Workbook Promotions'],
      request: { params: WorkbookParams },
      responses: { 200: jsonContent('Its promotion summary, or null', WorkbookPromotionSummaryResponse), ...errors },
    }),
    handler: ({ c, sb, principal, params }) => {
      const { w } = readableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      const link = sb.publishing.linkInto(w.id);
      if (!link) return c.json({ promotion: null }, 200);
      // The origin is the first workbook of the chain (staging → production → …), the parent the direct source.
      let originId = link.source_workbook_id;
      const seen = new Set([w.id]);
      for (
        let up = sb.publishing.linkInto(originId);
        up && !seen.has(up.source_workbook_id);
        up = sb.publishing.linkInto(originId)
      ) {
        seen.add(originId);
        originId = up.source_workbook_id;
      }
      const along = sb.publishing.promotionsAlong(link.id);
      const first = along[0];
      const last = along[along.length - 1];
      return c.json(
        {
          promotion: {
            linkId: link.id,
            origin: reference(sb, originId),
            parent: reference(sb, link.source_workbook_id),
            firstPromotion: first ? promotionJson(sb, first) : null,
            lastPromotion: last ? promotionJson(sb, last) : null,
          },
        },
        200,
      );
    },
  }),
];
