import { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox.ts';

/** Test helper: a fresh in-memory sandbox and small request functions that call its app in-process. */
export function testSandbox(opts: SandboxOptions = {}) {
  const sb: Sandbox = createSandbox(opts);
  const call = (
    method: string,
    path: string,
    init: { key?: string | null; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> } = {},
  ) => {
    const headers = new Headers(init.headers);
    const key = init.key === undefined ? sb.fixtures.keys.admin : init.key;
    if (key !== null) headers.set('authorization', `Bearer ${key}`);
    let body: BodyInit | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.body);
    }
    return sb.fetch(
      new Request(`http://localhost${path}`, { method, headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) }),
    );
  };
  const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> =>
    (await res).json() as Promise<T>;
  return {
    sb,
    fx: sb.fixtures,
    get: (path: string, key?: string | null) => call('GET', path, { key }),
    post: (path: string, body?: unknown, key?: string | null) => call('POST', path, { key, body }),
    put: (path: string, body?: unknown, key?: string | null) => call('PUT', path, { key, body }),
    call,
    json,
  };
}

export type TestSandbox = ReturnType<typeof testSandbox>;
