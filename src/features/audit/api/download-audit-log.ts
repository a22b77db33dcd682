import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';
import { openAuditExport } from './export-audit-log';
import { neutralizeCsvStream } from '@/lib/csv-safe';

/**
 * Saves a Blob through a temporary object URL and `<a download>`. The file is fetched with the Bearer header first,
 * so the key never goes into a URL the browser would open.
 */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled; revoking synchronously can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Downloads exactly the events `filters` select, with every cell that a spreadsheet would run as a formula
 * neutralized (the file is opened in spreadsheets; a real account's export may not do this itself). Resolves to the
 * saved file's name.
 */
async function downloadAuditLog(filters: AuditFilters): Promise<string> {
  const response = await openAuditExport(filters);
  const fileName = auditFileName(filters);
  const body = response.body ?? new Response(await response.text()).body!;
  // The rewritten text is kept as the stream's own chunks (a Blob joins them), never as one string.
  const parts: string[] = [];
  await body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(neutralizeCsvStream())
    .pipeTo(new WritableStream({ write: (chunk) => void parts.push(chunk) }));
  saveBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}

export function useDownloadAuditLog() {
  return useMutation({ mutationKey: auditKeys.download(), mutationFn: downloadAuditLog, gcTime: 0 });
}
