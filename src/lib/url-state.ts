import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

type ParamUpdate = Record<string, string | number | null | undefined>;

/**
 * View state lives in the URL so it survives reload and can be shared. Setting a value equal to its default
 * removes it, which keeps URLs short; `replace` is used for typing-like updates.
 */
export function useUpdateSearchParams() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (update: ParamUpdate, options?: { replace?: boolean }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(update)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setSearchParams],
  );
}

export function useStringParam(name: string, fallback = ''): string {
  const [params] = useSearchParams();
  return params.get(name) ?? fallback;
}

/** A non-negative integer from the URL; anything else falls back, so a hand-edited URL never breaks the page. */
export function useIntParam(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value < min || value > max ? fallback : value;
}

export function useEnumParam<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const [params] = useSearchParams();
  const raw = params.get(name);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}
