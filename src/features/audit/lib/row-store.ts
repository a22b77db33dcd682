import type { EncodedBatch, JoinedText } from './batch-encoder';
import { growableArray, resizeArray } from './growable-array';
import { LoadedSpanTracker, type LoadedSpan } from './loaded-span';

interface TextChunk extends JoinedText {
  /** First row of the chunk. */
  start: number;
  /** Cells read one by one while the chunk is still bytes. */
  reads: number;
}

/** Rows of the timestamp column whose text is their time's `toISOString()` (an `iso` batch): nothing is kept. */
interface IsoChunk {
  start: number;
  iso: true;
}

// A chunk kept as bytes is read a cell at a time while only the table's visible rows need it. A chunk read more often
// than this (a sort, a filter or a download going through every row) becomes one string, decoded once.
const READS_BEFORE_DECODING = 64;
const ascii = new TextDecoder('utf-8');

type ColumnStore = { kind: 'ids'; ids: Uint32Array } | { kind: 'text'; chunks: (TextChunk | IsoChunk)[] };

const INITIAL_CAPACITY = 1024;

/**
 * Every row of one export, kept by column: repeated values as ids into one shared string table (a Uint32Array per
 * column), nearly unique values as the batch's joined text (as it came: bytes when ASCII) plus offsets, times as a
 * Float64Array (and timestamps written as toISOString writes them only as that). 300,000 rows cost
 * about the CSV's own size instead of an object and six strings per row.
 *
 * Append-only; `rowCount` grows as batches arrive. Readers pass row indexes below the `rowCount` they rendered with.
 */
export class AuditRowStore {
  /** The shared string table: ids index into it. */
  readonly strings: string[] = [];
  private readonly columns: (ColumnStore | null)[];
  private timesArray: Float64Array | null = null;
  private capacity = 0;
  private count = 0;
  private readonly appendListeners = new Set<() => void>();
  private readonly span = new LoadedSpanTracker();

  constructor(readonly width: number) {
    this.columns = Array.from({ length: width }, () => null);
  }

  get rowCount(): number {
    return this.count;
  }

  append(batch: EncodedBatch): void {
    const start = this.count;
    const end = start + batch.rowCount;
    if (end > this.capacity) this.grow(end);
    for (const value of batch.newStrings) this.strings.push(value);
    batch.columns.forEach((column, c) => {
      let store = this.columns[c];
      if (!store) {
        store =
          column.kind === 'ids' ? { kind: 'ids', ids: growableArray(Uint32Array, this.capacity) } : { kind: 'text', chunks: [] };
        this.columns[c] = store;
      }
      if (store.kind === 'ids' && column.kind === 'ids') store.ids.set(column.ids, start);
      else if (store.kind === 'text' && column.kind === 'text')
        store.chunks.push({ start, text: column.text, ends: column.ends, reads: 0 });
      else if (store.kind === 'text' && column.kind === 'iso' && batch.times) store.chunks.push({ start, iso: true });
      else throw new Error(`Column ${c} changed its encoding mid-export`);
    });
    if (batch.times) {
      if (!this.timesArray) {
        this.timesArray = growableArray(Float64Array, this.capacity);
        // Rows before the first timed batch (none, in practice) have no time.
        this.timesArray.fill(Number.NaN, 0, start);
      }
      this.timesArray.set(batch.times, start);
      this.span.add(batch.times);
    }
    this.count = end;
    for (const listener of this.appendListeners) listener();
  }

  /** Called after each batch is appended (its rows readable); returns the unsubscribe. */
  onAppend(listener: () => void): () => void {
    this.appendListeners.add(listener);
    return () => {
      this.appendListeners.delete(listener);
    };
  }

  /** Drops the spare capacity once the export is complete. */
  trim(): void {
    this.resize(this.count);
  }

  /** True when column `c` is kept as ids into `strings` (so filters and counts can compare numbers). */
  hasIds(c: number): boolean {
    return this.columns[c]?.kind === 'ids';
  }

  /** The ids of column `c` (valid up to `rowCount`), or null when it is kept as text. */
  ids(c: number): Uint32Array | null {
    const store = this.columns[c];
    return store?.kind === 'ids' ? store.ids : null;
  }

  /** Milliseconds since the epoch per row (NaN where the cell is not a date), or null without a timestamp column. */
  get times(): Float64Array | null {
    return this.timesArray;
  }

  /** The time the rows appended so far cover, and the order they came in. */
  get loadedSpan(): LoadedSpan {
    return this.span.span;
  }

  /** The cell's text; '' for a column the CSV's row did not have. */
  value(row: number, c: number): string {
    const store = this.columns[c];
    if (!store || row < 0 || row >= this.count) return '';
    if (store.kind === 'ids') return this.strings[store.ids[row] ?? 0] ?? '';
    const chunk = findChunk(store.chunks, row);
    if (!chunk) return '';
    if ('iso' in chunk) return isoText(this.timesArray?.[row]);
    const r = row - chunk.start;
    const from = chunk.ends[r];
    const to = chunk.ends[r + 1];
    if (typeof chunk.text === 'string') return chunk.text.slice(from, to);
    chunk.reads += 1;
    if (chunk.reads <= READS_BEFORE_DECODING) return ascii.decode(chunk.text.subarray(from, to));
    chunk.text = ascii.decode(chunk.text);
    return chunk.text.slice(from, to);
  }

  /** A whole row, in the CSV's column order. */
  row(row: number): string[] {
    return Array.from({ length: this.width }, (_, c) => this.value(row, c));
  }

  private grow(needed: number) {
    let next = Math.max(this.capacity, INITIAL_CAPACITY);
    // 1.5× keeps the spare capacity (and, where arrays cannot grow in place, the copy per growth) modest.
    while (next < needed) next = Math.ceil(next * 1.5);
    this.resize(next);
  }

  private resize(capacity: number) {
    if (capacity === this.capacity) return;
    for (const store of this.columns)
      if (store?.kind === 'ids') store.ids = resizeArray(Uint32Array, store.ids, capacity, this.count);
    if (this.timesArray) this.timesArray = resizeArray(Float64Array, this.timesArray, capacity, this.count);
    this.capacity = capacity;
  }
}

function isoText(time: number | undefined): string {
  return time !== undefined && Number.isFinite(time) ? new Date(time).toISOString() : '';
}

function findChunk<T extends { start: number }>(chunks: readonly T[], row: number): T | undefined {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((chunks[mid]?.start ?? 0) <= row) lo = mid;
    else hi = mid - 1;
  }
  return chunks[lo];
}
