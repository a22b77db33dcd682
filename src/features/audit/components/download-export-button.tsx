import { ApiError, describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useDownloadFocus } from '../hooks/use-download-focus';
import { useDownloadAuditLog } from '../api/download-audit-log';
import { formatBytes } from '../lib/format-bytes';
import { DownloadPending, useDownloadOutcome } from './download-pending';
import type { AuditFilters } from '../lib/filters';

function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403)
    return 'This key lacks the AuditLogManage permission needed to export the audit log.';
  return describeError(error);
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
  const outcome = useDownloadOutcome(downloadErrorMessage);
  const { downloadButton, cancelButton, follow } = useDownloadFocus(download.isPending);

  function start() {
    follow();
    download.start(filters, { onSuccess: outcome.saved, onError: outcome.failed });
  }

  return (
    <>
      <Button ref={downloadButton} variant={variant} onClick={start} pending={download.isPending} disabled={disabled} {...rest}>
        {download.isPending ? `Preparing CSV…${download.bytes > 0 ? ` ${formatBytes(download.bytes)}` : ''}` : label}
      </Button>
      <DownloadPending pending={download.isPending} cancelRef={cancelButton} onCancel={download.cancel} />
    </>
  );
}
