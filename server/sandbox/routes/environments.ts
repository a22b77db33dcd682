import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { SignJWT } from 'jose';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { quote } from '../http/strict-input.ts';
import {
  DeploymentParams,
  ErrorSchema,
  OffsetQuery,
  deploymentListResponses,
  offsetEnvelope,
  offsetEnvelopeSchema,
  requireDeployment,
  type DeploymentRow,
} from './common.ts';
import type { SandboxServices } from '../services.ts';
import type { BranchRow } from '../store/branch-store.ts';

const EnvironmentType = z.enum(['production', 'staging', 'development']);

const EnvironmentItem = z
  .object({
    id: z.string(),
    name: z.string(),
    type: EnvironmentType,
    api_credentials: z.object({
      rest: z.object({ url: z.string() }),
      sql: z.object({ host: z.string(), port: z.number().int() }),
    }),
    branch: z.string(),
  })
  .register(apiRegistry, { id: 'Environment' });

type Environment = z.infer<typeof EnvironmentItem>;

/** Where a deployment's data API answers: its REST base and the SQL host. */
function addresses(d: DeploymentRow) {
  const host = new URL(d.deployment_url).hostname;
  return { base: d.deployment_url, sqlHost: host.replace(/^([^.]+)/, '$1.sql') };
}

function productionEnvironment(d: DeploymentRow): Environment {
  const { base, sqlHost } = addresses(d);
  return {
    id: `prod-${d.id}`,
    name: 'production',
    type: 'production',
    branch: 'main',
    api_credentials: { rest: { url: `${base}/cubejs-api/v1` }, sql: { host: sqlHost, port: 5432 } },
  };
}

/** A personal branch's development environment, or a shared branch's staging environment when enabled; else null. */
function branchEnvironment(d: DeploymentRow, b: BranchRow): Environment | null {
  const type = b.kind === 'personal' ? 'development' : b.kind === 'shared' && b.staging_enabled === 1 ? 'staging' : null;
  if (!type) return null;
  const { base, sqlHost } = addresses(d);
  const prefix = type === 'development' ? 'dev' : 'staging';
  return {
    id: `${prefix}-${b.id}`,
    name: b.name,
    type,
    branch: b.name,
    api_credentials: {
      rest: { url: `${base}/dev-mode/${b.name}/cubejs-api/v1` },
      sql: { host: `${prefix}-${b.name}.${sqlHost}`, port: 5432 },
    },
  };
}

/**
 * Environments are derived, not stored: production first, then one development environment per personal branch
 * and a staging environment for each shared branch whose staging is enabled, by branch id. One offset page of them.
 */
function environmentPage(
  sb: SandboxServices,
  d: DeploymentRow,
  type: Environment['type'] | undefined,
  offset: number,
  limit: number,
): { environments: Environment[]; total: number } {
  const withProduction = type === undefined || type === 'production';
  const onPage = withProduction && offset === 0 ? [productionEnvironment(d)] : [];
  const branches =
    type === 'production'
      ? { rows: [], total: 0 }
      : sb.branches.environmentPage(d.id, type, Math.max(0, offset - (withProduction ? 1 : 0)), limit - onPage.length);
  for (const b of branches.rows) onPage.push(branchEnvironment(d, b) as Environment);
  return { environments: onPage, total: branches.total + (withProduction ? 1 : 0) };
}

/** The environment with this id (`prod-<deployment>`, `dev-<branch>`, `staging-<branch>`), if it exists now. */
function environmentById(sb: SandboxServices, d: DeploymentRow, id: string): Environment | undefined {
  if (id === `prod-${d.id}`) return productionEnvironment(d);
  const m = /^(?:dev|staging)-(\d{1,15})$/.exec(id);
  const branch = m ? sb.branches.byId(d.id, Number(m[1])) : undefined;
  const env = branch ? branchEnvironment(d, branch) : null;
  return env?.id === id ? env : undefined;
}

const TokenBody = z
  .strictObject({
    security_context: z.record(z.string(), z.unknown()),
    expires_in: z.number().int().min(1).max(31_536_000).default(86_400),
    scopes: z.array(z.string()).optional(),
  })
  .register(apiRegistry, { id: 'MetaSyncTokenInput' });

const TokenResult = z
  .object({
    token: z.string(),
    created_at: z.string(),
    expires_at: z.string(),
    security_context: z.record(z.string(), z.unknown()),
  })
  .register(apiRegistry, { id: 'MetaSyncToken' });

export const environmentOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/environments',
      operationId: 'listEnvironments',
      summary: 'Production, development (per personal branch) and enabled staging environments',
      tags: ['Environments'],
      request: { params: DeploymentParams, query: OffsetQuery.extend({ type: EnvironmentType.optional() }) },
      responses: deploymentListResponses('Environments', offsetEnvelopeSchema('environments', EnvironmentItem)),
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const page = environmentPage(sb, d, query.type, query.offset, query.limit);
      return c.json(offsetEnvelope('environments', page.environments, query, page.total), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'post',
      path: '/api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens-for-meta-sync',
      operationId: 'createMetaSyncToken',
      summary: 'A signed JWT for the data API metadata endpoints',
      tags: ['Environments'],
      request: {
        params: DeploymentParams.extend({ environmentId: z.string().min(1).max(200) }),
        body: jsonBody(TokenBody),
      },
      responses: {
        200: jsonContent('The token', z.object({ data: TokenResult })),
        400: jsonContent('Bad body', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment or environment', ErrorSchema),
      },
    }),
    handler: async ({ c, sb, principal, params, body }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const env = environmentById(sb, d, params.environmentId);
      if (!env) throw new HttpError(404, `Environment ${quote(params.environmentId)} not found in deployment ${d.id}`);
      const now = Math.floor(Date.now() / 1000);
      const exp = now + body.expires_in;
      const token = await new SignJWT({
        securityContext: body.security_context,
        scope: 'meta',
        deploymentId: d.id,
        environmentId: env.id,
        ...(body.scopes ? { scopes: body.scopes } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setIssuer('switchboard-sandbox')
        .sign(await sb.signingKey());
      sb.audit(principal, 'Created metadata token', d.name, {
        environment: env.name,
        environmentId: env.id,
        expiresIn: body.expires_in,
        token: '[HIDDEN]',
      });
      return c.json(
        {
          data: {
            token,
            created_at: new Date(now * 1000).toISOString(),
            expires_at: new Date(exp * 1000).toISOString(),
            security_context: body.security_context,
          },
        },
        200,
      );
    },
  }),
];
