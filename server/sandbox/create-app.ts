import { createRoute } from '@hono/zod-openapi';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { authenticate, type Principal } from './auth.ts';
import { HttpError, errorResponse } from './http/http-error.ts';
import { readJsonBody } from './http/read-json-body.ts';
import { validate } from './http/validate.ts';
import { LOOPBACK_HOSTS, hostGuard, noSniffNoStore } from './http/host-guard.ts';
import { DEFAULT_INPUT_LIMITS, checkQuery, shorten } from './http/strict-input.ts';
import type { SandboxServices } from './services.ts';
import { deploymentOperations } from './routes/deployments.ts';
import { environmentOperations } from './routes/environments.ts';
import { branchOperations } from './routes/branches.ts';
import { workspaceOperations } from './routes/workspace.ts';
import { workspaceObjectOperations } from './routes/workspace-objects.ts';
import { cloneOperations } from './routes/clone.ts';
import { auditOperations } from './routes/audit.ts';
import { workbookDashboardOperations } from './routes/workbook-dashboard.ts';
import { embeddingOperations } from './routes/embedding.ts';
import { promotionOperations } from './routes/promotions.ts';
import { defineOperation, jsonContent, type Operation, type SandboxAppEnv } from './http/operation.ts';
import { edges, RefusedRequest, type DialectEdge } from './dialects/edges.ts';
import type { Dialect } from './dialects/dialect.ts';
import { RequestLog, TEST_REQUEST_HEADER, bodyFieldNames, type LoggedRequest } from './request-log.ts';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface FaultOptions {
  latencyMs: number;
  failRate: number;
}

const sandboxOperations: readonly Operation[] = [
  ...deploymentOperations,
  ...environmentOperations,
  ...branchOperations,
  ...workspaceOperations,
  ...workspaceObjectOperations,
  ...cloneOperations,
  ...auditOperations,
  ...workbookDashboardOperations,
  ...embeddingOperations,
  ...promotionOperations,
];

/** `GET /api/v1/spec`: the dialect's OpenAPI document, generated once from the schemas its requests are checked with. */
const specOperation = (edge: DialectEdge): Operation => {
  let doc: Record<string, unknown> | null = null;
  const self: Operation = defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/spec',
      operationId: 'getSpec',
      summary: "This OpenAPI 3.1 document, generated from the handlers' schemas",
      tags: ['Meta'],
      responses: { 200: jsonContent('OpenAPI document', z.record(z.string(), z.unknown())) },
    }),
    public: true,
    handler: ({ c }) => c.json((doc ??= edge.openApi([...sandboxOperations, self])), 200),
  });
  return self;
};

/** Every operation of a dialect's app (the handlers are the same; the spec document is the dialect's). */
export function operationsFor(dialect: Dialect): readonly Operation[] {
  return [...sandboxOperations, specOperation(edges[dialect])];
}

const toHonoPath = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const toRegex = (p: string) => new RegExp(`^${p.replace(/\{(\w+)\}/g, '[^/]+')}/?$`);

/**
 * The sandbox as a fetch handler: the management API in the chosen dialect, `/__sandbox/*` tools (fixtures, the
 * request log), and fault injection.
 */
export function createSandboxApp(
  sb: SandboxServices,
  faults: FaultOptions,
  dialect: Dialect = 'spec',
  log: RequestLog = new RequestLog(),
  allowedHosts: readonly string[] = LOOPBACK_HOSTS,
): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>({ strict: false });
  const edge = edges[dialect];
  const operations = operationsFor(dialect);

  app.use('*', noSniffNoStore);
  app.use('/__sandbox/*', hostGuard(allowedHosts));

  app.get('/__sandbox/health', (c) => c.json({ status: 'ok' }));
  app.get('/__sandbox/fixtures', (c) => c.json(sb.fixtures));
  app.get('/__sandbox/requests', (c) => c.json({ dialect, requests: log.list() }));
  app.delete('/__sandbox/requests', (c) => {
    log.clear();
    return c.json({ dialect, requests: [] });
  });
  app.get('/__switchboard/connection', (c) => c.json({ mode: 'sandbox' }));

  // Every API call is logged (names only), including injected faults and refusals.
  const record: MiddlewareHandler<SandboxAppEnv> = async (c, next) => {
    const entry: LoggedRequest = {
      method: c.req.method,
      path: c.req.path,
      template: null,
      operationId: null,
      published: false,
      query: [...new Set(new URL(c.req.url).searchParams.keys())],
      bodyFields: [],
      status: 0,
      refused: null,
      fromTest: c.req.header(TEST_REQUEST_HEADER) !== undefined,
    };
    c.set('logEntry', entry);
    await next();
    entry.status = c.res.status;
    log.add(entry);
  };
  app.use('/api/*', record);
  app.use('/build/*', record);

  // Faults apply to API calls only, never to /__sandbox/* (tests need fixtures reliably).
  const inject = async (c: Context<SandboxAppEnv>, next: () => Promise<void>): Promise<Response | void> => {
    if (faults.latencyMs > 0) {
      const signal = c.req.raw.signal;
      await delay(faults.latencyMs, signal);
      // A caller that gave up while its answer was held back gets no work done for it (a test may have closed the
      // database meanwhile). 499: nginx's "client closed request"; nobody reads it.
      if (signal.aborted) return edge.error(499, 'The client closed the request while it was delayed');
    }
    if (faults.failRate > 0 && Math.random() < faults.failRate)
      return edge.error(503, 'Service unavailable (injected by --fail-rate)');
    await next();
  };
  app.use('/api/*', inject);
  app.use('/build/*', inject);

  // Each route is registered with its validation here rather than with `OpenAPIHono#openapi`'s validators: the
  // reference dialect rewrites a request before the route's schemas see it, and the strict-input rules (body bounds,
  // 415, `__proto__`, the `{error}` messages naming the field) run before any schema. The handler's types still come
  // from the route (`http/operation.ts`), and so does the document (`openapi.ts`).
  for (const op of operations) {
    app.on(op.method.toUpperCase(), toHonoPath(op.path), async (c) => {
      const entry = c.get('logEntry');
      entry.template = op.path;
      entry.operationId = op.operationId;
      entry.published = edge.published(op);
      // Public operations have no caller; their handlers never read `principal`.
      const principal = op.public ? undefined : authenticate(sb.db, c.req.header('authorization'));
      const search = new URL(c.req.url).searchParams;
      checkQuery(search);
      const raw = op.body ? await readJsonBody(c.req.raw, { ...DEFAULT_INPUT_LIMITS, ...op.bodyLimits }) : undefined;
      entry.bodyFields = bodyFieldNames(raw);
      let translated;
      try {
        translated = edge.request(op, { params: c.req.param(), search, body: raw }, { sb, principal });
      } catch (err) {
        if (err instanceof RefusedRequest) entry.refused = err.refusal;
        throw err;
      }
      const { sandbox: request, context } = translated;
      const params: unknown = op.params ? validate(op.params, request.params, 'path') : {};
      const querySchema = edge.querySchema(op);
      const query = querySchema ? validate(querySchema, request.query, 'query') : {};
      const bodySchema = edge.bodySchema(op);
      let body: unknown = undefined;
      if (bodySchema && (request.body !== undefined || op.bodyRequired)) body = validate(bodySchema, request.body, 'body');
      if (op.heavy) await sb.heavyLane.turn('long');
      else if (sb.heavyLane.isHeavy(op.operationId)) await sb.heavyLane.turn('short');
      const started = performance.now();
      const res = await op.handler({ c, principal: principal as Principal, params, query, body, sb });
      sb.heavyLane.recordHandlerTime(op.operationId, performance.now() - started);
      // `c.json` says `application/json`; the sandbox's answers have always named their charset too.
      if (res.headers.get('content-type') === 'application/json') res.headers.set('content-type', JSON_CONTENT_TYPE);
      return edge.response(op, res, context);
    });
  }

  const matchers = operations.map((op) => ({ method: op.method.toUpperCase(), re: toRegex(op.path) }));
  const fallback = (c: Context<SandboxAppEnv>) => {
    const allowed = matchers.filter((m) => m.re.test(c.req.path)).map((m) => m.method);
    const entry = c.get('logEntry') as LoggedRequest | undefined;
    if (entry && dialect === 'reference') entry.refused = { kind: 'operation', name: `${c.req.method} ${c.req.path}` };
    if (allowed.length > 0)
      return edge.error(405, `Method ${c.req.method} is not allowed on ${shorten(c.req.path)}; allowed: ${allowed.join(', ')}`, {
        allow: allowed.join(', '),
      });
    return edge.error(404, `No such operation: ${c.req.method} ${shorten(c.req.path)}`);
  };
  app.all('/api/*', fallback);
  app.all('/build/*', fallback);
  app.all('/__sandbox/*', (c) => errorResponse(404, `No such sandbox tool: ${c.req.method} ${shorten(c.req.path)}`));

  app.onError((err) => {
    if (err instanceof HttpError) return edge.error(err.status, err.message, err.headers);
    // Never log request headers or bodies here: they may hold a credential.
    console.error(`[sandbox] internal error: ${err instanceof Error ? err.message : String(err)}`);
    return edge.error(500, 'Internal sandbox error');
  });
  app.notFound((c) => edge.error(404, `Not found: ${c.req.method} ${shorten(c.req.path)}`));
  return app;
}

/** Waits `ms`, or less when `signal` aborts first. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
