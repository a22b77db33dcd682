import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
// By path: some tests run in a scratch directory, where `--import tsx` would not find the package.
const TSX_LOADER = pathToFileURL(join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/**
 * One Node process with tsx as its loader, so a signal reaches the server's own handler. (The tsx CLI is a parent that
 * relays signals and, when its child does not confirm one within 30 ms, as on a loaded machine, kills it and exits 143.)
 */
function start(script: string, args: string[], cwd = ROOT): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, join(ROOT, script), ...args], {
    cwd,
    env: { ...process.env, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the URL from the "listening" line, and every stdout line seen until then plus a few after. */
function listeningUrl(child: ChildProcess): Promise<{ url: string; lines: string[] }> {
  return new Promise((resolvePromise, reject) => {
    const lines: string[] = [];
    let url: string | null = null;
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (line) => {
      lines.push(line);
      const m = /^Switchboard listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      if (m) url = m[1] as string;
      // The demo key block ends with the expired persona.
      if (url && (/expired/.test(line) || /Proxying/.test(line))) resolvePromise({ url, lines });
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
  });
}

/** A working directory holding a stand-in for `dist/` (main.ts serves ./dist). */
function builtConsole(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'switchboard-built-'));
  mkdirSync(join(cwd, 'dist'));
  writeFileSync(join(cwd, 'dist', 'index.html'), '<!doctype html><title>Built console</title>');
  return cwd;
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

describe('npm run sandbox (server/sandbox/cli.ts)', () => {
  it('prints the listening line and the demo keys, serves the API and exits 0 on SIGTERM', async () => {
    const child = start('server/sandbox/cli.ts', ['--port', '0', '--data', ':memory:']);
    const exited = exitCode(child);
    try {
      const { url, lines } = await listeningUrl(child);
      expect(lines.filter((l) => l.startsWith('Switchboard listening on'))).toHaveLength(1);
      const fixtures = (await (await fetch(`${url}/__sandbox/fixtures`)).json()) as { keys: Record<string, string> };
      for (const key of Object.values(fixtures.keys)) expect(lines.join('\n')).toContain(key);
      const res = await fetch(`${url}/api/v1/deployments`, { headers: { authorization: `Bearer ${fixtures.keys.admin}` } });
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('refuses a bad option with a usage message', async () => {
    const child = start('server/sandbox/cli.ts', ['--fail-rate', '2']);
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    expect(await exitCode(child)).toBe(2);
    expect(stderr).toContain('--fail-rate');
  });
});

describe('the built server (npm run build, npm run serve)', () => {
  it('runs as one plain Node process from dist-server/, serves, and exits 0 on SIGTERM', { timeout: 180_000 }, async () => {
    // Compiled inside the checkout so the output resolves node_modules as dist-server/ does.
    const out = mkdtempSync(join(ROOT, '.test-dist-server-'));
    const cwd = builtConsole();
    try {
      const tsc = spawn(
        process.execPath,
        [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.server.json', '--outDir', out],
        {
          cwd: ROOT,
          stdio: 'inherit',
        },
      );
      expect(await exitCode(tsc)).toBe(0);
      const child = spawn(process.execPath, [join(out, 'server', 'main.js'), '--port', '0', '--data', ':memory:'], {
        cwd,
        env: { ...process.env, PORT: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = exitCode(child);
      try {
        const { url } = await listeningUrl(child);
        expect(await (await fetch(`${url}/deployments`)).text()).toContain('Built console');
        const fixtures = (await (await fetch(`${url}/__sandbox/fixtures`)).json()) as { keys: Record<string, string> };
        const res = await fetch(`${url}/api/v1/deployments`, { headers: { authorization: `Bearer ${fixtures.keys.admin}` } });
        expect(res.status).toBe(200);
        // No tsx and no shell: the process that was started is the server.
        expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')[1]).toBe(join(out, 'server', 'main.js'));
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});

describe('server/main.ts', () => {
  it('without --dev and without dist/ says to build first and exits 1', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'switchboard-nodist-'));
    try {
      const child = start('server/main.ts', ['--port', '0', '--data', ':memory:'], empty);
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      expect(await exitCode(child)).toBe(1);
      expect(stderr).toContain('Run `npm run build` first');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses a plain-http upstream that is not loopback', async () => {
    const child = start('server/main.ts', [
      '--dev',
      '--port',
      '0',
      '--upstream',
      'http://acme.example.com',
      '--allow-insecure-upstream',
    ]);
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    expect(await exitCode(child)).toBe(2);
    expect(stderr).toMatch(/loopback/);
  });

  it('serves the built console and the sandbox on one port', async () => {
    const cwd = builtConsole();
    const child = start('server/main.ts', ['--port', '0', '--data', ':memory:'], cwd);
    const exited = exitCode(child);
    try {
      const { url } = await listeningUrl(child);
      const page = await fetch(`${url}/deployments`);
      expect(await page.text()).toContain('Built console');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await (await fetch(`${url}/__switchboard/connection`)).json()).toEqual({ mode: 'sandbox' });
      expect((await fetch(`${url}/__sandbox/health`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    rmSync(cwd, { recursive: true, force: true });
  });

  it('passes --dialect reference to the sandbox behind the console', async () => {
    const cwd = builtConsole();
    const child = start('server/main.ts', ['--port', '0', '--data', ':memory:', '--dialect', 'reference'], cwd);
    const exited = exitCode(child);
    try {
      const { url, lines } = await listeningUrl(child);
      expect(lines).toContain('Sandbox dialect: reference');
      const fixtures = (await (await fetch(`${url}/__sandbox/fixtures`)).json()) as { keys: Record<string, string> };
      const auth = { authorization: `Bearer ${fixtures.keys.admin}` };
      const list = (await (await fetch(`${url}/api/v1/deployments`, { headers: auth })).json()) as { items: { id: unknown }[] };
      expect(typeof list.items[0]?.id).toBe('number');
      const refused = await fetch(`${url}/api/v1/deployments/1/workbooks?search=x`, { headers: auth });
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
        400,
        'Query parameter "search" is not defined for GET /api/v1/deployments/{deploymentId}/workbooks',
      ]);
      const log = (await (await fetch(`${url}/__sandbox/requests`)).json()) as { dialect: string; requests: unknown[] };
      expect(log.dialect).toBe('reference');
      expect(JSON.stringify(log)).not.toContain(fixtures.keys.admin);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    rmSync(cwd, { recursive: true, force: true });
  });

  it('in proxy mode prints no key and reports the upstream host only', async () => {
    const cwd = builtConsole();
    const child = start('server/main.ts', ['--port', '0', '--upstream', 'http://127.0.0.1:9', '--allow-insecure-upstream'], cwd);
    const exited = exitCode(child);
    try {
      const { url, lines } = await listeningUrl(child);
      expect(lines.join('\n')).not.toMatch(/sbx_/);
      expect(await (await fetch(`${url}/__switchboard/connection`)).json()).toEqual({ mode: 'proxy', upstream: '127.0.0.1:9' });
      const res = await fetch(`${url}/api/v1/deployments`, { headers: { authorization: 'Bearer whatever_key_123' } });
      expect(res.status).toBe(502);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
    rmSync(cwd, { recursive: true, force: true });
  });
});
