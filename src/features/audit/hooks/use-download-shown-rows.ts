import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { saveBlob } from '../lib/save-blob';
import { shownRowsCsv, type ShownRows } from '../lib/shown-rows-csv';

interface ShownDownload {
  shown: ShownRows;
  /** The export's filters, which name the file like the full export's, marked as the shown rows. */
  filters: AuditFilters;
}

interface BuildControl {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** "audit-log-2025-01-01-2025-03-31-shown.csv": the same dates as the full export's file, told apart from it. */
function shownRowsFileName(filters: AuditFilters, today?: Date): string {
  return auditFileName(filters, today).replace(/\.csv$/, '-shown.csv');
}

async function downloadShownRows({ shown, filters }: ShownDownload, { signal, onProgress }: BuildControl): Promise<string> {
  const fileName = shownRowsFileName(filters);
  const blob = await shownRowsCsv(shown, signal, onProgress);
  // The last slice may finish after a cancel or after the admin left the page: no file nobody wants any more.
  signal.throwIfAborted();
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * Saves the rows the table shows (its filters, sort and columns), built from the loaded rows: no request. Says how
 * much is written and can be cancelled (300,000 rows take a while); leaving the page stops it too, saving nothing.
 */
export function useDownloadShownRows() {
  const [fraction, setFraction] = useState(0);
  // One controller per mount, made in the effect: StrictMode's rehearsal unmount aborts only its own. A download
  // started just before the page left still sees it, even if its build had not begun.
  const mounted = useRef<AbortController | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  const mutation = useMutation({
    mutationFn: (download: ShownDownload) => {
      const controller = new AbortController();
      running.current = controller;
      const page = mounted.current?.signal;
      if (page?.aborted) controller.abort(page.reason);
      else page?.addEventListener('abort', () => controller.abort(page.reason), { once: true });
      setFraction(0);
      return downloadShownRows(download, { signal: controller.signal, onProgress: setFraction });
    },
    gcTime: 0,
  });
  return {
    /** Resolves to the saved file's name; rejects with an AbortError when cancelled. */
    start: mutation.mutateAsync,
    isPending: mutation.isPending,
    /** The share of rows written so far (0 to 1) while pending. */
    fraction,
    cancel: () => running.current?.abort(),
  };
}
