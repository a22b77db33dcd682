import { afterEach, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createProxy, parseUpstream, refuseEscapingPath, type ProxyLimits } from './proxy.ts';
import { closeServer, listen } from './listen.ts';

const KEY = 'proxy_limits_key_123';
const servers: (Server | TcpServer)[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => ('closeAllConnections' in s ? closeServer(s) : new Promise((r) => s.close(r)))));
});

/** A stub upstream on loopback that answers as `handler` says. */
async function upstream(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<URL> {
  const server = createHttpServer(handler);
  server.on('connection', (s) => sockets.push(s));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return parseUpstream(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, true);
}

/** The proxy behind a real listener, as `server/main.ts` runs it (node-server, the raw-path guard). */
async function proxyServer(target: URL, limits: Partial<ProxyLimits>): Promise<string> {
  const proxy = createProxy(target, limits);
  const api = getRequestListener((req, env) => proxy(req, env.incoming as IncomingMessage));
  const { server, port } = await listen(
    (req, res) => {
      if (!refuseEscapingPath(req.url ?? '/', res)) void api(req, res);
    },
    0,
    '127.0.0.1',
  );
  servers.push(server);
  return `http://127.0.0.1:${port}`;
}

const auth = { authorization: `Bearer ${KEY}` };
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('the proxy never hangs', () => {
  it('answers 504 when the upstream accepts the connection and never answers', async () => {
    let seen = 0;
    const target = await upstream(() => void seen++);
    const res = await createProxy(target, { firstByteMs: 200 })(
      new Request('http://localhost/api/v1/deployments', { headers: auth }),
    );
    expect(res.status).toBe(504);
    expect(await errorOf(res)).toBe(`The upstream ${target.host} sent no answer within 0.2 s`);
    expect(seen).toBe(1);
  });

  it('answers 504 when the connection (here the TLS handshake) never completes', async () => {
    const tcp = createTcpServer((s) => sockets.push(s));
    servers.push(tcp);
    await new Promise<void>((r) => tcp.listen(0, '127.0.0.1', r));
    const target = parseUpstream(`https://127.0.0.1:${(tcp.address() as AddressInfo).port}`, false);
    const res = await createProxy(target, { connectMs: 200 })(
      new Request('http://localhost/api/v1/deployments', { headers: auth }),
    );
    expect(res.status).toBe(504);
    expect(await errorOf(res)).toBe(`The upstream ${target.host} did not accept the connection within 0.2 s`);
  });

  it('passes a slow answer that comes within the limit', async () => {
    const target = await upstream((_req, res) => setTimeout(() => res.end('{"ok":true}'), 100));
    const res = await createProxy(target, { firstByteMs: 5_000 })(new Request('http://localhost/api/v1/x', { headers: auth }));
    expect([res.status, await res.text()]).toEqual([200, '{"ok":true}']);
  });

  it('ends the body in an error when the upstream goes silent mid-body, or closes mid-body', async () => {
    for (const end of ['silent', 'close'] as const) {
      const target = await upstream((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '1000' });
        res.write('timestamp,userEmail\r\n', () => {
          if (end === 'close') res.socket?.destroy();
        });
      });
      const res = await createProxy(target, { idleMs: 200 })(
        new Request('http://localhost/api/v1/audit-logs/export', { headers: auth }),
      );
      expect(res.status).toBe(200);
      await expect(res.text(), end).rejects.toThrow();
    }
  });

  it('aborts the upstream request when the browser hangs up', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((r) => (upstreamClosed = r));
    let arrived!: () => void;
    const requested = new Promise<void>((r) => (arrived = r));
    const target = await upstream((req) => {
      req.socket.once('close', upstreamClosed);
      arrived();
    });
    const base = await proxyServer(target, { firstByteMs: 60_000 });
    const browser = new AbortController();
    const pending = fetch(`${base}/api/v1/deployments`, { headers: auth, signal: browser.signal }).catch(() => 'aborted');
    await requested;
    browser.abort();
    expect(await pending).toBe('aborted');
    await closed; // Resolves only if the proxy closed its upstream request (the test times out otherwise).
  });
});

describe('the proxy never buffers', () => {
  it('streams a request body up before the browser has finished sending it', async () => {
    let firstChunkUpstream!: () => void;
    const upstreamHasData = new Promise<void>((r) => (firstChunkUpstream = r));
    const target = await upstream((req, res) => {
      let bytes = 0;
      req.once('data', () => firstChunkUpstream());
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => res.end(JSON.stringify({ bytes })));
    });
    const base = await proxyServer(target, {});
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 1) await upstreamHasData; // Deadlocks (the test times out) if the proxy waits for the whole body.
        if (sent === 2) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const res = await fetch(`${base}/api/v1/upload`, { method: 'POST', headers: auth, body, duplex: 'half' } as RequestInit);
    expect(await res.json()).toEqual({ bytes: 2048 });
  });

  it('holds at most a few buffers of a body an upstream reads slowly (back-pressure)', async () => {
    const CHUNK = 64 * 1024;
    let received = 0;
    let mostAhead = 0;
    let produced = 0;
    const target = await upstream((req, res) => {
      req.on('data', (c: Buffer) => {
        received += c.length;
        req.pause();
        setTimeout(() => req.resume(), 1); // A slow reader: one chunk every few milliseconds.
      });
      req.on('end', () => res.end(JSON.stringify({ received })));
    });
    const base = await proxyServer(target, { maxBodyBytes: 64 * 1024 * 1024 });
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        mostAhead = Math.max(mostAhead, produced - received);
        if (produced >= 64 * 1024 * 1024) return controller.close();
        produced += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK));
      },
    });
    const res = await fetch(`${base}/api/v1/upload`, { method: 'POST', headers: auth, body, duplex: 'half' } as RequestInit);
    expect(await res.json()).toEqual({ received: 64 * 1024 * 1024 });
    // Loopback socket buffers on both hops (a few MiB each) plus a stream buffer; a proxy holding the body would be
    // tens of MiB ahead.
    expect(mostAhead).toBeLessThan(20 * 1024 * 1024);
  });

  it('answers 413 to a body over the limit, declared or streamed, and stops the upstream request', async () => {
    let upstreamBytes = 0;
    const target = await upstream((req, res) => {
      req.on('data', (c: Buffer) => (upstreamBytes += c.length));
      req.on('end', () => res.end('{}'));
    });
    const base = await proxyServer(target, { maxBodyBytes: 1024 * 1024 });
    const declared = await fetch(`${base}/api/v1/upload`, {
      method: 'POST',
      headers: auth,
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect([declared.status, await errorOf(declared)]).toEqual([
      413,
      'The request body is larger than the proxy forwards (1048576 bytes)',
    ]);
    let chunks = 0;
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++chunks > 64) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await fetch(`${base}/api/v1/upload`, {
      method: 'POST',
      headers: auth,
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(upstreamBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('the proxy keeps to its prefixes', () => {
  it.each([
    '/api/v1/..%2f..%2finternal',
    '/api/v1/..%2F..%2Finternal',
    '/api/v1/%2e%2e/%2E%2E/internal',
    '/api/v1/x%5c..%5cadmin',
  ])('answers %s with a 400 before forwarding anything', async (path) => {
    let seen = 0;
    const target = await upstream((_req, res) => {
      seen++;
      res.end('{}');
    });
    const base = await proxyServer(target, {});
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // A raw request: fetch would resolve the dot segments before sending.
      const { port } = new URL(base);
      const req = request({ host: '127.0.0.1', port, path, headers: auth }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(400);
    expect((JSON.parse(res.body) as { error: string }).error).toMatch(/leaves the API/);
    expect(seen).toBe(0);
  });
});
