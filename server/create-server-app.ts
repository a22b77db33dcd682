import { Hono } from 'hono';
import { errorResponse } from './sandbox/http/http-error.ts';
import { frameHostResponse } from './frame-host.ts';
import { consoleSecurityHeaders } from './security-headers.ts';
import { serveConsole } from './static-files.ts';
import { isProxiedPath, type ProxyHandler } from './proxy.ts';
import type { IncomingMessage } from 'node:http';

export type Backend =
  { mode: 'sandbox'; fetch: (req: Request) => Promise<Response> } | { mode: 'proxy'; upstream: URL; fetch: ProxyHandler };

const SANDBOX_PREFIXES = ['/api/v1/', '/build/api/v1/', '/__sandbox/'];

/** Paths the server answers itself (never handed to Vite or the static files). */
export function isServerPath(pathname: string): boolean {
  return (
    pathname === '/api/v1' ||
    pathname === '/build/api/v1' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/build/api/') ||
    pathname.startsWith('/__sandbox/') ||
    pathname.startsWith('/__switchboard/')
  );
}

/**
 * The one origin: API paths go to the sandbox or the proxy, `/__switchboard/connection` says which,
 * and (outside dev mode) everything else is the built console with security headers.
 */
export function createServerApp(backend: Backend, opts: { staticDir?: string }): Hono {
  const app = new Hono();
  app.get('/__switchboard/connection', (c) =>
    c.json(backend.mode === 'sandbox' ? { mode: 'sandbox' } : { mode: 'proxy', upstream: backend.upstream.host }),
  );
  app.get('/__switchboard/frame', () => frameHostResponse());
  app.all('*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (isServerPath(pathname)) {
      if (backend.mode === 'sandbox') {
        if (
          SANDBOX_PREFIXES.some((p) => pathname.startsWith(p)) ||
          pathname.startsWith('/api/') ||
          pathname.startsWith('/build/api/')
        )
          return backend.fetch(c.req.raw);
      } else if (isProxiedPath(pathname)) {
        // @hono/node-server passes the Node request as `env.incoming`; the proxy streams the body from it.
        return backend.fetch(c.req.raw, (c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
      }
      return errorResponse(404, `Not found: ${c.req.method} ${pathname}`);
    }
    if (!opts.staticDir) return errorResponse(404, `Not found: ${c.req.method} ${pathname}`);
    await next();
  });
  if (opts.staticDir) {
    // Everything past the server's own paths is the built console, with its security headers.
    app.use('*', consoleSecurityHeaders());
    serveConsole(app, opts.staticDir);
  }
  return app;
}
