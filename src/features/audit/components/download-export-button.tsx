import { ApiError, describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useDownloadFocus } from '../hooks/use-download-focus';
import { useDownloadAuditLog } from '../api/download-audit-log';
import { formatBytes } from '../lib/format-bytes';
import type { AuditFilters } from '../lib/filters';

function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403)
    return 'This key lacks the AuditLogManage permission needed to export the audit log.';
  return describeError(error);
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface DownloadExportButtonProps {
  filters: AuditFilters;
  label: string;
  variant: 'primary' | 'secondary';
  disabled: boolean;
  'aria-describedby'?: string;
}

/**
 * "Download CSV": the full export for the filters, saved as a file. While it is prepared the button counts the
 * megabytes read and a Cancel button stops it (focus waits there, and comes back to the download button after).
 */
export function DownloadExportButton({ filters, label, variant, disabled, ...rest }: DownloadExportButtonProps) {
  const download = useDownloadAuditLog();
  const toast = useToast();
  const { downloadButton, cancelButton, follow } = useDownloadFocus(download.isPending);

  function start() {
    follow();
    download.start(filters, {
      onSuccess: (fileName) => toast({ title: 'Download ready', description: fileName, tone: 'success' }),
      onError: (error) =>
        isCancel(error)
          ? toast({ title: 'Download cancelled', description: 'No file was saved.', tone: 'info' })
          : toast({ title: 'The download failed', description: downloadErrorMessage(error), tone: 'error' }),
    });
  }

  return (
    <>
      <Button ref={downloadButton} variant={variant} onClick={start} pending={download.isPending} disabled={disabled} {...rest}>
        {download.isPending ? `Preparing CSV…${download.bytes > 0 ? ` ${formatBytes(download.bytes)}` : ''}` : label}
      </Button>
      {download.isPending ? (
        <Button ref={cancelButton} variant="ghost" onClick={download.cancel}>
          Cancel download
        </Button>
      ) : null}
      {/* Said once at the start; the label's count is not announced (it would talk every slice). */}
      <span className="visually-hidden" aria-live="polite">
        {download.isPending ? 'Preparing the CSV download' : ''}
      </span>
    </>
  );
}
