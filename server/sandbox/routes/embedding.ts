import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
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
  401: jsonContent('Missing, malformed or expired credential', ErrorSchema),
  403: jsonContent('Out of scope; not an admin', ErrorSchema),
};

function embedAccessJson(sb: SandboxServices, workbookId: number) {
  const published = sb.store.publishedDashboardRow(workbookId);
  return { ...sb.publishing.embedAccess(workbookId), allowEmbed: published?.allow_embed === 1 };
}

export const embeddingOperations = [
  defineOperation({
    route: createRoute({
      method: 'patch',
      path: '/api/v1/embed/dashboard/{publicId}',
      operationId: 'updateDashboardEmbedding',
      summary: "Switch a published dashboard's signed embedding on or off (admin only)",
      tags: ['Embedding'],
      request: {
        params: z.object({ publicId: z.string().min(1).max(200) }),
        body: jsonBody(UpdateDashboardEmbeddingInput),
      },
      responses: {
        200: jsonContent('The switch as it now is', DashboardEmbeddingResponse),
        400: jsonContent('Bad body', ErrorSchema),
        ...common,
        404: jsonContent('No dashboard with this publicId', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, body }) => {
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
      return c.json({ allowEmbed: body.allowEmbed, publicId: dashboard.public_id }, 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access',
      operationId: 'getEmbedAccess',
      summary: "Who may see the workbook's dashboard embedded: every embed user, and each embed tenant",
      tags: ['Embedding'],
      request: { params: WorkbookParams },
      responses: {
        200: jsonContent('Embed access', EmbedAccessResponse),
        ...common,
        404: jsonContent('Unknown workbook', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => {
      const { w } = readableWorkbook(sb, principal, params.deploymentId, params.workbookId);
      return c.json(embedAccessJson(sb, w.id), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'put',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}/embed-access',
      operationId: 'updateEmbedAccess',
      summary: 'Grant or revoke embed access (per tenant, or for every embed user), or switch embedding (admin only)',
      tags: ['Embedding'],
      request: { params: WorkbookParams, body: jsonBody(UpdateEmbedAccessInput) },
      responses: {
        200: jsonContent('Embed access as it now is', EmbedAccessResponse),
        400: jsonContent('Bad body; no change; allowEmbed without a published dashboard', ErrorSchema),
        ...common,
        404: jsonContent('Unknown workbook or embed tenant', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, body }) => {
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
      return c.json(embedAccessJson(sb, w.id), 200);
    },
  }),
];
