import { useSyncExternalStore, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { AuditStreamStatus } from '../hooks/use-audit-log-stream';
import { formatBytes } from '../lib/format-bytes';
import type { LiveProgressSource } from '../lib/live-progress';

const numberFormat = new Intl.NumberFormat();
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function eventCount(count: number): string {
  return count === 1 ? '1 event' : `${numberFormat.format(count)} events`;
}

export interface ExportProgressProps {
  status: AuditStreamStatus;
  /** The rows the page shows (once the export has stopped, all it read). */
  rowCount: number;
  /** While loading: the run's count and bytes so far, which move ahead of the page's. */
  progress: LiveProgressSource;
  onCancel: () => void;
  onReload: () => void;
  /** The rows are an export read earlier (Back to the page): when, so the count says it is not live. */
  readAt?: number | null;
  /** The status line, focusable from script: focus waits there while a new run replaces what had it. */
  statusRef?: Ref<HTMLParagraphElement>;
}

/** The count and, while the export streams, its progress and a Cancel; after a cancel, a way to load the rest. */
export function ExportProgress({
  status,
  rowCount,
  progress,
  onCancel,
  onReload,
  readAt = null,
  statusRef,
}: ExportProgressProps) {
  const live = useSyncExternalStore(progress.subscribe, progress.get);
  if (status === 'idle' || (status === 'error' && rowCount === 0)) return null;
  const loading = status === 'loading';
  // An export read to its end before (Back to the page), shown again, or brought back by a new run that stopped or
  // failed before its first rows: complete, as of then.
  const readBefore = !loading && readAt !== null;
  const { bytes, totalBytes } = live;
  return (
    <div className="audit-progress">
      <p
        ref={statusRef}
        className={loading ? 'audit-count audit-count-loading' : 'audit-count'}
        role="status"
        aria-live="polite"
        tabIndex={-1}
      >
        {loading
          ? `Loading… ${eventCount(Math.max(live.rows, rowCount))} so far`
          : readBefore
            ? `${eventCount(rowCount)} as read at ${timeFormat.format(readAt)}`
            : status === 'cancelled'
              ? `Stopped: showing the first ${eventCount(rowCount)}`
              : status === 'error'
                ? `${eventCount(rowCount)} received before the error`
                : eventCount(rowCount)}
      </p>
      {loading ? (
        <>
          {/* A bar only when the service sent a length. Without one there is nothing for a bar to measure: the count and
              the bytes beside it say what is happening, and an animated stand-in (the native indeterminate bar repaints
              every frame) would take CPU from the export it stands for. */}
          {totalBytes ? (
            <progress className="audit-progress-bar" aria-label="Export progress" max={totalBytes} value={bytes} />
          ) : null}
          <span className="muted audit-bytes">
            {totalBytes ? `${formatBytes(bytes)} of ${formatBytes(totalBytes)}` : `${formatBytes(bytes)} received`}
          </span>
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </>
      ) : null}
      {status === 'cancelled' && !readBefore ? (
        <Button size="sm" onClick={onReload}>
          Load all events
        </Button>
      ) : null}
      {readBefore ? (
        <Button size="sm" onClick={onReload}>
          Load again
        </Button>
      ) : null}
    </div>
  );
}
