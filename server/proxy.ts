import {
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { errorResponse } from './sandbox/http/http-error.ts';

/** The prefixes the proxy forwards; everything else is refused. */
const PROXIED_PREFIXES = ['/api/v1/', '/build/api/v1/', '/api/scim/v2/'] as const;

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

/** Forwards one request; `incoming` is the Node request behind it when there is one (see `hasBody`). */
export type ProxyHandler = (req: Request, incoming?: IncomingMessage) => Promise<Response>;

/** The proxy's bounds: every wait has an end, and a request body has a size. */
export interface ProxyLimits {
  /** Connecting (TCP and TLS) to the upstream. */
  connectMs: number;
  /** From the request's end to the upstream's response headers. */
  firstByteMs: number;
  /** Longest silence of the upstream while the response body streams (while the browser is waiting for more). */
  idleMs: number;
  /** Largest request body forwarded; more is a 413. */
  maxBodyBytes: number;
}

export const DEFAULT_PROXY_LIMITS: Readonly<ProxyLimits> = {
  connectMs: 10_000,
  firstByteMs: 60_000,
  idleMs: 60_000,
  maxBodyBytes: 10 * 1024 * 1024,
};

/** Why a forwarded request ended before an answer: becomes the status and message the browser sees. */
class ProxyFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * Whether a path leaves the API prefixes once decoded: an encoded slash or backslash (`%2f`, `%5c`), or a `.`/`..`
 * segment written in any encoding (`%2e%2e`). Such a path is refused before anything is forwarded.
 */
function leavesPrefix(rawPath: string): boolean {
  if (/%2f|%5c|\\/i.test(rawPath)) return true;
  return rawPath.split('/').some((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded === '.' || decoded === '..';
  });
}

const ESCAPING_PATH = 'The path leaves the API once decoded (an encoded "/", "\\" or "..") and is not forwarded';

/**
 * For the Node listener, before the URL is parsed (parsing resolves `%2e%2e` segments silently): answers a proxied
 * path that leaves its prefix once decoded with a 400 `{error}` and returns true.
 */
export function refuseEscapingPath(rawUrl: string, res: ServerResponse): boolean {
  const rawPath = rawUrl.split('?')[0] ?? '';
  if (!rawPath.startsWith('/api/') && !rawPath.startsWith('/build/api/')) return false;
  if (!leavesPrefix(rawPath)) return false;
  const body = JSON.stringify({ error: ESCAPING_PATH });
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
  return true;
}

/**
 * A fetch handler forwarding the API prefixes to the one upstream origin with the caller's Authorization header.
 * Bodies stream both ways with back-pressure (the proxy never holds a body); every wait is bounded (504 naming the
 * limit that passed); a body over the limit is a 413; a browser that hangs up aborts the upstream request; redirects
 * are never followed (a 502 says where it pointed).
 */
export function createProxy(upstream: URL, limits: Partial<ProxyLimits> = {}): ProxyHandler {
  const bounds: ProxyLimits = { ...DEFAULT_PROXY_LIMITS, ...limits };
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return async (req, incoming) => {
    const url = new URL(req.url);
    // URL parsing has resolved `..` and `%2e%2e` segments already (`refuseEscapingPath` sees them raw); encoded
    // slashes survive it and are refused here.
    if (leavesPrefix(url.pathname)) return errorResponse(400, ESCAPING_PATH);
    if (!isProxiedPath(url.pathname)) return errorResponse(404, `Not proxied: ${req.method} ${url.pathname}`);
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (declared > bounds.maxBodyBytes)
      return errorResponse(413, `The request body is larger than the proxy forwards (${bounds.maxBodyBytes} bytes)`);

    const headers: OutgoingHttpHeaders = {};
    filterHeaders(req.headers, DROP_REQUEST).forEach((value, key) => (headers[key] = value));
    // With the Node request at hand its body is read from it directly: the web stream @hono/node-server makes of it
    // (Readable.toWeb on Node 20) reads ahead without limit, and would hold an upload a slow upstream has not taken.
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && (incoming ? !incoming.readableEnded : req.body !== null);
    if (hasBody && declared > 0) headers['content-length'] = String(declared);

    let upstreamReq: ClientRequest | null = null;
    const onAbort = () => upstreamReq?.destroy(new ProxyFailure(499, 'The browser closed the request'));
    req.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const out = send(
          {
            protocol: upstream.protocol,
            hostname: upstream.hostname.replace(/^\[|\]$/g, ''),
            port: upstream.port || undefined,
            method: req.method,
            path: url.pathname + url.search,
            headers,
          },
          resolve,
        );
        upstreamReq = out;
        const fail = (status: number, message: string) => out.destroy(new ProxyFailure(status, message));
        out.on('error', reject);
        let firstByte: NodeJS.Timeout | undefined;
        const connect = setTimeout(
          () => fail(504, `The upstream ${upstream.host} did not accept the connection within ${seconds(bounds.connectMs)}`),
          bounds.connectMs,
        );
        out.on('socket', (socket) => {
          // A kept-alive socket is already connected; a new one counts until TCP (and TLS) is up.
          if (!socket.connecting) clearTimeout(connect);
          else socket.once(upstream.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect));
        });
        out.on('finish', () => {
          firstByte = setTimeout(
            () => fail(504, `The upstream ${upstream.host} sent no answer within ${seconds(bounds.firstByteMs)}`),
            bounds.firstByteMs,
          );
        });
        out.on('response', () => clearTimeout(firstByte));
        out.on('close', () => {
          clearTimeout(connect);
          clearTimeout(firstByte);
        });
        if (req.signal.aborted) onAbort();
        if (hasBody) void streamBody(incoming ?? (req.body as ReadableStream<Uint8Array>), out, bounds.maxBodyBytes);
        else out.end();
      });
      if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        res.destroy();
        let where = 'elsewhere';
        try {
          where = new URL(res.headers.location, upstream).host;
        } catch {
          // An unparsable Location is reported as "elsewhere".
        }
        return errorResponse(502, `The upstream answered with a redirect (${res.statusCode}) to ${where}; not followed`);
      }
      const out = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) out.append(key, v);
      }
      return new Response(req.method === 'HEAD' ? null : responseBody(res, bounds.idleMs), {
        status: res.statusCode ?? 502,
        statusText: res.statusMessage ?? '',
        headers: filterHeaders(out, DROP_RESPONSE),
      });
    } catch (err) {
      if (err instanceof ProxyFailure) return errorResponse(err.status, err.message);
      // The cause may echo the request; only the host is reported.
      return errorResponse(502, `The upstream ${upstream.host} is unreachable`);
    } finally {
      req.signal.removeEventListener('abort', onAbort);
    }
  };
}

/** Copies the browser's body to the upstream, waiting for `drain` (back-pressure) and stopping at the size limit. */
async function streamBody(body: AsyncIterable<Uint8Array>, out: ClientRequest, max: number): Promise<void> {
  let size = 0;
  try {
    for await (const value of body) {
      size += value.byteLength;
      if (size > max) {
        out.destroy(new ProxyFailure(413, `The request body is larger than the proxy forwards (${max} bytes)`));
        return;
      }
      if (out.destroyed) return;
      if (!out.write(value))
        await new Promise<void>((r) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', done);
            r();
          };
          out.on('drain', done);
          out.on('close', done);
        });
    }
    out.end();
  } catch {
    out.destroy(new ProxyFailure(400, 'The request body ended early'));
  }
}

/**
 * The upstream body as a web stream read only as fast as the browser reads it. The idle limit runs only while the
 * browser is waiting for more, so a slow reader is never taken for a silent upstream.
 */
function responseBody(res: IncomingMessage, idleMs: number): ReadableStream<Uint8Array> {
  let idle: NodeJS.Timeout | undefined;
  const stopIdle = () => {
    clearTimeout(idle);
    idle = undefined;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        res.pause();
        res.on('data', (chunk: Buffer) => {
          stopIdle();
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) res.pause();
        });
        res.on('end', () => {
          stopIdle();
          controller.close();
        });
        res.on('error', (err) => {
          stopIdle();
          controller.error(err);
        });
        res.on('close', () => {
          stopIdle();
          // Closed mid-body: the browser sees the response end in an error, never a clean but truncated end.
          if (!res.complete) controller.error(new Error('The upstream closed the connection mid-body'));
        });
      },
      pull(controller) {
        res.resume();
        idle ??= setTimeout(() => {
          res.destroy();
          controller.error(new Error(`The upstream was silent for ${seconds(idleMs)} mid-body`));
        }, idleMs);
      },
      cancel() {
        stopIdle();
        res.destroy();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
