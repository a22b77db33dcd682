const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local date and time; the raw value when it does not parse, so nothing is hidden. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? dateTimeFormat.format(date) : (value ?? '—');
}

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelative(value: string | null | undefined, now: number = Date.now()): string {
  const date = parseDate(value);
  if (!date) return value ?? '—';
  const seconds = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relativeFormat.format(Math.round(seconds / size), unit);
    }
  }
  return dateTimeFormat.format(date);
}

/** "1 h 30 min", "2 d 3 h", "45 s": a human reading of a number of seconds. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) return '';
  const sign = totalSeconds < 0 ? '−' : '';
  let rest = Math.abs(Math.trunc(totalSeconds));
  const parts: string[] = [];
  const units: [string, number][] = [
    ['d', 86400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ];
  for (const [label, size] of units) {
    const amount = Math.floor(rest / size);
    if (amount > 0) {
      parts.push(`${amount} ${label}`);
      rest -= amount * size;
    }
  }
  return parts.length ? sign + parts.join(' ') : '0 s';
}
