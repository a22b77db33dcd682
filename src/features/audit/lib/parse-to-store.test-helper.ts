import Papa from 'papaparse';
import { AuditCsvParser } from './parse-core';
import { AuditRowStore } from './row-store';
import type { AuditColumns } from './columns';

/** Parses CSV bytes (cut into `chunks` where given) into a row store, as the page would hold them. For tests. */
export function parseToStore(input: string | Uint8Array | Uint8Array[]): {
  columns: AuditColumns | null;
  store: AuditRowStore | null;
  rows: string[][];
  truncated: boolean;
} {
  const chunks = Array.isArray(input) ? input : [typeof input === 'string' ? new TextEncoder().encode(input) : input];
  const parser = new AuditCsvParser(Papa);
  let columns: AuditColumns | null = null;
  let store: AuditRowStore | null = null;
  const take = (output: ReturnType<AuditCsvParser['push']>) => {
    if (output.columns) {
      columns = output.columns;
      store = new AuditRowStore(output.columns.all.length);
    }
    if (output.batch) store?.append(output.batch);
  };
  for (const chunk of chunks) take(parser.push(chunk));
  const last = parser.finish();
  take(last);
  const finalStore = store as AuditRowStore | null;
  const rows = finalStore ? Array.from({ length: finalStore.rowCount }, (_, r) => finalStore.row(r)) : [];
  return { columns, store: finalStore, rows, truncated: last.truncated };
}
