import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

function fileResponse(path: string, method: string, cacheControl: string): Response {
  const headers = {
    'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(statSync(path).size),
    'cache-control': cacheControl,
  };
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, { status: 200, headers });
}

/**
 * Serves the built console from `dir`: hashed `assets/*` cached for a year, `index.html` never cached,
 * and an SPA fallback to `index.html` for GETs of paths that are not files (client-side routes).
 */
export function createStaticHandler(dir: string): (req: Request) => Response {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  return (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url).pathname);
    } catch {
      return new Response('Bad request', { status: 400 });
    }
    const target = resolve(root, `.${pathname}`);
    const inside = target === root || target.startsWith(root + sep);
    if (inside && target !== root && existsSync(target) && statSync(target).isFile()) {
      if (target === index) return fileResponse(index, req.method, 'no-cache');
      const immutable = target.startsWith(join(root, 'assets') + sep);
      return fileResponse(target, req.method, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    }
    // A path whose last segment looks like a file name is a missing file, not a client route.
    if (!inside || /\.[a-z0-9]+$/i.test(pathname))
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return fileResponse(index, req.method, 'no-cache');
  };
}
