import type { core } from 'zod/mini';

/** The service answered with a non-2xx status. `message` is the service's own words when it gave any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly operation: string,
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, refused, proxy down before headers). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly operation: string,
    message = 'The console could not reach the server. Check your connection and try again.',
  ) {
    super(message);
  }
}

/** The answer did not have the shape the console relies on; names the first offending field path. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(
    readonly operation: string,
    readonly fieldPath: string,
    readonly detail: string,
    readonly issueCount: number,
  ) {
    super(`Unexpected response from ${operation}: ${fieldPath || '(the whole body)'}: ${detail}`);
  }
}

/** `a.b[0].c` from a zod issue path. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, part) => {
    if (typeof part === 'number') return `${acc}[${part}]`;
    const key = String(part);
    return acc ? `${acc}.${key}` : key;
  }, '');
}

export function schemaErrorFrom(operation: string, error: core.$ZodError): SchemaError {
  const first = error.issues[0];
  return new SchemaError(operation, first ? formatIssuePath(first.path) : '', first?.message ?? 'invalid', error.issues.length);
}

/** A message safe and useful to show in the page for any error thrown by the API layer. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError || error instanceof SchemaError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
