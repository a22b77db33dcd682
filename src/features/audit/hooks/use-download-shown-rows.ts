import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { saveBlob } from '../lib/save-blob';
import { shownRowsCsv, type ShownRows } from '../lib/shown-rows-csv';

interface ShownDownload {
  shown: ShownRows;
  /** The export's filters, which name the file like the full export's, marked as the shown rows. */
  filters: AuditFilters;
}

/** "audit-log-2025-01-01-2025-03-31-shown.csv": the same dates as the full export's file, told apart from it. */
export function shownRowsFileName(filters: AuditFilters, today?: Date): string {
  return auditFileName(filters, today).replace(/\.csv$/, '-shown.csv');
}

async function downloadShownRows({ shown, filters }: ShownDownload): Promise<string> {
  const fileName = shownRowsFileName(filters);
  saveBlob(await shownRowsCsv(shown), fileName);
  return fileName;
}

/** Saves the rows the table shows (its filters, sort and columns), built from the loaded rows: no request. */
export function useDownloadShownRows() {
  return useMutation({ mutationFn: downloadShownRows, gcTime: 0 });
}
