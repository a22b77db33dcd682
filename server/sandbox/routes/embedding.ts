import { z } from 'zod';
import { defineOperation } from '../http/operation.ts';
import { HttpError, jsonResponse } from '../http/http-error.ts';
import {
  DashboardEmbeddingResponse,
  EmbedAccessResponse,
  UpdateDashboardEmbeddingInput,
  UpdateEmbedAccessInput,
} from '../schemas/publishing.ts';
import type { SandboxServices } from '../services.ts';
import { ErrorSchema, WorkbookParams, requireDeployment } from './common.ts';
import { editableWorkbook, readableWorkbook, requireAdmin } from './publishing-access.ts';

const common = {
  401: { description: 'Missing, malformed or expired credential', schema: ErrorSchema },
  403: { description: 'Out of scope; not an admin', schema: ErrorSchema },
};

function embedAccessJson(sb: SandboxServices, workbookId: number) {
  const published = sb.store.publishedDashboardRow(workbookId);
  return { ...sb.publishing.embedAccess(workbookId), allowEmbed: published?.allow_embed === 1 };
}

export const embeddingOperations = [
  defineOperation({
    method: 'patch',
    path: '/api/v1/embed/dashboard/{publicId}',
    operationId: 'updateDashboardEmbedding',
    summary: "Switch a published dashboard's signed embedding on or off (admin only)",
    tag: 'Embedding',
    params: z.object({ publicId: z.string().min(1).max(200) }),
    body: UpdateDashboardEmbeddingInput,
    bodyRequired: true,
    responses: {
      200: { description: 'The switch as it now is', schema: DashboardEmbeddingResponse },
      400: { description: 'Bad body', schema: ErrorSchema },
      ...common,
      404: { description: 'No dashboard with this publicId', schema: ErrorSchema },
    },
    handler: ({ sb, principal, params, body }) => {
      const dashboard = sb.publishing.dashboardByPublicId(params.publicId);
      if (!dashboard) throw new HttpError(404, `Dashboard ${params.publicId} not found`);
      const d = requireDeployment(sb, principal, dashboard.deployment_id);
      requireAdmin(principal, 'Switching dashboard embedding');
      if ((dashboard.allow_embed === 1) !== body.allowEmbed) {
        sb.db.transaction(() => {
          sb.publishing.setAllowEmbed(dashboard.id, body.allowEmbed);
          sb.audit(principal, body.allowEmbed ? 'Enabled dashboard embedding' : 'Disabled dashboard embedding', d.name, {
            dashboardPublicId: dashboard.public_id,
            workbookId: dashboard.workbook_id,
          });
        })();
      }
      return jsonResponse({ allowEmbed: body.allowEmbed, publicId: dashboard.public_id });
    },
  }),
  defineOperation({
    method: 'get',
    path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access',
    operationId: 'getEmbedAccess',
    summary: "Who may see the workbook's dashboard embedded: every embed user, and each embed tenant",
    tag: 'Embedding',
    params: WorkbookParams,
    responses: {
      200: { description: 'Embed access', schema: EmbedAccessResponse },
      ...common,
      404: { description: 'Unknown workbook', schema: ErrorSchema },
    },
    handler: ({ sb, principal, params }) => {
      const { w } = readableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      return jsonResponse(embedAccessJson(sb, w.id));
    },
  }),
  defineOperation({
    method: 'put',
    path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access',
    operationId: 'updateEmbedAccess',
    summary: 'Grant or revoke embed access (per tenant, or for every embed user), or switch embedding (admin only)',
    tag: 'Embedding',
    params: WorkbookParams,
    body: UpdateEmbedAccessInput,
    bodyRequired: true,
    responses: {
      200: { description: 'Embed access as it now is', schema: EmbedAccessResponse },
      400: { description: 'Bad body; no change; allowEmbed without a published dashboard', schema: ErrorSchema },
      ...common,
      404: { description: 'Unknown workbook or embed tenant', schema: ErrorSchema },
    },
    handler: ({ sb, principal, params, body }) => {
      const { d, w } = editableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      requireAdmin(principal, 'Changing embed access');
      const before = JSON.stringify(embedAccessJson(sb, w.id));
      const tenant = body.embedTenantName ?? null;
      const action = body.action ?? null;
      if (tenant !== null && action === null)
        throw new HttpError(400, 'Body field "action" ("read" or "none") is required with "embedTenantName"');
      if (tenant !== null && !sb.publishing.tenantExists(tenant)) throw new HttpError(404, `Embed tenant "${tenant}" not found`);
      const published = sb.store.publishedDashboardRow(w.id);
      if (body.allowEmbed != null && !published)
        throw new HttpError(400, `Workbook ${w.id} has no published dashboard; publish it before allowing embedding`);
      sb.db.transaction(() => {
        if (tenant !== null && action !== null) sb.publishing.setTenantAccess(w.id, tenant, action);
        if (body.allEmbedUsers != null) {
          const allAction = tenant === null && action !== null ? action : 'read';
          sb.publishing.setAllEmbedUsers(w.id, body.allEmbedUsers, body.allEmbedUsers ? allAction : 'none');
        }
        if (body.allowEmbed != null && published) sb.publishing.setAllowEmbed(published.id, body.allowEmbed);
        const after = JSON.stringify(embedAccessJson(sb, w.id));
        if (after === before) throw new HttpError(400, 'Nothing to change: embed access is already as asked');
        sb.audit(principal, 'Updated embed access', d.name, {
          workbookId: w.id,
          workbookName: w.name,
          embedTenantName: tenant,
          action,
          allEmbedUsers: body.allEmbedUsers ?? null,
          allowEmbed: body.allowEmbed ?? null,
        });
      })();
      return jsonResponse(embedAccessJson(sb, w.id));
    },
  }),
];
