import { formatDuration } from '@/lib/format';

/**
 * The longest lifetime sent. The published API accepts `expires_in` from 1 to 3600 seconds; the spec's service
 * defaults to 86400 but takes any value. 3600 works with both, so it is the bound and the default.
 */
export const MAX_LIFETIME_SECONDS = 3_600;
const DEFAULT_LIFETIME_SECONDS = MAX_LIFETIME_SECONDS;

export type LifetimeResult = { ok: true; seconds: number; reading: string } | { ok: false; message: string };

/** Blank means the console's default (the longest accepted); otherwise whole seconds from 1 to 3600. */
export function parseLifetime(raw: string): LifetimeResult {
  const text = raw.trim();
  if (text === '')
    return {
      ok: true,
      seconds: DEFAULT_LIFETIME_SECONDS,
      reading: `${formatDuration(DEFAULT_LIFETIME_SECONDS)} (the longest the service accepts)`,
    };
  const value = Number(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) || !Number.isFinite(value)) {
    return { ok: false, message: 'The lifetime must be a number of seconds.' };
  }
  if (!Number.isInteger(value)) return { ok: false, message: 'The lifetime must be a whole number of seconds.' };
  if (value <= 0) return { ok: false, message: 'The lifetime must be more than 0 seconds.' };
  if (value > MAX_LIFETIME_SECONDS) {
    return {
      ok: false,
      message: `The lifetime can be at most ${MAX_LIFETIME_SECONDS} seconds (${formatDuration(MAX_LIFETIME_SECONDS)}): the service accepts no longer.`,
    };
  }
  return { ok: true, seconds: value, reading: formatDuration(value) };
}
