import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { SignJWT } from 'jose';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { quote } from '../http/strict-input.ts';
import { DeploymentParams, ErrorSchema, OffsetQuery, PaginationSchema, requireDeployment, type DeploymentRow } from './common.ts';
import type { SandboxServices } from '../services.ts';

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

/**
 * Environments are derived, not stored: production, one development environment per personal
 * branch, and a staging environment for each shared branch whose staging is enabled.
 */
function environmentsOf(sb: SandboxServices, d: DeploymentRow) {
  const branches = sb.branches.all(d.id);
  const host = new URL(d.deployment_url).hostname;
  const sqlHost = host.replace(/^([^.]+)/, '$1.sql');
  const base = d.deployment_url;
  const envs: z.infer<typeof EnvironmentItem>[] = [
    {
      id: `prod-${d.id}`,
      name: 'production',
      type: 'production',
      branch: 'main',
      api_credentials: { rest: { url: `${base}/cubejs-api/v1` }, sql: { host: sqlHost, port: 5432 } },
    },
  ];
  for (const b of branches) {
    if (b.kind === 'personal') {
      envs.push({
        id: `dev-${b.id}`,
        name: b.name,
        type: 'development',
        branch: b.name,
        api_credentials: {
          rest: { url: `${base}/dev-mode/${b.name}/cubejs-api/v1` },
          sql: { host: `dev-${b.name}.${sqlHost}`, port: 5432 },
        },
      });
    } else if (b.kind === 'shared' && b.staging_enabled === 1) {
      envs.push({
        id: `staging-${b.id}`,
        name: b.name,
        type: 'staging',
        branch: b.name,
        api_credentials: {
          rest: { url: `${base}/dev-mode/${b.name}/cubejs-api/v1` },
          sql: { host: `staging-${b.name}.${sqlHost}`, port: 5432 },
        },
      });
    }
  }
  return envs;
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
      responses: {
        200: jsonContent(
          'Environments',
          z.object({ data: z.object({ environments: z.array(EnvironmentItem) }), pagination: PaginationSchema }),
        ),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const all = environmentsOf(sb, d).filter((e) => !query.type || e.type === query.type);
      return c.json(
        {
          data: { environments: all.slice(query.offset, query.offset + query.limit) },
          pagination: { offset: query.offset, limit: query.limit, total: all.length },
        },
        200,
      );
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
      const env = environmentsOf(sb, d).find((e) => e.id === params.environmentId);
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
