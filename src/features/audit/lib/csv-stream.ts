import type { ParseConfig, ParseError, ParseResult } from 'papaparse';

/** papaparse's low-level parser: parses a string, and with `ignoreLastRow` leaves a last record that may be cut short. */
interface CsvRecordParser {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): ParseResult<string[]>;
}

/** The part of papaparse this module uses; passed in so the library is loaded lazily (`import('papaparse')`). */
export interface CsvParser {
  parse<T>(input: string, config: ParseConfig<T> & { download?: false; worker?: false }): ParseResult<T>;
  Parser: new (config: ParseConfig) => CsvRecordParser;
}

/**
 * Parses a character stream into records with papaparse's own incremental parser: each push parses the text not yet
 * consumed and keeps the last record back (it may continue in the next chunk), so a field is never split between two
 * parses and no separate pass looks for record boundaries. The delimiter and line break are detected once.
 */
// Enough text for the dialect guess's ten lines.
const DIALECT_SAMPLE = 64 * 1024;

export class CsvRecordStream {
  private buffer = '';
  private parser: CsvRecordParser | null = null;

  constructor(private readonly papa: CsvParser) {}

  /** Adds text; returns the records now complete. */
  push(text: string): string[][] {
    this.buffer += text;
    const parser = this.parser ?? this.start(false);
    if (!parser) return [];
    const result = parser.parse(this.buffer, 0, true);
    this.buffer = this.buffer.slice(result.meta.cursor);
    return withoutEmptyLines(result.data);
  }

  /**
   * The end of the stream: the last record, with or without a trailing line break. `truncated` when the text ended
   * inside a quoted field (a record cut short); that record is kept as far as it came.
   */
  finish(): { rows: string[][]; truncated: boolean } {
    const parser = this.parser ?? this.start(true);
    const rest = this.buffer;
    this.buffer = '';
    if (!parser || rest === '') return { rows: [], truncated: false };
    const result = parser.parse(rest, 0, false);
    const truncated = result.errors.some((error: ParseError) => error.code === 'MissingQuotes');
    // Closing the open quote lets the cut record parse as far as it came (escaped quotes read as one) instead of raw.
    const rows = truncated ? parser.parse(`${rest}"`, 0, false).data : result.data;
    return { rows: withoutEmptyLines(rows), truncated };
  }

  /**
   * Detects the dialect once the header line is complete (or from whatever came, at the end), from the first lines
   * that have come, as `Papa.parse` guesses it.
   */
  private start(atEnd: boolean): CsvRecordParser | null {
    const lastLineEnd = this.buffer.lastIndexOf('\n');
    if (lastLineEnd < 0 && !atEnd) return null;
    const sample = lastLineEnd < 0 ? this.buffer : this.buffer.slice(0, Math.min(lastLineEnd + 1, DIALECT_SAMPLE));
    const { meta } = this.papa.parse<string[]>(sample, { header: false, preview: 10, skipEmptyLines: true });
    this.parser = new this.papa.Parser({ delimiter: meta.delimiter, newline: asLineBreak(meta.linebreak) });
    return this.parser;
  }
}

function asLineBreak(guess: string): '\r\n' | '\r' | '\n' {
  return guess === '\r\n' || guess === '\r' ? guess : '\n';
}

/** A blank line is no record (papaparse's `skipEmptyLines`, which its low-level parser leaves to the caller). */
function withoutEmptyLines(rows: string[][]): string[][] {
  let blank = 0;
  for (const row of rows) if (row.length === 1 && row[0] === '') blank += 1;
  return blank === 0 ? rows : rows.filter((row) => !(row.length === 1 && row[0] === ''));
}
