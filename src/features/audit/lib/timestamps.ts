const ISO_LENGTH = 'YYYY-MM-DDTHH:MM:SS.sssZ'.length;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Milliseconds since the epoch for a timestamp cell; NaN when it is not a date the console can place on a chart. */
export function parseTimestamp(value: string): number {
  if (!value) return Number.NaN;
  // Date.parse reads ISO 8601 (what the service writes) and the RFC 2822 forms other exports use; the service's own
  // form is read here first, from its digits, which is several times cheaper for 300,000 rows.
  return isoUtc(value) ?? Date.parse(value);
}

/**
 * The time of a cell written exactly as `toISOString` writes it (`YYYY-MM-DDTHH:MM:SS.sssZ`, ordinary ranges), or
 * null for any other form. For such a cell `new Date(time).toISOString()` gives back the very same text, so the text
 * need not be kept beside the time.
 */
export function canonicalIsoTime(value: string): number | null {
  return isoUtc(value);
}

/** The value of `count` ASCII digits at `from`, or -1 when one is not a digit. */
function digits(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * `YYYY-MM-DDTHH:MM:SS.sssZ` (what `toISOString` writes) read from its digits; null for anything else, and for
 * any value out of the ordinary ranges, which Date.parse then judges exactly as it always did.
 */
function isoUtc(value: string): number | null {
  if (
    value.length !== ISO_LENGTH ||
    value[4] !== '-' ||
    value[7] !== '-' ||
    value[10] !== 'T' ||
    value[13] !== ':' ||
    value[16] !== ':' ||
    value[19] !== '.' ||
    value[23] !== 'Z'
  )
    return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const hour = digits(value, 11, 2);
  const minute = digits(value, 14, 2);
  const second = digits(value, 17, 2);
  const ms = digits(value, 20, 3);
  // Years below 100 are left to Date.parse: Date.UTC would read them as 19xx.
  if (year < 100 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  if (second < 0 || second > 59 || ms < 0) return null;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0)) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}
