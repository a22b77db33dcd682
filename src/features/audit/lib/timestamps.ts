/** Milliseconds since the epoch for a timestamp cell; NaN when it is not a date the console can place on a chart. */
export function parseTimestamp(value: string): number {
  if (!value) return Number.NaN;
  // Date.parse reads ISO 8601 (what the service writes) and the RFC 2822 forms other exports use.
  return Date.parse(value);
}
