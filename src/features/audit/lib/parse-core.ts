import { BatchEncoder, type EncodedBatch } from './batch-encoder';
import { recogniseColumns, type AuditColumns } from './columns';
import { CsvRecordStream, type CsvParser } from './csv-stream';

export interface ParseOutput {
  /** Set once, by the call that read the header row. */
  columns?: AuditColumns;
  /** Rows completed by this call, if any. */
  batch?: EncodedBatch;
}

export interface ParseSummary {
  /**
   * The body ended inside a quoted field: its last record was cut short (a dropped connection, a truncated file).
   * The record is kept as far as it came, and the page says so.
   */
  truncated: boolean;
}

/**
 * The audit export's parsing, as a plain module: bytes in, the header's columns and encoded row batches out. The
 * worker calls it (off the main thread); tests and browsers without workers call it directly.
 */
export class AuditCsvParser {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly records: CsvRecordStream;
  private encoder: BatchEncoder | null = null;
  private atStart = true;

  constructor(papa: CsvParser) {
    this.records = new CsvRecordStream(papa);
  }

  /** Bytes as they arrive; chunk boundaries may fall anywhere, even inside a character or a quoted field. */
  push(bytes: Uint8Array): ParseOutput {
    return this.encode(this.records.push(this.text(this.decoder.decode(bytes, { stream: true }))));
  }

  /** The end of the body: parses a last record that has no trailing newline. */
  finish(): ParseOutput & ParseSummary {
    const tail = this.records.push(this.text(this.decoder.decode()));
    const { rows, truncated } = this.records.finish();
    return { ...this.encode(tail.length > 0 ? tail.concat(rows) : rows), truncated };
  }

  /** A byte-order mark is not part of the first column's name (TextDecoder drops a UTF-8 one; this catches the rest). */
  private text(chunk: string): string {
    if (!this.atStart || chunk === '') return chunk;
    this.atStart = false;
    return chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
  }

  private encode(parsed: string[][]): ParseOutput {
    if (parsed.length === 0) return {};
    const output: ParseOutput = {};
    let rows = parsed;
    if (!this.encoder) {
      const header = rows[0];
      if (!header) return {};
      output.columns = recogniseColumns(header);
      this.encoder = new BatchEncoder(output.columns);
      rows = rows.slice(1);
    }
    if (rows.length > 0) output.batch = this.encoder.encode(rows);
    return output;
  }
}
