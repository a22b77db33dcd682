import { safeParse, type core, type output } from 'zod/mini';
import { getApiKey } from './credentials';
import { ApiError, NetworkError, schemaErrorFrom } from './errors';
import { isAbortError } from '@/lib/is-abort-error';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Human name of the operation, used in error messages ("List deployments"). */
  operation: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored key, for checking a key before it is accepted at sign-in. */
  apiKey?: string;
}

function buildPath(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Relative URLs only: the console's own server decides where the API is (DESIGN.md). */
function toUrl(pathWithQuery: string): string {
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  return new URL(pathWithQuery, origin).toString();
}

/**
 * A request as plain data (URL and init, with the key's header), so it can be sent where the key cannot be read from
 * storage: a worker gets it by message (never in a URL), sends it with `fetch`, and reports a refusal back for
 * `apiErrorFrom`.
 */
export interface PreparedRequest {
  operation: string;
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string; credentials: 'omit' };
}

export function prepareRequest(options: RequestOptions): PreparedRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = options.apiKey ?? getApiKey();
  if (key) headers.Authorization = `Bearer ${key}`;
  const init: PreparedRequest['init'] = { method: options.method ?? 'GET', headers, credentials: 'omit' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return { operation: options.operation, url: toUrl(buildPath(options.path, options.query)), init };
}

/** Sends a prepared request; resolves to the response once it is known to be 2xx (the body may still stream). */
export async function send(request: PreparedRequest, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request.url, { ...request.init, signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new NetworkError(request.operation);
  }
  if (!response.ok) throw await apiErrorFrom(request.operation, response);
  return response;
}

/** Sends the request and returns the raw response once it is known to be 2xx; for streamed bodies. */
export function requestRaw(options: RequestOptions): Promise<Response> {
  return send(prepareRequest(options), options.signal);
}

/** Sends the request, then validates the JSON answer against `schema`. */
export async function request<S extends core.$ZodType>(options: RequestOptions & { schema: S }): Promise<output<S>> {
  const response = await requestRaw(options);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    throw new ApiError(
      options.operation,
      response.status,
      `${options.operation}: the server answered with something that is not JSON.`,
    );
  }
  const parsed = safeParse(options.schema, json);
  if (!parsed.success) throw schemaErrorFrom(options.operation, parsed.error);
  return parsed.data;
}

const MAX_RAW_BODY_IN_MESSAGE = 300;

/** `{ error }` when the body has it, otherwise the status text and the raw body (public-api-notes.md). */
export async function apiErrorFrom(operation: string, response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still gets a message from the status line.
  }
  let message: string | null = null;
  let code: string | null = null;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object') {
      const record = json as Record<string, unknown>;
      if (typeof record.error === 'string' && record.error.trim()) message = record.error;
      else if (typeof record.message === 'string' && record.message.trim()) message = record.message;
      if (typeof record.code === 'string') code = record.code;
    }
  } catch {
    // Not JSON: fall through to the status text and raw body.
  }
  if (!message) {
    const statusText = response.statusText || `HTTP ${response.status}`;
    const raw = text.trim().slice(0, MAX_RAW_BODY_IN_MESSAGE);
    message = raw ? `${statusText}: ${raw}` : statusText;
  }
  return new ApiError(operation, response.status, redactSecrets(message), code);
}

/** Defence in depth: a server that echoes the bearer token must not put it on screen. */
function redactSecrets(message: string): string {
  const key = getApiKey();
  let out = message.replace(/Bearer\s+[^\s"']+/gi, 'Bearer [HIDDEN]');
  if (key && key.length >= 6) out = out.split(key).join('[HIDDEN]');
  return out;
}
