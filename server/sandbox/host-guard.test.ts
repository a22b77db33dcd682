import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandbox, type Sandbox } from './create-sandbox.ts';
import { allowedHostsFor } from './http/host-guard.ts';
import { closeServer, listen } from '../listen.ts';

let sandbox: Sandbox;
let server: Server;
let port: number;
beforeAll(async () => {
  sandbox = createSandbox({ allowedHosts: allowedHostsFor('127.0.0.1') });
  ({ server, port } = await listen(getRequestListener(sandbox.app.fetch), 0, '127.0.0.1'));
});
afterAll(async () => {
  await closeServer(server);
  sandbox.close();
});

/** A request over a real socket with any `Host` header (fetch will not send a forged one). */
function get(
  path: string,
  host: string,
  key?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('sandbox tools answer only to the configured host', () => {
  it.each(['evil.example', 'evil.example:80', 'attacker.test:5173', '127.0.0.1.nip.io'])(
    'refuses /__sandbox/fixtures to Host %s with a 403 {error}, handing out no key',
    async (host) => {
      for (const path of ['/__sandbox/fixtures', '/__sandbox/requests']) {
        const res = await get(path, host);
        expect(res.status).toBe(403);
        expect((JSON.parse(res.body) as { error: string }).error).toMatch(/^The sandbox tools answer only to 127\.0\.0\.1/);
        expect(res.body).not.toContain(sandbox.fixtures.keys.admin);
      }
    },
  );

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers Host %s with the port', async (name) => {
    const res = await get('/__sandbox/fixtures', `${name}:${port}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(sandbox.fixtures.keys.admin);
  });

  it('also answers to a specific listen address it was given', () => {
    expect(allowedHostsFor('10.1.2.3')).toContain('10.1.2.3');
    expect(allowedHostsFor('0.0.0.0')).not.toContain('0.0.0.0');
  });

  it('marks API answers, errors and tools nosniff and no-store', async () => {
    const host = `127.0.0.1:${port}`;
    for (const res of [
      await get('/api/v1/deployments', host, sandbox.fixtures.keys.admin),
      await get('/api/v1/deployments', host),
      await get('/api/v1/deployments/0x1', host, sandbox.fixtures.keys.admin),
      await get('/api/v1/nothing', host, sandbox.fixtures.keys.admin),
      await get('/__sandbox/health', host),
      await get('/__sandbox/fixtures', 'evil.example'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers headers over 16 KB with a 431 {error}', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/v1/deployments', headers: { 'x-big': 'a'.repeat(20_000) } },
        (r) => {
          let body = '';
          r.setEncoding('utf8');
          r.on('data', (c: string) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ error: 'The request headers are larger than the server accepts (16 KB)' });
  });
});
