import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useDownloadFocus } from '../hooks/use-download-focus';
import { useDownloadShownRows } from '../hooks/use-download-shown-rows';
import type { AuditFilters } from '../lib/filters';
import type { ShownRows } from '../lib/shown-rows-csv';

const numberFormat = new Intl.NumberFormat();
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** An abort's reason: a DOMException named AbortError (checked by name: realms differ on DOMException's class). */
function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export interface DownloadShownRowsButtonProps {
  filters: AuditFilters;
  /** How many rows the table shows now (the label's count). */
  count: number;
  /** The rows as shown at the click: rows streaming in later, or a new filter, do not change the file. */
  readShown: () => ShownRows | null;
  'aria-describedby'?: string;
}

/**
 * "Download N shown rows": the table as the admin sees it, built from the loaded rows. Like the full export's button,
 * it says how far the build is, and a Cancel button stops it (focus waits there, and comes back here after).
 */
export function DownloadShownRowsButton({ filters, count, readShown, ...rest }: DownloadShownRowsButtonProps) {
  const download = useDownloadShownRows();
  const toast = useToast();
  const { downloadButton, cancelButton, follow } = useDownloadFocus(download.isPending);

  function start() {
    const shown = readShown();
    if (!shown) return;
    follow();
    download.start({ shown, filters }).then(
      (fileName) => toast({ title: 'Download ready', description: fileName, tone: 'success' }),
      (error: unknown) =>
        isCancel(error)
          ? toast({ title: 'Download cancelled', description: 'No file was saved.', tone: 'info' })
          : toast({ title: 'The download failed', description: describeError(error), tone: 'error' }),
    );
  }

  return (
    <>
      <Button
        ref={downloadButton}
        variant="primary"
        onClick={start}
        pending={download.isPending}
        disabled={count === 0}
        {...rest}
      >
        {download.isPending
          ? `Preparing CSV…${download.fraction > 0 ? ` ${percentFormat.format(download.fraction)}` : ''}`
          : `Download ${numberFormat.format(count)} shown ${count === 1 ? 'row' : 'rows'}`}
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
