import { csvField } from '@/lib/csv-safe';
import type { AuditColumn } from './columns';
import type { AuditRowStore } from './row-store';

/** The rows the table shows at one moment: which rows, in which order, with which columns. */
export interface ShownRows {
  store: AuditRowStore;
  /** Row indexes in display order; the first `count` entries are the shown rows. */
  order: Uint32Array;
  count: number;
  columns: readonly AuditColumn[];
}

// Rows written between checks of the clock, and how long one slice may hold the main thread before it yields.
const ROWS_PER_CHECK = 256;
const SLICE_MS = 12;

/** Lets the browser paint and handle input between slices (a macrotask, not a microtask). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The shown rows as a CSV file: the header as the service wrote it, then each row's chosen cells, every cell
 * neutralized and quoted (csv-safe), records ending in CRLF (RFC 4180). Written in slices of about SLICE_MS with a
 * yield between them, so 300,000 rows never hold the main thread for long; each slice is one part of the Blob, never
 * one string for the whole file.
 */
export async function shownRowsCsv(
  shown: ShownRows,
  signal?: AbortSignal,
  /** Told the share of rows written (0 to 1) after each slice, for a "Preparing CSV… 40%" label. */
  onProgress?: (fraction: number) => void,
): Promise<Blob> {
  const { store, order, count, columns } = shown;
  const parts: string[] = [columns.map((column) => csvField(column.name)).join(',') + '\r\n'];
  let position = 0;
  while (position < count) {
    const sliceStart = performance.now();
    let text = '';
    do {
      const end = Math.min(count, position + ROWS_PER_CHECK);
      for (; position < end; position += 1) {
        const row = order[position] ?? 0;
        let line = '';
        for (let c = 0; c < columns.length; c += 1) {
          line += (c > 0 ? ',' : '') + csvField(store.value(row, columns[c]?.index ?? -1));
        }
        text += line + '\r\n';
      }
    } while (position < count && performance.now() - sliceStart < SLICE_MS);
    parts.push(text);
    onProgress?.(position / count);
    if (position < count) {
      await yieldToBrowser();
      signal?.throwIfAborted();
    }
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
