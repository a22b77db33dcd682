import type { AuditColumns, ColumnRole } from './columns';
import { canonicalIsoTime, parseTimestamp } from './timestamps';

/**
 * One batch of rows as it crosses from the parser to the page: per column either ids into the shared string table
 * (values that repeat: users, event names, deployments) or one joined text with offsets (values that rarely repeat:
 * timestamps, IP addresses, attributes). Every array is a typed array, so postMessage moves it without copying.
 * Joined text that is all ASCII (nearly always) crosses as bytes too: a string would be copied on both sides and
 * then collected on the page, megabytes of it per second of a large export.
 */
export interface EncodedBatch {
  rowCount: number;
  /** Strings appended to the shared table by this batch, in id order. */
  newStrings: string[];
  columns: EncodedColumn[];
  /** Milliseconds since the epoch per row (NaN when the cell is not a date); null without a timestamp column. */
  times: Float64Array | null;
}

/** A column's rows joined: row r is characters ends[r] to ends[r + 1] (rowCount + 1 entries). */
export interface JoinedText {
  /** The joined text, or (when every character is ASCII, so one byte each) its bytes. */
  text: string | Uint8Array;
  ends: Uint32Array;
}

/**
 * A column's encoding in one batch: ids into the shared table, joined text, or (`iso`, the timestamp column when every
 * cell of the batch is in `toISOString`'s exact form, as the service writes it) nothing at all: each cell's text is
 * `new Date(times[r]).toISOString()`. That leaves 24 bytes a row, about a sixth of the export, unjoined, uncopied and
 * unkept.
 */
type EncodedColumn = { kind: 'ids'; ids: Uint32Array } | ({ kind: 'text' } & JoinedText) | { kind: 'iso' };

/** The buffers of a batch, for postMessage's transfer list. */
export function batchTransferables(batch: EncodedBatch): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  for (const column of batch.columns) {
    if (column.kind === 'ids') buffers.push(column.ids.buffer as ArrayBuffer);
    else if (column.kind === 'text') {
      buffers.push(column.ends.buffer as ArrayBuffer);
      if (typeof column.text !== 'string') buffers.push(column.text.buffer as ArrayBuffer);
    }
  }
  if (batch.times) buffers.push(batch.times.buffer as ArrayBuffer);
  return buffers;
}

const encoder = new TextEncoder();

/**
 * The parts joined: as bytes when every character is ASCII (UTF-8 then has one byte per character, so the offsets
 * still hold), else as the string. Joining and `encodeInto` are native and copy in bulk; a loop over the characters
 * in script measured slower in Chromium's worker, whose strings (from its TextDecoder) read slower by character.
 */
function joined(parts: readonly string[], length: number): string | Uint8Array {
  const text = parts.join('');
  const bytes = new Uint8Array(length);
  // A character outside ASCII takes two bytes or more: the buffer fills before the text ends.
  const { read, written } = encoder.encodeInto(text, bytes);
  return read === text.length && written === length ? bytes : text;
}

// Roles whose values repeat across an account's events; the rest are nearly unique per row.
const REPEATING: ReadonlySet<ColumnRole> = new Set(['userEmail', 'eventName', 'deployment']);
const UNIQUE: ReadonlySet<ColumnRole> = new Set(['timestamp', 'ipAddress', 'attributes']);
// An unknown column is judged on its first rows: mostly distinct values are not worth a table entry each.
const SAMPLE_ROWS = 200;
const DISTINCT_SHARE_FOR_TEXT = 0.5;
const MIN_SAMPLE = 20;

/**
 * Turns parsed rows into EncodedBatches, keeping the shared string table (value → id) for the whole export, so a
 * value that repeats across 300,000 rows is one string on the page.
 */
export class BatchEncoder {
  private readonly table = new Map<string, number>();
  private readonly width: number;
  private readonly timeIndex: number;
  /** Per column: 'ids', 'text', or null while an unknown column is still being sampled. */
  private readonly kinds: ('ids' | 'text' | null)[];

  constructor(columns: AuditColumns) {
    this.width = columns.all.length;
    this.timeIndex = columns.byRole.timestamp?.index ?? -1;
    this.kinds = Array.from({ length: this.width }, (_, index) => {
      const role = columns.all.find((c) => c.index === index)?.role ?? null;
      if (role && REPEATING.has(role)) return 'ids';
      if (role && UNIQUE.has(role)) return 'text';
      return null;
    });
  }

  encode(rows: readonly (readonly string[])[]): EncodedBatch {
    const count = rows.length;
    const newStrings: string[] = [];
    const columns: EncodedColumn[] = [];
    const { times, canonical } = this.readTimes(rows);
    for (let c = 0; c < this.width; c += 1) {
      if (c === this.timeIndex && canonical) {
        columns.push({ kind: 'iso' });
        continue;
      }
      const kind = this.kinds[c] ?? this.decideKind(rows, c);
      if (kind === 'ids') {
        const ids = new Uint32Array(count);
        for (let r = 0; r < count; r += 1) {
          const value = rows[r]?.[c] ?? '';
          let id = this.table.get(value);
          if (id === undefined) {
            id = this.table.size;
            this.table.set(value, id);
            newStrings.push(value);
          }
          ids[r] = id;
        }
        columns.push({ kind, ids });
      } else {
        const ends = new Uint32Array(count + 1);
        const parts: string[] = new Array<string>(count);
        let length = 0;
        for (let r = 0; r < count; r += 1) {
          const value = rows[r]?.[c] ?? '';
          parts[r] = value;
          length += value.length;
          ends[r + 1] = length;
        }
        columns.push({ kind, text: joined(parts, length), ends });
      }
    }
    return { rowCount: count, newStrings, columns, times };
  }

  /** Each row's time, and whether every timestamp cell was in toISOString's exact form (so its text can go). */
  private readTimes(rows: readonly (readonly string[])[]): { times: Float64Array | null; canonical: boolean } {
    if (this.timeIndex < 0) return { times: null, canonical: false };
    const times = new Float64Array(rows.length);
    let canonical = true;
    for (let r = 0; r < rows.length; r += 1) {
      const value = rows[r]?.[this.timeIndex] ?? '';
      const time = canonical ? canonicalIsoTime(value) : null;
      if (time === null) {
        canonical = false;
        times[r] = parseTimestamp(value);
      } else times[r] = time;
    }
    return { times, canonical };
  }

  /** Judged once, on the column's first batch, and kept: every batch of a column is encoded alike. */
  private decideKind(rows: readonly (readonly string[])[], c: number): 'ids' | 'text' {
    const sample = Math.min(rows.length, SAMPLE_ROWS);
    const distinct = new Set<string>();
    for (let r = 0; r < sample; r += 1) distinct.add(rows[r]?.[c] ?? '');
    const kind = sample >= MIN_SAMPLE && distinct.size / sample > DISTINCT_SHARE_FOR_TEXT ? 'text' : 'ids';
    this.kinds[c] = kind;
    return kind;
  }
}
