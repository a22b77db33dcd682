import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { join, resolve, sep } from 'node:path';

const NO_CACHE = 'no-cache';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Hashed build output is cached for a year, `index.html` never (it names the current hashes), the rest an hour. */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return pathname === '/' || pathname === '/index.html' ? NO_CACHE : 'public, max-age=3600';
}

/**
 * Serves the built console from `dir` with `@hono/node-server`'s `serveStatic`, and an SPA fallback to `index.html`
 * for GETs of paths that are not files (client-side routes). Only GET and HEAD are answered.
 */
export function serveConsole(app: Hono, dir: string): void {
  const root = resolve(dir);
  // The header is set before `serveStatic` builds its response, which takes the context's headers.
  app.get('*', async (c, next) => {
    c.header('cache-control', cacheControl(c.req.path));
    await next();
  });
  app.get('*', serveStatic({ root }));
  const serveIndex = serveStatic({ path: join(root, 'index.html') });
  app.get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const target = resolve(root, `.${pathname}`);
    const inside = target === root || target.startsWith(root + sep);
    // A path outside the folder, or whose last segment looks like a file name, is a missing file, not a client route.
    if (!inside || /\.[a-z0-9]+$/i.test(pathname)) return notFound();
    c.header('cache-control', NO_CACHE);
    return (await serveIndex(c, () => Promise.resolve())) ?? notFound();
  });
  app.all('*', () => new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } }));
}
