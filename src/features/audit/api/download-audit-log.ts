import { useMutation } from '@tanstack/react-query';
import { auditFileName, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';
import { openAuditExport } from './export-audit-log';

/**
 * Saves a Blob through a temporary object URL and `<a download>`. The file is fetched with the Bearer header first,
 * so the key never goes into a URL the browser would open.
 */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** Downloads exactly what `filters` select, as the service wrote it. Resolves to the saved file's name. */
export async function downloadAuditLog(filters: AuditFilters): Promise<string> {
  const response = await openAuditExport(filters);
  const blob = await response.blob();
  const fileName = auditFileName(filters);
  saveBlob(blob.type ? blob : new Blob([blob], { type: 'text/csv' }), fileName);
  return fileName;
}

export function useDownloadAuditLog() {
  return useMutation({ mutationKey: auditKeys.download(), mutationFn: downloadAuditLog, gcTime: 0 });
}
