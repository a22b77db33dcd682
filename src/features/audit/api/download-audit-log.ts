import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';
import { openAuditExport } from './export-audit-log';
import { neutralizeCsvStream } from '@/lib/csv-safe';
import { saveBlob } from '../lib/save-blob';

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
