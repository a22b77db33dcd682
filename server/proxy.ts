import { errorResponse } from './sandbox/http/http-error.ts';

/** The prefixes the proxy forwards; everything else is refused. */
export const PROXIED_PREFIXES = ['/api/v1/', '/build/api/v1/', '/api/scim/v2/'] as const;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'trailers',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);
// Dropped on the way up: cookies are never forwarded; the body length and encoding are renegotiated.
const DROP_REQUEST = new Set([
  'host',
  'cookie',
  'content-length',
  'accept-encoding',
  'origin',
  'referer',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
]);
// Dropped on the way down: fetch has already decoded the body, and upstream cookies are not ours to set.
const DROP_RESPONSE = new Set(['set-cookie', 'set-cookie2', 'content-encoding', 'content-length']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const MAX_REDIRECTS = 5;

/**
 * Validates `--upstream`: https only, except a loopback http address with `--allow-insecure-upstream`
 * (tests). Returns the origin; any path is ignored.
 */
export function parseUpstream(raw: string, allowInsecure: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--upstream must be an absolute URL such as https://<account host>, got "${raw}"`);
  }
  if (url.username || url.password) throw new Error('--upstream must not contain credentials');
  if (url.protocol === 'https:') return new URL(url.origin);
  if (url.protocol === 'http:' && allowInsecure && LOOPBACK.has(url.hostname)) return new URL(url.origin);
  if (url.protocol === 'http:' && allowInsecure)
    throw new Error('--allow-insecure-upstream only allows a loopback http upstream (127.0.0.1, localhost, ::1)');
  throw new Error(
    '--upstream must use https:// (plain http is refused; --allow-insecure-upstream allows it for a loopback address only)',
  );
}

function filterHeaders(source: Headers, drop: ReadonlySet<string>): Headers {
  const listed = new Set(
    (source.get('connection') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const out = new Headers();
  source.forEach((value, key) => {
    const k = key.toLowerCase();
    if (!HOP_BY_HOP.has(k) && !drop.has(k) && !listed.has(k)) out.append(key, value);
  });
  return out;
}

export function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * A fetch handler forwarding the API prefixes to the one upstream origin with the caller's
 * Authorization header, streaming bodies both ways. Redirects are followed only within that origin.
 */
export function createProxy(upstream: URL, fetchImpl: typeof fetch = fetch): (req: Request) => Promise<Response> {
  return async (req) => {
    const incoming = new URL(req.url);
    if (!isProxiedPath(incoming.pathname)) return errorResponse(404, `Not proxied: ${req.method} ${incoming.pathname}`);
    let target = new URL(incoming.pathname + incoming.search, upstream.origin);
    if (target.origin !== upstream.origin || !isProxiedPath(target.pathname))
      return errorResponse(404, `Not proxied: ${req.method} ${incoming.pathname}`);

    const headers = filterHeaders(req.headers, DROP_REQUEST);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null;
    let res: Response;
    try {
      for (let hop = 0; ; hop++) {
        res = await fetchImpl(target, {
          method: req.method,
          headers,
          body: hasBody && hop === 0 ? req.body : undefined,
          redirect: 'manual',
          ...(hasBody && hop === 0 ? { duplex: 'half' } : {}),
        });
        const location = res.headers.get('location');
        if (res.status < 300 || res.status >= 400 || !location) break;
        const next = new URL(location, target);
        await res.body?.cancel();
        if (next.origin !== upstream.origin)
          return errorResponse(502, `The upstream redirected to another host (${next.host}); not followed`);
        // A streamed request body cannot be replayed; only bodiless requests follow redirects.
        if (hasBody) return errorResponse(502, 'The upstream redirected a request with a body; not followed');
        if (hop >= MAX_REDIRECTS) return errorResponse(502, 'The upstream redirected too many times');
        target = next;
      }
    } catch {
      // The cause may echo the request; only the host is reported.
      return errorResponse(502, `The upstream ${upstream.host} is unreachable`);
    }
    return new Response(req.method === 'HEAD' ? null : res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: filterHeaders(res.headers, DROP_RESPONSE),
    });
  };
}
