import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Fixtures } from '../../../server/sandbox/fixtures';
import type { Dialect } from '../../../server/sandbox/dialects/dialect';
import { TEST_REQUEST_HEADER, type LoggedRequest } from '../../../server/sandbox/request-log';

export type { Dialect };

export interface RunningServer {
  baseURL: string;
  fixtures: Fixtures;
  /** The sandbox's dialect: `spec` (management-api.md) or `reference` (the published API reference). */
  dialect: Dialect;
  /** Asks the sandbox through HTTP, e.g. to count workbooks before and after an action. */
  api<T = unknown>(path: string, init?: { key?: string; method?: string; body?: unknown }): Promise<{ status: number; body: T }>;
  /** What the sandbox was asked so far (names only), as `GET /__sandbox/requests` lists it. */
  requests(): Promise<LoggedRequest[]>;
  clearRequests(): Promise<void>;
  /**
   * Stops the server. In the reference dialect it first reads the request log and, once stopped, fails when the
   * console sent anything the published document does not define (see `undefinedRequests`).
   */
  stop(): Promise<void>;
}

/** The dialect a test run uses: `E2E_DIALECT` (set by `test/e2e/run.mjs`), else `spec`. */
export function dialectFromEnv(env: NodeJS.ProcessEnv = process.env): Dialect {
  const value = env.E2E_DIALECT ?? 'spec';
  if (value !== 'spec' && value !== 'reference') throw new Error(`E2E_DIALECT must be spec or reference, got "${value}"`);
  return value;
}

/** The console's requests that the reference dialect refused as outside the published document. */
function undefinedRequests(requests: readonly LoggedRequest[]): LoggedRequest[] {
  return requests.filter((r) => r.refused !== null && !r.fromTest);
}

function describeRequests(requests: readonly LoggedRequest[]): string {
  return requests
    .map(
      (r) =>
        `${r.method} ${r.template ?? r.path} -> ${r.status}: ${r.refused ? `${r.refused.kind} "${r.refused.name}"` : 'ok'}` +
        (r.query.length ? ` (query: ${r.query.join(', ')})` : '') +
        (r.bodyFields.length ? ` (body: ${r.bodyFields.join(', ')})` : ''),
    )
    .join('\n');
}

export interface StartServerOptions {
  /** Default: `E2E_DIALECT`, else `spec`. */
  dialect?: Dialect;
  args?: string[];
}

const LISTENING = /Switchboard listening on (http:\/\/[^\s]+)/;

/**
 * Starts the production server (`dist/` + a fresh in-memory sandbox) on a free loopback port.
 * Each test file gets its own, so files never see each other's clones or toggles.
 */
export async function startServer(options: StartServerOptions | string[] = {}): Promise<RunningServer> {
  const { dialect = dialectFromEnv(), args: extraArgs = [] } = Array.isArray(options) ? { args: options } : options;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', ':memory:', '--dialect', dialect, ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 30 s:\n${output.join('')}`)), 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(`${line}\n`);
      const match = LISTENING.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  const fixtures = (await (await fetch(`${baseURL}/__sandbox/fixtures`)).json()) as Fixtures;

  const requests = async (): Promise<LoggedRequest[]> => {
    const response = await fetch(`${baseURL}/__sandbox/requests`);
    return ((await response.json()) as { requests: LoggedRequest[] }).requests;
  };

  return {
    baseURL,
    fixtures,
    dialect,
    requests,
    async clearRequests() {
      await fetch(`${baseURL}/__sandbox/requests`, { method: 'DELETE' });
    },
    async api<T>(path: string, init: { key?: string; method?: string; body?: unknown } = {}) {
      const headers: Record<string, string> = { [TEST_REQUEST_HEADER]: '1' };
      if (init.key) headers.Authorization = `Bearer ${init.key}`;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${baseURL}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // CSV and other text bodies stay text.
      }
      return { status: response.status, body: body as T };
    },
    async stop() {
      const refused = dialect === 'reference' && child.exitCode === null ? undefinedRequests(await requests()) : [];
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (refused.length > 0)
        throw new Error(
          `The console sent ${refused.length} request(s) outside the published API reference:\n${describeRequests(refused)}`,
        );
    },
  };
}
