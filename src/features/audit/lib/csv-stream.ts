import type { ParseConfig, ParseResult } from 'papaparse';

/** The part of papaparse this module uses; passed in so the library is loaded lazily (`import('papaparse')`). */
export interface CsvParser {
  parse<T>(input: string, config: ParseConfig<T> & { download?: false; worker?: false }): ParseResult<T>;
}

export interface CsvStreamHandlers {
  /** The first record: the column names. Called once, before any rows (not at all for an empty body). */
  onHeader(header: string[]): void;
  /** Records after the header, in arrival order, a batch per network chunk. */
  onRows(rows: string[][]): void;
  /** Bytes received so far. */
  onBytes?(received: number): void;
}

/**
 * Cuts a character stream at record boundaries: a newline outside quotes. In RFC 4180 CSV a position is outside quotes
 * when an even number of `"` precede it (an escaped `""` counts twice), so one pass with a toggle is enough.
 * Each complete run of records goes to papaparse whole, so a field is never split between two parses.
 */
export class CsvRecordSplitter {
  private buffer = '';
  private scanned = 0;
  private inQuotes = false;

  /** Adds text; returns the complete records now available (possibly ''). */
  push(text: string): string {
    this.buffer += text;
    let boundary = 0;
    for (let i = this.scanned; i < this.buffer.length; i += 1) {
      const ch = this.buffer.charCodeAt(i);
      if (ch === 34 /* " */) this.inQuotes = !this.inQuotes;
      else if (ch === 10 /* \n */ && !this.inQuotes) boundary = i + 1;
    }
    this.scanned = this.buffer.length;
    if (boundary === 0) return '';
    const ready = this.buffer.slice(0, boundary);
    this.buffer = this.buffer.slice(boundary);
    this.scanned -= boundary;
    return ready;
  }

  /** Whatever is left at the end of the stream (a last record without a trailing newline). */
  flush(): string {
    const rest = this.buffer;
    this.buffer = '';
    this.scanned = 0;
    this.inQuotes = false;
    return rest;
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The export was stopped.', 'AbortError');
}

/**
 * Reads a streamed CSV body and parses it as it arrives. Rows are handed over per chunk, so the first screenful shows
 * long before a large export ends. Aborting `signal` cancels the body (also for in-process responses that ignore the
 * fetch signal) and rejects with an AbortError.
 */
export async function parseCsvStream(
  body: ReadableStream<Uint8Array>,
  papa: CsvParser,
  handlers: CsvStreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8');
  const splitter = new CsvRecordSplitter();
  let headerSeen = false;
  let received = 0;

  const parseRecords = (text: string) => {
    if (!text) return;
    const result = papa.parse<string[]>(text, { header: false, skipEmptyLines: true });
    let rows = result.data;
    if (!headerSeen && rows.length > 0) {
      headerSeen = true;
      handlers.onHeader(rows[0] ?? []);
      rows = rows.slice(1);
    }
    if (rows.length > 0) handlers.onRows(rows);
  };

  const onAbort = () => {
    reader.cancel().catch(() => undefined);
  };
  if (signal?.aborted) throw abortError(signal);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError(signal);
      if (done) break;
      received += value.byteLength;
      handlers.onBytes?.(received);
      parseRecords(splitter.push(decoder.decode(value, { stream: true })));
    }
    parseRecords(splitter.push(decoder.decode()) + splitter.flush());
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}
