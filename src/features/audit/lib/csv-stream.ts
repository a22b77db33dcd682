import type { ParseConfig, ParseResult } from 'papaparse';

/** The part of papaparse this module uses; passed in so the library is loaded lazily (`import('papaparse')`). */
export interface CsvParser {
  parse<T>(input: string, config: ParseConfig<T> & { download?: false; worker?: false }): ParseResult<T>;
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

  /** True when the text so far ends inside a quoted field (a record cut short if the stream ends here). */
  endsInsideQuotes(): boolean {
    return this.inQuotes;
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
