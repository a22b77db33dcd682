import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useDownloadFocus } from '../hooks/use-download-focus';
import { useDownloadShownRows } from '../hooks/use-download-shown-rows';
import type { AuditFilters } from '../lib/filters';
import type { ShownRows } from '../lib/shown-rows-csv';
import { DownloadPending, useDownloadOutcome } from './download-pending';

const numberFormat = new Intl.NumberFormat();
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

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
  const outcome = useDownloadOutcome(describeError);
  const { downloadButton, cancelButton, follow } = useDownloadFocus(download.isPending);

  function start() {
    const shown = readShown();
    if (!shown) return;
    follow();
    download.start({ shown, filters }).then(outcome.saved, outcome.failed);
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
      <DownloadPending pending={download.isPending} cancelRef={cancelButton} onCancel={download.cancel} />
    </>
  );
}
