import {
  createSandbox,
  type Dialect,
  type Fixtures,
  type LoggedRequest,
  type Sandbox,
  type SandboxOptions,
} from '../../server/sandbox/create-sandbox.ts';
import { TEST_REQUEST_HEADER } from '../../server/sandbox/request-log.ts';

export type { SandboxOptions };

/** Paths the in-process sandbox answers; anything else goes to the original fetch. */
const HANDLED_PREFIXES = ['/api/', '/build/', '/__sandbox/', '/__switchboard/'];
const BASE = 'http://localhost';

export interface InProcessSandbox {
  fixtures: Fixtures;
  sandbox: Sandbox;
  /** `spec` unless `startInProcessSandbox({ dialect: 'reference' })`. */
  dialect: Dialect;
  /** The console's requests the reference dialect refused as outside the published document (names only). */
  undefinedRequests(): LoggedRequest[];
  /** Puts the original `fetch` back and closes the database. */
  restore(): void;
  /** A request straight to the sandbox, e.g. to arrange state: `request('/api/v1/...', { key, method: 'PUT', body })`. */
  request(path: string, init?: { key?: string; method?: string; body?: unknown }): Promise<Response>;
}

function pageOrigin(): string | null {
  try {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

function abortError(): Error {
  try {
    return new DOMException('The operation was aborted.', 'AbortError');
  } catch {
    const e = new Error('The operation was aborted.');
    e.name = 'AbortError';
    return e;
  }
}

interface SignalLike {
  aborted: boolean;
  addEventListener(type: 'abort', fn: () => void, opts?: { once?: boolean }): void;
  removeEventListener(type: 'abort', fn: () => void): void;
}

/**
 * Answers the console's API calls with the real sandbox app, in-process (for component tests in jsdom), in the
 * spec's shapes or, with `{ dialect: 'reference' }`, in the published reference's.
 * jsdom's AbortSignal is not Node's, so a signal is never handed to `new Request`; an abort rejects
 * the call with an AbortError instead.
 */
export function startInProcessSandbox(opts?: SandboxOptions): InProcessSandbox {
  const sandbox = createSandbox(opts);
  const original = globalThis.fetch;
  const origins = new Set([BASE, pageOrigin()].filter((o): o is string => o !== null));

  const patched = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const isRequest =
      typeof input === 'object' &&
      input !== null &&
      'url' in input &&
      typeof input.method === 'string' &&
      !(input instanceof URL);
    const rawUrl = isRequest ? input.url : input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    const url = new URL(rawUrl, BASE);
    if (!origins.has(url.origin) || !HANDLED_PREFIXES.some((p) => url.pathname.startsWith(p))) return original(input, init);

    const signal = (init?.signal ?? (isRequest ? input.signal : null)) as SignalLike | null;
    if (signal?.aborted) throw abortError();

    const method = (init?.method ?? (isRequest ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(isRequest ? input.headers : undefined);
    if (init?.headers) new Headers(init.headers).forEach((v, k) => headers.set(k, v));
    let body: BodyInit | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      if (init?.body !== undefined && init.body !== null)
        body = typeof init.body === 'string' ? init.body : (init.body as BodyInit);
      else if (isRequest) body = await input.text();
    }
    // The caller's signal may be jsdom's, which `Request` refuses: the sandbox gets a Node signal that follows it, so
    // an aborted call stops there too rather than running on after the test (and its database) has finished.
    const cancel = signal ? new AbortController() : null;
    const request = new Request(new URL(url.pathname + url.search, BASE), {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(cancel ? { signal: cancel.signal } : {}),
    });

    const answer = sandbox.fetch(request);
    if (!signal || !cancel) return answer;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        cancel.abort();
        reject(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(
        (res) => {
          signal.removeEventListener('abort', onAbort);
          if (signal.aborted) reject(abortError());
          else resolve(res);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  };
  globalThis.fetch = patched;

  return {
    fixtures: sandbox.fixtures,
    sandbox,
    dialect: sandbox.dialect,
    undefinedRequests: () => sandbox.requests.list().filter((r) => r.refused !== null && !r.fromTest),
    restore() {
      if (globalThis.fetch === patched) globalThis.fetch = original;
      sandbox.close();
    },
    request(path, init = {}) {
      const headers = new Headers({ [TEST_REQUEST_HEADER]: '1' });
      if (init.key) headers.set('authorization', `Bearer ${init.key}`);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      return sandbox.fetch(
        new Request(new URL(path, BASE), {
          method: init.method ?? 'GET',
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
        }),
      );
    },
  };
}
