import { Hono } from 'hono';
import { authenticate, type Principal } from './auth.ts';
import { HttpError, errorResponse, jsonResponse } from './http/http-error.ts';
import { readJsonBody } from './http/read-json-body.ts';
import { validate } from './http/validate.ts';
import type { AnyOperation } from './http/operation.ts';
import type { SandboxServices } from './services.ts';
import { deploymentOperations } from './routes/deployments.ts';
import { environmentOperations } from './routes/environments.ts';
import { branchOperations } from './routes/branches.ts';
import { workspaceOperations } from './routes/workspace.ts';
import { cloneOperations } from './routes/clone.ts';
import { auditOperations } from './routes/audit.ts';
import { buildOpenApi } from './openapi.ts';
import { defineOperation } from './http/operation.ts';

export interface FaultOptions {
  latencyMs: number;
  failRate: number;
}

const specOperation = (ops: readonly AnyOperation[]): AnyOperation => {
  let doc: unknown = null;
  return defineOperation({
    method: 'get',
    path: '/api/v1/spec',
    operationId: 'getSpec',
    summary: "This OpenAPI 3.1 document, generated from the handlers' zod schemas",
    tag: 'Meta',
    public: true,
    responses: { 200: { description: 'OpenAPI document', contentType: 'application/json' } },
    handler: (): Response => jsonResponse((doc ??= buildOpenApi([...ops, specOperation(ops)]))),
  });
};

export const sandboxOperations: readonly AnyOperation[] = [
  ...deploymentOperations,
  ...environmentOperations,
  ...branchOperations,
  ...workspaceOperations,
  ...cloneOperations,
  ...auditOperations,
];
export const allOperations: readonly AnyOperation[] = [...sandboxOperations, specOperation(sandboxOperations)];

const toHonoPath = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const toRegex = (p: string) => new RegExp(`^${p.replace(/\{(\w+)\}/g, '[^/]+')}/?$`);

/** The sandbox as a fetch handler: the management API, `/__sandbox/*` tools, and fault injection. */
export function createSandboxApp(sb: SandboxServices, faults: FaultOptions): Hono {
  const app = new Hono({ strict: false });

  app.get('/__sandbox/health', (c) => c.json({ status: 'ok' }));
  app.get('/__sandbox/fixtures', (c) => c.json(sb.fixtures));
  app.get('/__switchboard/connection', (c) => c.json({ mode: 'sandbox' }));

  // Faults apply to API calls only, never to /__sandbox/* (tests need fixtures reliably).
  const inject = async (c: { req: { path: string } }, next: () => Promise<void>): Promise<Response | void> => {
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.failRate > 0 && Math.random() < faults.failRate)
      return errorResponse(503, 'Service unavailable (injected by --fail-rate)');
    await next();
  };
  app.use('/api/*', inject);
  app.use('/build/*', inject);

  for (const op of allOperations) {
    app.on(op.method.toUpperCase(), toHonoPath(op.path), async (c) => {
      // Public operations have no caller; their handlers never read `principal`.
      const principal = op.public ? (undefined as unknown as Principal) : authenticate(sb.db, c.req.header('authorization'));
      let params: unknown = {};
      if (op.params) {
        const parsed = op.params.safeParse(c.req.param());
        if (!parsed.success) throw new HttpError(404, `Not found: ${c.req.method} ${c.req.path}`);
        params = parsed.data;
      }
      const url = new URL(c.req.url);
      const query = op.query ? validate(op.query, Object.fromEntries(url.searchParams), 'query') : {};
      let body: unknown = undefined;
      if (op.body) {
        const raw = await readJsonBody(c.req.raw);
        if (raw !== undefined || op.bodyRequired) body = validate(op.body, raw, 'body');
      }
      return op.handler({ req: c.req.raw, principal, params, query, body, sb });
    });
  }

  const matchers = allOperations.map((op) => ({ method: op.method.toUpperCase(), re: toRegex(op.path) }));
  const fallback = (c: { req: { method: string; path: string } }) => {
    const allowed = matchers.filter((m) => m.re.test(c.req.path)).map((m) => m.method);
    if (allowed.length > 0)
      return errorResponse(405, `Method ${c.req.method} is not allowed on ${c.req.path}; allowed: ${allowed.join(', ')}`, {
        allow: allowed.join(', '),
      });
    return errorResponse(404, `No such operation: ${c.req.method} ${c.req.path}`);
  };
  app.all('/api/*', fallback);
  app.all('/build/*', fallback);
  app.all('/__sandbox/*', (c) => errorResponse(404, `No such sandbox tool: ${c.req.method} ${c.req.path}`));

  app.onError((err) => {
    if (err instanceof HttpError) return errorResponse(err.status, err.message, err.headers);
    // Never log request headers or bodies here: they may hold a credential.
    console.error(`[sandbox] internal error: ${err instanceof Error ? err.message : String(err)}`);
    return errorResponse(500, 'Internal sandbox error');
  });
  app.notFound((c) => errorResponse(404, `Not found: ${c.req.method} ${c.req.path}`));
  return app;
}
