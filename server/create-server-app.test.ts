import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from './create-server-app.ts';
import { createSandbox, type Sandbox } from './sandbox/create-sandbox.ts';

let dist: string;
let sandbox: Sandbox;
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'switchboard-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Switchboard</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  sandbox = createSandbox();
  app = createServerApp({ mode: 'sandbox', fetch: sandbox.fetch }, { staticDir: dist });
});
afterAll(() => {
  sandbox.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => app.fetch(new Request(`http://127.0.0.1${path}`, init));

describe('the production server app', () => {
  it('reports sandbox mode', async () => {
    expect(await (await get('/__switchboard/connection')).json()).toEqual({ mode: 'sandbox' });
  });

  it('routes both API prefixes and /__sandbox to the sandbox', async () => {
    const auth = { headers: { authorization: `Bearer ${sandbox.fixtures.keys.admin}` } };
    expect((await get('/api/v1/deployments', auth)).status).toBe(200);
    expect((await get(`/build/api/v1/deployments/${sandbox.fixtures.deployments.primary}/branches`, auth)).status).toBe(200);
    expect((await get('/__sandbox/health')).status).toBe(200);
    expect((await get('/api/v1/deployments')).status).toBe(401);
  });

  it('serves index.html with no-cache and every security header', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // User content never runs as script: only the console's own scripts, no framing of the console.
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src 'self' blob: data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; worker-src 'self' blob:",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('falls back to index.html for client routes, not for missing files', async () => {
    const route = await get('/deployments/1/workbooks?offset=20');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await get('/assets/missing-file.js')).status).toBe(404);
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app")');
  });

  it('never serves files outside dist', async () => {
    const res = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });
});

describe('the frame host for user HTML', () => {
  it('is served with its own locked-down policy: scripts run, nothing connects, only this origin may frame it', async () => {
    const app = createServerApp({ mode: 'sandbox', fetch: () => Promise.resolve(new Response('')) }, {});
    const response = await app.fetch(new Request('http://127.0.0.1/__switchboard/frame'));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(await response.text()).toContain('event.source !== parent');
  });
});
