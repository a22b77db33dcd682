import type { z } from 'zod';
import type { Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import type { InputLimits } from './strict-input.ts';

export type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

export interface OperationContext<P, Q, B> {
  req: Request;
  principal: Principal;
  params: P;
  query: Q;
  body: B;
  sb: SandboxServices;
}

export interface ResponseDoc {
  description: string;
  /** JSON body schema; omitted for non-JSON bodies (then `contentType` says what it is). */
  schema?: z.ZodType;
  contentType?: string;
}

/**
 * One operation of the sandbox: the zod schemas it validates with, its handler, and its documentation.
 * `GET /api/v1/spec` is generated from this same list, so the document cannot drift from the handlers.
 */
export interface Operation<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: Method;
  /** OpenAPI-style path, e.g. `/api/v1/deployments/{deploymentId}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Public operations skip authentication (only the spec document). */
  public?: boolean;
  params?: P;
  /** What the handler understands, from any dialect (the reference dialect may pass more than the spec defines). */
  query?: Q;
  body?: B;
  /**
   * The spec's own query or body when narrower than `query`/`body`: the spec dialect validates with it (so it keeps
   * refusing or ignoring what the spec does not define) and documents it at `GET /api/v1/spec`.
   */
  specQuery?: z.ZodType;
  specBody?: z.ZodType;
  bodyRequired?: boolean;
  /** Looser JSON body bounds for an operation that needs them (the defaults are `DEFAULT_INPUT_LIMITS`). */
  bodyLimits?: Partial<InputLimits>;
  responses: Record<number, ResponseDoc>;
  handler(ctx: OperationContext<z.output<P>, z.output<Q>, z.output<B>>): Response | Promise<Response>;
}

export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType>;

export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  op: Operation<P, Q, B>,
): AnyOperation {
  return op;
}
