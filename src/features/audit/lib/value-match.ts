import { formatDateTime } from '@/lib/format';
import type { AuditColumn, ColumnRole } from './columns';
import type { AuditRowStore } from './row-store';

/** Whether the row at this index passes one value filter. */
export type RowTest = (row: number) => boolean;

/**
 * How a table value filter compares, per column: what the admin sees or copies must match.
 * - `exact`: the cell as the service wrote it (event names, deployments, unknown columns: the service's own values).
 * - `caseless`: identifiers the service itself compares without case (its user filter ignores it; e-mail domains
 *   and IPv6 hex digits have no case either), so "Ana@Example.com" copied from a mail finds ana@example.com.
 * - `time`: the local date and time the table shows (copied from a cell), or the ISO value the detail shows.
 * - `contains`: attributes are a JSON blob; nobody can type one exactly, so a filter there finds the text inside it.
 */
export type MatchKind = 'exact' | 'caseless' | 'time' | 'contains';

const KINDS: Partial<Record<ColumnRole, MatchKind>> = {
  timestamp: 'time',
  userEmail: 'caseless',
  ipAddress: 'caseless',
  attributes: 'contains',
};

export function matchKind(column: AuditColumn): MatchKind {
  return (column.role && KINDS[column.role]) || 'exact';
}

const ISO_LIKE = /^\d{4}-\d{2}-\d{2}T/;
const MINUTE_MS = 60_000;

/**
 * A test for one filter, or null when the cell must equal the value exactly (the view's fast path compares ids).
 * Tests on columns kept as ids decide once per distinct value; times once per minute (the table shows minutes).
 */
export function rowTest(store: AuditRowStore, column: AuditColumn, value: string): RowTest | null {
  const kind = matchKind(column);
  if (kind === 'exact') return null;
  if (kind === 'time') return timeTest(store, column, sameSpaces(value.trim()));
  return perValue(store, column.index, cellTest(column, value));
}

/**
 * Whether one cell's text passes a filter on its column, compared as the table's filter compares text (see MatchKind):
 * what the charts use to tell which of their values the table shows. A time is compared only as written here, unlike
 * the table's filter (local minutes, ISO instants): no chart counts a time column.
 */
export function cellTest(column: AuditColumn, value: string): (cell: string) => boolean {
  const kind = matchKind(column);
  if (kind === 'exact') return (cell) => cell === value;
  const needle = value.trim().toLowerCase();
  if (kind === 'caseless') return (cell) => cell.trim().toLowerCase() === needle;
  if (kind === 'contains') return (cell) => cell.toLowerCase().includes(needle);
  return (cell) => cell.trim() === value.trim();
}

/** Decides per distinct value for id columns (a few hundred e-mails among 300,000 rows), per cell otherwise. */
function perValue(store: AuditRowStore, c: number, accepts: (cell: string) => boolean): RowTest {
  // 0: not decided yet, 1: passes, 2: fails. Grows with the string table as rows stream in.
  let decided = new Uint8Array(0);
  return (row) => {
    const ids = store.ids(c);
    if (!ids) return accepts(store.value(row, c));
    const id = ids[row] ?? 0;
    if (id >= decided.length) {
      const grown = new Uint8Array(store.strings.length + 64);
      grown.set(decided);
      decided = grown;
    }
    if (decided[id] === 0) decided[id] = accepts(store.strings[id] ?? '') ? 1 : 2;
    return decided[id] === 1;
  };
}

/** Local formats put a narrow no-break space before "PM"; a typed or pasted value may have a plain one. */
function sameSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function timeTest(store: AuditRowStore, column: AuditColumn, wanted: string): RowTest {
  // An ISO value (as the detail shows it, or as the service wrote it) names an instant, whatever its precision.
  const instant = ISO_LIKE.test(wanted) ? Date.parse(wanted) : Number.NaN;
  const shownByMinute = new Map<number, boolean>();
  return (row) => {
    const cell = store.value(row, column.index);
    if (cell === wanted) return true;
    const time = store.times?.[row] ?? Number.NaN;
    if (Number.isNaN(time)) return false;
    if (time === instant) return true;
    // The table shows local minutes: format each minute once, not each of its rows.
    const minute = Math.floor(time / MINUTE_MS);
    let shown = shownByMinute.get(minute);
    if (shown === undefined) {
      shown = sameSpaces(formatDateTime(new Date(minute * MINUTE_MS).toISOString())) === wanted;
      shownByMinute.set(minute, shown);
    }
    return shown;
  };
}
