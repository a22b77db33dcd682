import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';
import { openAuditExport } from './export-audit-log';
import { neutralizeOffThread } from '../download/neutralize-off-thread';
import { saveBlob } from '../lib/save-blob';

/**
 * Downloads exactly the events `filters` select, with every cell that a spreadsheet would run as a formula
 * neutralized (the file is opened in spreadsheets; a real account's export may not do this itself). Resolves to the
 * saved file's name. The rewriting runs in a worker: on the page's thread it froze the console for seconds.
 */
async function downloadAuditLog(filters: AuditFilters): Promise<string> {
  const response = await openAuditExport(filters);
  const fileName = auditFileName(filters);
  const body = response.body ?? new Response(await response.text()).body!;
  saveBlob(await neutralizeOffThread(body), fileName);
  return fileName;
}

export function useDownloadAuditLog() {
  return useMutation({ mutationKey: auditKeys.download(), mutationFn: downloadAuditLog, gcTime: 0 });
}
