import type { RouteConfig, RouteConfigToTypedResponse } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import type { LoggedRequest } from '../request-log.ts';
import type { InputLimits } from './strict-input.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The app's per-request variables: the request log entry the handlers fill in. */
export type SandboxAppEnv = { Variables: { logEntry: LoggedRequest } };

/**
 * A sandbox route as `createRoute` from `@hono/zod-openapi` declares it: method, path, request schemas (`params`,
 * `query`, a JSON `body`) and every response's schema, in one place. The sandbox's own fields: one tag, and an id.
 */
export type SandboxRoute = RouteConfig & { method: Method; operationId: string; summary: string; tags: string[] };

type RequestSchema<R extends SandboxRoute, K extends 'params' | 'query'> =
  R['request'] extends Record<K, infer S extends z.ZodType> ? z.output<S> : Record<string, never>;
/** The JSON body; `undefined` when the route's body is optional and none was sent. */
type BodySchema<R extends SandboxRoute> = R['request'] extends {
  body: { required: infer Required; content: { 'application/json': { schema: infer S extends z.ZodType } } };
}
  ? Required extends true
    ? z.output<S>
    : z.output<S> | undefined
  : undefined;

interface OperationContext<R extends SandboxRoute> {
  /** Hono's context: answer with `c.json(body, status)`, typed against the route's response for that status. */
  c: Context<SandboxAppEnv>;
  principal: Principal;
  params: RequestSchema<R, 'params'>;
  query: RequestSchema<R, 'query'>;
  body: BodySchema<R>;
  sb: SandboxServices;
}

type ValidatedContext = Omit<OperationContext<SandboxRoute>, 'params' | 'query' | 'body'> & {
  params: unknown;
  query: unknown;
  body: unknown;
};

/**
 * A handler answers only with a response its route declares: `c.json(body, 200)` must match the 200 schema, so a
 * handler cannot drift from the document (errors are thrown as `HttpError` and answered by the app).
 */
export type OperationHandler<R extends SandboxRoute> = (
  ctx: OperationContext<R>,
) => RouteConfigToTypedResponse<R> | Promise<RouteConfigToTypedResponse<R>>;

export interface OperationOptions {
  /** Public operations skip authentication (only the spec document). */
  public?: boolean;
  /**
   * The spec's own query or body when narrower than the route's (which is what the handler understands, from any
   * dialect): the spec dialect validates with it (so it keeps refusing or ignoring what the spec does not define)
   * and documents it at `GET /api/v1/spec`.
   */
  specQuery?: z.ZodType;
  specBody?: z.ZodType;
  /** Looser JSON body bounds for an operation that needs them (the defaults are `DEFAULT_INPUT_LIMITS`). */
  bodyLimits?: Partial<InputLimits>;
  /** Work that takes a millisecond or more (a clone, a publish): the handler runs on its turn in the heavy lane. */
  heavy?: boolean;
}

/**
 * One operation of the sandbox: its route (the single declaration of its schemas and responses), its handler, and
 * the schemas read from the route that the app validates with. `GET /api/v1/spec` is generated from the same list.
 */
export interface Operation extends OperationOptions {
  route: SandboxRoute;
  method: Method;
  /** OpenAPI-style path, e.g. `/api/v1/deployments/{deploymentId}`. */
  path: string;
  operationId: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  bodyRequired: boolean;
  /** Called with what the app validated with this operation's (or its dialect's) schemas. */
  handler(ctx: ValidatedContext): Response | Promise<Response>;
}

/** `request.body` of a route: a JSON body with its schema, which the request must carry. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true as const, content: { 'application/json': { schema } } };
}

/** `request.body` of a route whose JSON body may be left out (the handler then gets `undefined`). */
export function optionalJsonBody<S extends z.ZodType>(schema: S) {
  return { required: false as const, content: { 'application/json': { schema } } };
}

/** A response of a route: its description and JSON body schema. */
export function jsonContent<S extends z.ZodType>(description: string, schema: S) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export function defineOperation<R extends SandboxRoute>(
  spec: { route: R; handler: OperationHandler<R> } & OperationOptions,
): Operation {
  const { route, handler, ...options } = spec;
  const media = route.request?.body?.content['application/json'];
  const body = media && 'schema' in media ? (media.schema as z.ZodType) : undefined;
  return {
    ...options,
    route,
    method: route.method,
    path: route.path,
    operationId: route.operationId,
    params: route.request?.params,
    query: route.request?.query,
    body,
    bodyRequired: route.request?.body?.required ?? false,
    // The typed responses are plain `Response`s at runtime; the context's types are checked at the declaration.
    handler: handler as unknown as Operation['handler'],
  };
}
