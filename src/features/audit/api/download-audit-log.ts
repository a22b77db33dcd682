import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';
import { openAuditExport } from './export-audit-log';
import { neutralizeOffThread } from '../download/neutralize-off-thread';
import { saveBlob } from '../lib/save-blob';

interface DownloadControl {
  signal: AbortSignal;
  /** Bytes of the export read so far. */
  onBytes: (received: number) => void;
}

/**
 * Downloads exactly the events `filters` select, with every cell that a spreadsheet would run as a formula
 * neutralized (the file is opened in spreadsheets; a real account's export may not do this itself). Resolves to the
 * saved file's name. The rewriting runs in a worker: on the page's thread it froze the console for seconds.
 */
async function downloadAuditLog(filters: AuditFilters, { signal, onBytes }: DownloadControl): Promise<string> {
  const response = await openAuditExport(filters, signal);
  const fileName = auditFileName(filters);
  const body = response.body ?? new Response(await response.text()).body!;
  const blob = await neutralizeOffThread(body, { signal, onBytes });
  // Cancelled (or the page left) as the last bytes came: no file the admin no longer wants.
  signal.throwIfAborted();
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * The full export as a file, with how much of it has been read and a way to stop it: a year of events is tens of
 * megabytes, which takes a while. Leaving the page stops it too, and saves nothing.
 */
export function useDownloadAuditLog() {
  const [bytes, setBytes] = useState(0);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const mutation = useMutation({
    mutationKey: auditKeys.download(),
    mutationFn: (filters: AuditFilters) => {
      const controller = new AbortController();
      running.current = controller;
      setBytes(0);
      return downloadAuditLog(filters, { signal: controller.signal, onBytes: setBytes });
    },
    gcTime: 0,
  });
  return {
    start: mutation.mutate,
    isPending: mutation.isPending,
    /** Bytes read so far while pending. */
    bytes,
    cancel: () => running.current?.abort(),
  };
}
