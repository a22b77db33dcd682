import type { z } from 'zod';
import type { Operation } from '../http/operation.ts';
import { HttpError, errorResponse } from '../http/http-error.ts';
import type { SandboxServices } from '../services.ts';
import type { Principal } from '../auth.ts';
import { buildOpenApi } from '../openapi.ts';
import type { Dialect } from './dialect.ts';
import { checkQuery, checkValue, type Issue } from './reference/check-request.ts';
import { referenceComponents } from './reference/schemas.ts';
import {
  referenceOperations,
  strings,
  withoutNulls,
  type EdgeContext,
  type ReferenceRequest,
  type SandboxRequest,
} from './reference/operations.ts';
import { referenceErrorResponse } from './reference/errors.ts';
import { buildReferenceOpenApi } from './reference/openapi.ts';

/** A request refused as outside the dialect's document: a 400 that the request log marks as such. */
export class RefusedRequest extends HttpError {
  constructor(
    message: string,
    readonly refusal: { kind: string; name: string },
  ) {
    super(400, message);
  }
}

interface RequestInput {
  params: Record<string, string>;
  search: URLSearchParams;
  body: unknown;
}

interface Ctx {
  sb: SandboxServices;
  principal: Principal | undefined;
}

/**
 * Everything that differs between the dialects, at the edge of the app: which requests are accepted and how they
 * reach the handler, how a 200 body is shaped, how an error looks, and the OpenAPI document.
 */
export interface DialectEdge {
  readonly dialect: Dialect;
  /** Whether the operation is in this dialect's published document. */
  published(op: Operation): boolean;
  /** The request in the handler's terms; throws `RefusedRequest` for anything the document does not define. */
  request(op: Operation, input: RequestInput, ctx: Ctx): { sandbox: SandboxRequest; context: EdgeContext };
  /** The zod schemas the handler's query and body are validated with after `request`. */
  querySchema(op: Operation): z.ZodType | undefined;
  bodySchema(op: Operation): z.ZodType | undefined;
  response(op: Operation, res: Response, context: EdgeContext): Promise<Response>;
  error(status: number, message: string, headers?: Record<string, string>): Response;
  openApi(operations: readonly Operation[]): Record<string, unknown>;
}

const specEdge: DialectEdge = {
  dialect: 'spec',
  published: () => true,
  request: (_op, input, ctx) => {
    const request = { params: input.params, query: Object.fromEntries(input.search), body: input.body };
    return { sandbox: request, context: { ...ctx, request } };
  },
  querySchema: (op) => op.specQuery ?? op.query,
  bodySchema: (op) => op.specBody ?? op.body,
  response: (_op, res) => Promise.resolve(res),
  error: errorResponse,
  openApi: (operations) => buildOpenApi(operations),
};

function refusal(where: 'query' | 'body', found: Issue, op: Operation): RefusedRequest {
  // A repeated (array) query parameter is named as the parameter, not as one of its values.
  const issue = where === 'query' ? { ...found, path: found.path.replace(/\[\d+\]$/, '') } : found;
  const what =
    where === 'query' ? `Query parameter "${issue.path}"` : issue.path === '(body)' ? 'The body' : `Body field "${issue.path}"`;
  const operation = `${op.method.toUpperCase()} ${op.path}`;
  const message =
    issue.kind === 'undefined' ? `${what} is not defined for ${operation}` : `${what} ${issue.detail} (${operation})`;
  return new RefusedRequest(message, { kind: issue.kind, name: issue.path });
}

const referenceEdge: DialectEdge = {
  dialect: 'reference',
  published: (op) => op.operationId in referenceOperations,
  request: (op, input, ctx) => {
    const ref = referenceOperations[op.operationId];
    if (!ref) {
      // Not in the published document (the audit export): served as the spec defines it.
      const request = { params: input.params, query: Object.fromEntries(input.search), body: input.body };
      return { sandbox: request, context: { ...ctx, request } };
    }
    const checked = checkQuery(ref.query ?? {}, input.search, referenceComponents);
    if ('issue' in checked) throw refusal('query', checked.issue, op);
    if (input.body !== undefined) {
      if (!ref.body)
        throw new RefusedRequest(`${op.method.toUpperCase()} ${op.path} takes no body`, { kind: 'undefined', name: '(body)' });
      const issue = checkValue(ref.body, input.body, referenceComponents);
      if (issue) throw refusal('body', issue, op);
    }
    const request: ReferenceRequest = { params: input.params, query: checked.values, body: input.body };
    const context: EdgeContext = { ...ctx, request };
    const sandbox = ref.toSandbox
      ? ref.toSandbox(request, context)
      : { params: input.params, query: strings(checked.values), body: withoutNulls(input.body) };
    return { sandbox, context };
  },
  querySchema: (op) => op.query,
  bodySchema: (op) => op.body,
  response: async (op, res, context) => {
    const ref = referenceOperations[op.operationId];
    if (!ref?.shape || res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('application/json')) return res;
    const shaped = ref.shape((await res.json()) as unknown, context);
    return new Response(JSON.stringify(shaped), { status: 200, headers: res.headers });
  },
  error: referenceErrorResponse,
  openApi: (operations) =>
    buildReferenceOpenApi(
      operations.flatMap((op) => {
        const reference = referenceOperations[op.operationId];
        return reference ? [{ method: op.method, path: op.path, reference }] : [];
      }),
    ),
};

export const edges: Record<Dialect, DialectEdge> = { spec: specEdge, reference: referenceEdge };
