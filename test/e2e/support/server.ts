import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Fixtures } from '../../../server/sandbox/fixtures';

export interface RunningServer {
  baseURL: string;
  fixtures: Fixtures;
  /** Asks the sandbox through HTTP, e.g. to count workbooks before and after an action. */
  api<T = unknown>(path: string, init?: { key?: string; method?: string; body?: unknown }): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

const LISTENING = /Switchboard listening on (http:\/\/[^\s]+)/;

/**
 * Starts the production server (`dist/` + a fresh in-memory sandbox) on a free loopback port.
 * Each test file gets its own, so files never see each other's clones or toggles.
 */
export async function startServer(extraArgs: string[] = []): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', ':memory:', ...extraArgs],
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

  return {
    baseURL,
    fixtures,
    async api<T>(path: string, init: { key?: string; method?: string; body?: unknown } = {}) {
      const headers: Record<string, string> = {};
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
