import { formatDuration } from '@/lib/format';

export const DEFAULT_LIFETIME_SECONDS = 86_400;

export type LifetimeResult = { ok: true; seconds: number | undefined; reading: string } | { ok: false; message: string };

/** Blank means the service default; otherwise a positive whole number of seconds. Checked before sending. */
export function parseLifetime(raw: string): LifetimeResult {
  const text = raw.trim();
  if (text === '')
    return { ok: true, seconds: undefined, reading: `${formatDuration(DEFAULT_LIFETIME_SECONDS)} (the service default)` };
  const value = Number(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) || !Number.isFinite(value)) {
    return { ok: false, message: 'The lifetime must be a number of seconds.' };
  }
  if (!Number.isInteger(value)) return { ok: false, message: 'The lifetime must be a whole number of seconds.' };
  if (value <= 0) return { ok: false, message: 'The lifetime must be more than 0 seconds.' };
  if (!Number.isSafeInteger(value)) return { ok: false, message: 'The lifetime is too large.' };
  return { ok: true, seconds: value, reading: formatDuration(value) };
}
