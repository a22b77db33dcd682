import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

type ParamUpdate = Record<string, string | number | null | undefined>;

/**
 * View state lives in the URL so it survives reload and can be shared. Setting a value equal to its default
 * removes it, which keeps URLs short; `replace` is used for typing-like updates and view toggles. The fragment is
 * kept (react-router's `setSearchParams` would drop it): `/preview#config=…` must survive a breakpoint or tab change.
 */
export function useUpdateSearchParams() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (update: ParamUpdate, options?: { replace?: boolean; state?: unknown }) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(update)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '', hash },
        { replace: options?.replace ?? false, state: options?.state },
      );
    },
    [navigate, pathname, search, hash],
  );
}

export function useStringParam(name: string, fallback = ''): string {
  const [params] = useSearchParams();
  return params.get(name) ?? fallback;
}

/**
 * A non-negative integer from the URL; anything else falls back, so a hand-edited URL never breaks the page. Read
 * outside React too: route loaders read the same values the page will.
 */
export function readIntParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value < min || value > max ? fallback : value;
}

export function useEnumParam<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const [params] = useSearchParams();
  return readEnumParam(params, name, allowed, fallback);
}

/** `useEnumParam` outside React (route loaders read the same values the page will). */
export function readEnumParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(name);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}
