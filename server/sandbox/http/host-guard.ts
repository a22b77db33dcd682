import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './http-error.ts';
import { quote } from './strict-input.ts';

/** The names a loopback sandbox answers to. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/** The host names the sandbox tools answer to: loopback, plus the listen address when it is a specific one. */
export function allowedHostsFor(listenHost: string): string[] {
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::' || listenHost === '[::]';
  return wildcard || LOOPBACK_HOSTS.includes(listenHost) ? [...LOOPBACK_HOSTS] : [...LOOPBACK_HOSTS, listenHost.toLowerCase()];
}

/**
 * Refuses requests whose `Host` names another host (403 `{error}`). A page on any web site can make a browser send
 * requests to 127.0.0.1 under its own name (DNS rebinding); the fixtures hand out every demo key, so they answer
 * only to the names the sandbox was configured with.
 */
export function hostGuard(allowed: readonly string[]): MiddlewareHandler {
  const names = new Set(allowed.map((h) => h.toLowerCase()));
  return async (c, next) => {
    const hostname = new URL(c.req.url).hostname.toLowerCase();
    if (!names.has(hostname))
      return errorResponse(
        403,
        `The sandbox tools answer only to ${[...names].join(', ')}; this request named ${quote(hostname)}`,
      );
    await next();
  };
}

/** Sets headers on every API and tool response: no MIME sniffing, and never cached (they hold account data). */
export const noSniffNoStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
  c.res.headers.set('cache-control', 'no-store');
};
