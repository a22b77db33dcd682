import { useEffect, useRef } from 'react';
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
function shownRowsFileName(filters: AuditFilters, today?: Date): string {
  return auditFileName(filters, today).replace(/\.csv$/, '-shown.csv');
}

async function downloadShownRows({ shown, filters }: ShownDownload, signal: AbortSignal | undefined): Promise<string> {
  const fileName = shownRowsFileName(filters);
  const blob = await shownRowsCsv(shown, signal);
  // The last slice may finish after the admin left the page: no file from a page that is gone.
  signal?.throwIfAborted();
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * Saves the rows the table shows (its filters, sort and columns), built from the loaded rows: no request. Leaving the
 * page stops a build still running (300,000 rows take a while) and saves nothing.
 */
export function useDownloadShownRows() {
  // One controller per mount, made in the effect: StrictMode's rehearsal unmount aborts only its own.
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  return useMutation({
    mutationFn: (download: ShownDownload) => downloadShownRows(download, mounted.current?.signal),
    gcTime: 0,
  });
}
