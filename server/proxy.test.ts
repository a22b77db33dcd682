import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy, parseUpstream } from './proxy.ts';
import { createServerApp } from './create-server-app.ts';

/** What the stub upstream saw of the last request. */
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string } | null = null;
/** Lets a streaming test hold the upstream response open until the client has read the first chunk. */
let releaseStream: (() => void) | null = null;

function stub(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
    const url = req.url ?? '';
    if (url.startsWith('/api/v1/audit-logs/export')) {
      res.writeHead(200, {
        'content-type': 'text/csv',
        'set-cookie': 'session=upstream',
        connection: 'close',
        'x-upstream': 'yes',
      });
      res.write('timestamp,userEmail\r\n');
      releaseStream = () => res.end('2025-01-01T00:00:00Z,a@b.c\r\n');
      return;
    }
    if (url.startsWith('/api/v1/redirect-away')) {
      res.writeHead(302, { location: 'https://evil.example/api/v1/deployments' });
      return res.end();
    }
    if (url.startsWith('/api/v1/redirect-home')) {
      res.writeHead(302, { location: '/api/v1/deployments?after-redirect=1' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'a=b', 'keep-alive': 'timeout=5' });
    res.end(JSON.stringify({ echo: { method: req.method, url, body: Buffer.concat(chunks).toString() } }));
  });
}

let server: Server;
let upstream: URL;
let proxy: (req: Request) => Promise<Response>;

beforeAll(async () => {
  server = createServer(stub);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  upstream = parseUpstream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, true);
  proxy = createProxy(upstream);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const KEY = 'real_account_key_0123456789';

describe('parseUpstream', () => {
  it('accepts https and refuses plain http unless allowed for a loopback address', () => {
    expect(parseUpstream('https://acme.example.com/some/path', false).href).toBe('https://acme.example.com/');
    expect(() => parseUpstream('http://acme.example.com', false)).toThrow(/https/);
    expect(() => parseUpstream('http://127.0.0.1:9', false)).toThrow(/https/);
    expect(() => parseUpstream('http://acme.example.com', true)).toThrow(/loopback/);
    expect(parseUpstream('http://localhost:9', true).host).toBe('localhost:9');
    expect(() => parseUpstream('not a url', false)).toThrow(/absolute URL/);
    expect(() => parseUpstream('https://user:pw@acme.example.com', false)).toThrow(/credentials/);
  });
});

describe('the proxy', () => {
  it('forwards the Authorization header, the method, the query and the body; drops cookies and hop-by-hop headers', async () => {
    const res = await proxy(
      new Request('http://localhost:5173/build/api/v1/deployments/7/branches/staging-environment?x=1', {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${KEY}`,
          cookie: 'console=1',
          'content-type': 'application/json',
          'proxy-authorization': 'nope',
          te: 'trailers',
          'x-custom': 'kept',
        },
        body: JSON.stringify({ enabled: true, branchName: 'staging' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(seen?.method).toBe('PUT');
    expect(seen?.url).toBe('/build/api/v1/deployments/7/branches/staging-environment?x=1');
    expect(seen?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers['proxy-authorization']).toBeUndefined();
    expect(seen?.headers['x-custom']).toBe('kept');
    expect(seen?.headers.host).toBe(upstream.host);
    expect(JSON.parse(seen?.body ?? '')).toEqual({ enabled: true, branchName: 'staging' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('keep-alive')).toBeNull();
  });

  it('streams a request body up', async () => {
    const enc = new TextEncoder();
    const parts = ['{"security_context":', '{"tenant":"a"}', '}'];
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        const next = parts.shift();
        if (next === undefined) c.close();
        else c.enqueue(enc.encode(next));
      },
    });
    const res = await proxy(
      new Request('http://localhost/api/v1/deployments/1/environments/e/tokens-for-meta-sync', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { authorization: `Bearer ${KEY}` },
      } as RequestInit),
    );
    expect(res.status).toBe(200);
    expect(seen?.body).toBe('{"security_context":{"tenant":"a"}}');
  });

  it('streams the response down: the first CSV chunk arrives before the upstream finishes', async () => {
    const res = await proxy(
      new Request('http://localhost/api/v1/audit-logs/export', { headers: { authorization: `Bearer ${KEY}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('set-cookie')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const dec = new TextDecoder();
    const first = await reader.read();
    expect(dec.decode(first.value)).toBe('timestamp,userEmail\r\n');
    // Only now does the upstream finish its body.
    expect(releaseStream).not.toBeNull();
    releaseStream?.();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += dec.decode(value);
    }
    expect(rest).toBe('2025-01-01T00:00:00Z,a@b.c\r\n');
  });

  it('refuses other paths', async () => {
    seen = null;
    for (const path of ['/api/v2/x', '/etc/passwd', '/__sandbox/fixtures', '/api/v1/../../admin']) {
      const res = await proxy(new Request(`http://localhost${path}`));
      expect(res.status, path).toBe(404);
    }
    expect(seen).toBeNull();
  });

  it('never follows a redirect, on its own host or another: a 502 says where it pointed', async () => {
    const away = await proxy(
      new Request('http://localhost/api/v1/redirect-away', { headers: { authorization: `Bearer ${KEY}` } }),
    );
    expect(away.status).toBe(502);
    expect(((await away.json()) as { error: string }).error).toBe(
      'The upstream answered with a redirect (302) to evil.example; not followed',
    );
    const home = await proxy(
      new Request('http://localhost/api/v1/redirect-home', { headers: { authorization: `Bearer ${KEY}` } }),
    );
    expect(home.status).toBe(502);
    expect(seen?.url).toBe('/api/v1/redirect-home');
  });

  it('answers 502 {error} without the key when the upstream is unreachable', async () => {
    const dead = createProxy(parseUpstream('http://127.0.0.1:1', true));
    const res = await dead(new Request('http://localhost/api/v1/deployments', { headers: { authorization: `Bearer ${KEY}` } }));
    expect(res.status).toBe(502);
    const text = await res.text();
    expect((JSON.parse(text) as { error: string }).error).toMatch(/unreachable/);
    expect(text).not.toContain(KEY);
  });

  it('serves through the server app in proxy mode: SCIM forwarded, connection shows the host only, no /__sandbox', async () => {
    const app = createServerApp({ mode: 'proxy', upstream, fetch: proxy }, {});
    const conn = await app.fetch(new Request('http://localhost/__switchboard/connection'));
    expect(await conn.json()).toEqual({ mode: 'proxy', upstream: upstream.host });
    const scim = await app.fetch(
      new Request('http://localhost/api/scim/v2/Users?count=5', { headers: { authorization: `Bearer ${KEY}` } }),
    );
    expect(scim.status).toBe(200);
    expect(seen?.url).toBe('/api/scim/v2/Users?count=5');
    expect((await app.fetch(new Request('http://localhost/__sandbox/fixtures'))).status).toBe(404);
  });
});
