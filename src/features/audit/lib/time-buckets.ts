import { HOUR_MS } from './audit-view';
import type { LoadedOrder } from './loaded-span';

const DAY_MS = 86_400_000;
// Up to three days reads better by the hour.
const HOURLY_UP_TO_MS = 3 * DAY_MS;
// Longer than this reads by the week: a bar per day would be thinner than a pixel.
const DAILY_UP_TO_MS = 400 * DAY_MS;

type TimeUnit = 'hour' | 'day' | 'week';

export interface TimeBucket {
  /** Inclusive start and exclusive end, in ms since the epoch (UTC hours or days, as the service counts days). */
  start: number;
  end: number;
  count: number;
}

export interface TimeSeries {
  unit: TimeUnit;
  buckets: TimeBucket[];
  total: number;
}

/** `YYYY-MM-DD` (UTC) → ms at that day's start; NaN for anything else. */
function dayStart(isoDate: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
}

/** The UTC calendar day of an instant, as the export's `start`/`end` filters take it. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The chart's range: the date filters when set (the chosen range, end day included), otherwise the days the
 * matching events span. Null when there is nothing to place.
 */
export function chartRange(
  filters: { start: string; end: string },
  minTime: number,
  maxTime: number,
): { from: number; to: number } | null {
  const fromFilter = dayStart(filters.start);
  const toFilter = dayStart(filters.end);
  const firstDay = Math.floor(minTime / DAY_MS) * DAY_MS;
  const afterLastDay = Math.floor(maxTime / DAY_MS) * DAY_MS + DAY_MS;
  let from = Number.isNaN(fromFilter) ? firstDay : fromFilter;
  let to = Number.isNaN(toFilter) ? afterLastDay : toFilter + DAY_MS;
  // A very wide chosen range (2020 to 2030) is drawn over the days that have events in it, not a decade of nothing.
  if (to - from > DAILY_UP_TO_MS && !Number.isNaN(minTime)) {
    from = Math.max(from, firstDay);
    to = Math.min(to, afterLastDay);
  }
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  return { from, to };
}

/**
 * The chart's range for an export that stopped early, cut to what the loaded rows can vouch for rather than draw days
 * the load never reached as days without events. Rows that came newest first reach back to the earliest of them (the
 * later end is whole), oldest first up to the latest; in no known order, only the span they cover. Null when nothing
 * is left.
 */
export function clipToLoaded(
  range: { from: number; to: number },
  loaded: { minTime: number; maxTime: number; order: LoadedOrder },
): { from: number; to: number } | null {
  if (Number.isNaN(loaded.minTime) || Number.isNaN(loaded.maxTime)) return range;
  const from = loaded.order === 'oldest-first' ? range.from : Math.max(range.from, Math.floor(loaded.minTime / DAY_MS) * DAY_MS);
  const to =
    loaded.order === 'newest-first' ? range.to : Math.min(range.to, Math.floor(loaded.maxTime / DAY_MS) * DAY_MS + DAY_MS);
  return to > from ? { from, to } : null;
}

/** Counts per hour (hours since the epoch) gathered into hour or day buckets over the range; empty buckets included. */
export function timeSeries(hours: ReadonlyMap<number, number>, range: { from: number; to: number }): TimeSeries {
  const span = range.to - range.from;
  const unit: TimeUnit = span <= HOURLY_UP_TO_MS ? 'hour' : span <= DAILY_UP_TO_MS ? 'day' : 'week';
  const size = unit === 'hour' ? HOUR_MS : unit === 'day' ? DAY_MS : 7 * DAY_MS;
  const buckets: TimeBucket[] = [];
  // The last week ends with the range, not 7 days on: picking it must not set an end date past the one chosen.
  for (let start = range.from; start < range.to; start += size)
    buckets.push({ start, end: Math.min(start + size, range.to), count: 0 });
  let total = 0;
  for (const [hour, count] of hours) {
    const at = hour * HOUR_MS;
    if (at < range.from || at >= range.to) continue;
    const bucket = buckets[Math.floor((at - range.from) / size)];
    if (bucket) {
      bucket.count += count;
      total += count;
    }
  }
  return { unit, buckets, total };
}
