import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { quote } from '../http/strict-input.ts';
import type { BranchRow } from '../store/branch-store.ts';
import {
  CursorQuery,
  DeploymentParams,
  ErrorSchema,
  cursorEnvelopeSchema,
  deploymentListResponses,
  keysetEnvelope,
  listOrder,
  listStart,
  requireDeployment,
} from './common.ts';

const Branch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parentBranch: z.string(),
    lastHash: z.string(),
    isStagingEnvironmentEnabled: z.boolean(),
    type: z.enum(['production', 'shared', 'personal']).meta({ description: 'Sandbox extra: the kind of branch' }),
  })
  .register(apiRegistry, { id: 'Branch' });

function branchJson(b: BranchRow): z.infer<typeof Branch> {
  return {
    id: b.id,
    name: b.name,
    parentBranch: b.parent_branch,
    lastHash: b.last_hash,
    isStagingEnvironmentEnabled: b.staging_enabled === 1,
    type: b.kind,
  };
}

const StagingBody = z
  .strictObject({
    enabled: z.boolean(),
    branchName: z.string().min(1).optional(),
    branchId: z.number().int().positive().optional(),
  })
  .register(apiRegistry, { id: 'StagingEnvironmentInput', description: 'Exactly one of branchName and branchId' });

export const branchOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/build/api/v1/deployments/{deploymentId}/branches',
      operationId: 'listBranches',
      summary: 'Branches of the data model (cursor pagination)',
      tags: ['Branches'],
      request: { params: DeploymentParams, query: CursorQuery },
      responses: deploymentListResponses('Branches', cursorEnvelopeSchema(Branch)),
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const from = listStart(query.after, { order: listOrder('branches', { deployment: d.id }), key: 'number' });
      const { rows, total, hasNextPage } = sb.branches.page(d.id, query.first, from.position);
      const positions = rows.map((b) => ({ key: b.id, id: b.id }));
      return c.json(keysetEnvelope(rows.map(branchJson), positions, from, { total, hasNextPage }, query.first), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'put',
      path: '/build/api/v1/deployments/{deploymentId}/branches/staging-environment',
      operationId: 'setBranchStagingEnvironment',
      summary: "Enable or disable a shared branch's staging environment",
      tags: ['Branches'],
      request: { params: DeploymentParams, body: jsonBody(StagingBody) },
      responses: {
        200: jsonContent('The branch', z.object({ data: Branch })),
        400: jsonContent('Bad body, or a personal / production branch', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment or branch', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, body }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      if ((body.branchName === undefined) === (body.branchId === undefined)) {
        throw new HttpError(400, 'Send exactly one of "branchName" and "branchId"');
      }
      const row =
        body.branchName !== undefined ? sb.branches.byName(d.id, body.branchName) : sb.branches.byId(d.id, body.branchId ?? 0);
      if (!row)
        throw new HttpError(
          404,
          `Branch ${body.branchName !== undefined ? quote(body.branchName) : String(body.branchId)} not found in deployment ${d.id}`,
        );
      if (row.kind === 'production')
        throw new HttpError(
          400,
          `Branch "${row.name}" is the production branch; only shared branches have a staging environment`,
        );
      if (row.kind === 'personal')
        throw new HttpError(
          400,
          `Branch "${row.name}" is a personal development branch; only shared branches have a staging environment`,
        );
      sb.db.transaction(() => {
        sb.branches.setStaging(row.id, body.enabled);
        sb.audit(principal, body.enabled ? 'Enabled staging environment' : 'Disabled staging environment', d.name, {
          branch: row.name,
          branchId: row.id,
        });
      })();
      return c.json({ data: branchJson({ ...row, staging_enabled: body.enabled ? 1 : 0 }) }, 200);
    },
  }),
];
