/** The audit export's filters, as kept in the URL and sent to `GET /api/v1/audit-logs/export`. */
export interface AuditFilters {
  start: string;
  end: string;
  search: string;
  eventName: string;
  userEmail: string;
}

export type AuditFilterField = keyof AuditFilters;
export type AuditFilterErrors = Partial<Record<AuditFilterField, string>>;

export const auditFilterFields: readonly AuditFilterField[] = ['start', 'end', 'search', 'eventName', 'userEmail'];

export const emptyAuditFilters: AuditFilters = { start: '', end: '', search: '', eventName: '', userEmail: '' };

/** Human names, used in labels, empty states and messages. */
export const auditFilterLabels: Record<AuditFilterField, string> = {
  start: 'From',
  end: 'To',
  search: 'Search',
  eventName: 'Event name',
  userEmail: 'User e-mail',
};

/** Reads the filters from the URL; missing values are empty strings. Values are trimmed so " x " and "x" are one filter. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const read = (name: AuditFilterField) => (params.get(name) ?? '').trim();
  return {
    start: read('start'),
    end: read('end'),
    search: read('search'),
    eventName: read('eventName'),
    userEmail: read('userEmail'),
  };
}

export function trimAuditFilters(filters: AuditFilters): AuditFilters {
  return {
    start: filters.start.trim(),
    end: filters.end.trim(),
    search: filters.search.trim(),
    eventName: filters.eventName.trim(),
    userEmail: filters.userEmail.trim(),
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` that names a real calendar day (2025-02-30 is refused, unlike `Date.parse`). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const MAX_SEARCH_LENGTH = 500;
// Loose on purpose: the service matches e-mails exactly, so this only catches obvious typos before a useless request.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Checks the filters before any request; an empty result means they may be sent. */
export function validateAuditFilters(filters: AuditFilters): AuditFilterErrors {
  const errors: AuditFilterErrors = {};
  if (filters.start && !isIsoDate(filters.start)) errors.start = 'Enter a date as YYYY-MM-DD, for example 2025-03-31.';
  if (filters.end && !isIsoDate(filters.end)) errors.end = 'Enter a date as YYYY-MM-DD, for example 2025-03-31.';
  // ISO dates compare correctly as strings.
  if (!errors.start && !errors.end && filters.start && filters.end && filters.end < filters.start) {
    errors.end = 'The end date is before the start date.';
  }
  if (filters.search.length > MAX_SEARCH_LENGTH) errors.search = `Search is limited to ${MAX_SEARCH_LENGTH} characters.`;
  if (filters.userEmail && !EMAIL.test(filters.userEmail))
    errors.userEmail = 'Enter a whole e-mail address, such as ana@example.com.';
  return errors;
}

export function hasErrors(errors: AuditFilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function hasAnyFilter(filters: AuditFilters): boolean {
  return auditFilterFields.some((field) => filters[field] !== '');
}

/** The export's query string values; empty filters are left out. */
export function auditFiltersToQuery(filters: AuditFilters): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const field of auditFilterFields) query[field] = filters[field] || undefined;
  return query;
}

/** A stable string for comparing filter sets (effects restart only when this changes). */
export function auditFiltersKey(filters: AuditFilters): string {
  return auditFilterFields.map((field) => `${field}=${filters[field]}`).join('&');
}

/**
 * `audit-log-<start>-<end>.csv`, or `audit-log-until-<end>.csv` when the range has no start (everything the log keeps
 * up to that day). An open end is today: today's UTC day, as the service counts days and as the quick ranges name them.
 */
export function auditFileName(filters: AuditFilters, now: Date = new Date()): string {
  const end = filters.end || now.toISOString().slice(0, 10);
  return filters.start ? `audit-log-${filters.start}-${end}.csv` : `audit-log-until-${end}.csv`;
}

/**
 * `start`/`end` for the last `days` days including today, as UTC calendar days: the service counts days in UTC, so a
 * local date (already tomorrow in Auckland in the UTC evening) would ask for a day with no events yet.
 */
export function lastDaysRange(days: number, now: Date = new Date()): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return { start: start.toISOString().slice(0, 10), end: now.toISOString().slice(0, 10) };
}

/** "event name “Logged in”, user e-mail “a@b.c”, from 2025-01-01 to 2025-01-31": what an empty result was filtered by. */
export function describeAuditFilters(filters: AuditFilters): string {
  const parts: string[] = [];
  if (filters.eventName) parts.push(`event name “${filters.eventName}”`);
  if (filters.userEmail) parts.push(`user e-mail “${filters.userEmail}”`);
  if (filters.search) parts.push(`search “${filters.search}”`);
  if (filters.start && filters.end) parts.push(`from ${filters.start} to ${filters.end}`);
  else if (filters.start) parts.push(`from ${filters.start}`);
  else if (filters.end) parts.push(`up to ${filters.end}`);
  return parts.join(', ');
}

/**
 * The service's 400 names the query field it refused (the sandbox: `Invalid query: field "start": …`,
 * `"start" is after "end"`); return it so the message can sit next to that field.
 */
export function fieldNamedIn(message: string): AuditFilterField | null {
  const quoted = /"([A-Za-z]+)"/g;
  for (let match = quoted.exec(message); match; match = quoted.exec(message)) {
    const name = match[1] as string;
    if ((auditFilterFields as readonly string[]).includes(name)) return name as AuditFilterField;
  }
  return null;
}
