import type { PreparedRequest } from '@/api/http';
import { subscribeToCredentials } from '@/api/credentials';
import type { AuditColumns } from '../lib/columns';
import type { AuditRowStore } from '../lib/row-store';
import { runKeyOf } from './early-export';

/** What the page had read: enough to show it again as it was. */
export interface FinishedExport {
  columns: AuditColumns;
  store: AuditRowStore;
  rowCount: number;
  truncated: boolean;
  /** When it was read to its end (ms since the epoch): the page says the rows are as of then. */
  readAt: number;
}

// Long enough for a look at the deployment or workbook an event names and Back; short enough that a page left for
// good does not hold a year of events.
const KEEP_MS = 5 * 60_000;

/**
 * The last export the page read to its end, kept a few minutes after the page is left, so Back from a page an event
 * links to shows the same rows at once instead of streaming them all again. One export only (a large one is tens of
 * megabytes), known by its request and whose key it was read with, and forgotten when the session ends.
 */
let kept: { key: string; value: FinishedExport; timer: ReturnType<typeof setTimeout> } | null = null;

export function forgetFinishedExport(): void {
  if (!kept) return;
  clearTimeout(kept.timer);
  kept = null;
}

subscribeToCredentials((signedIn) => {
  if (!signedIn) forgetFinishedExport();
});

export function keepFinishedExport(request: PreparedRequest, value: FinishedExport): void {
  forgetFinishedExport();
  kept = { key: runKeyOf(request), value, timer: setTimeout(forgetFinishedExport, KEEP_MS) };
}

/** The kept export of exactly this request (same filters, same key), if any. */
export function finishedExport(request: PreparedRequest): FinishedExport | null {
  return kept?.key === runKeyOf(request) ? kept.value : null;
}
