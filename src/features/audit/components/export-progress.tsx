import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import type { AuditStreamStatus } from '../hooks/use-audit-log-stream';

const numberFormat = new Intl.NumberFormat();

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function eventCount(count: number): string {
  return count === 1 ? '1 event' : `${numberFormat.format(count)} events`;
}

export interface ExportProgressProps {
  status: AuditStreamStatus;
  rowCount: number;
  bytes: number;
  totalBytes: number | null;
  onCancel: () => void;
  onReload: () => void;
  /** The status line, focusable from script: focus waits there while a new run replaces what had it. */
  statusRef?: Ref<HTMLParagraphElement>;
}

/** The count and, while the export streams, its progress and a Cancel; after a cancel, a way to load the rest. */
export function ExportProgress({ status, rowCount, bytes, totalBytes, onCancel, onReload, statusRef }: ExportProgressProps) {
  if (status === 'idle' || (status === 'error' && rowCount === 0)) return null;
  const loading = status === 'loading';
  return (
    <div className="audit-progress">
      <p ref={statusRef} className="audit-count" role="status" aria-live="polite" tabIndex={-1}>
        {loading
          ? `Loading… ${eventCount(rowCount)} so far`
          : status === 'cancelled'
            ? `Stopped: showing the first ${eventCount(rowCount)}`
            : status === 'error'
              ? `${eventCount(rowCount)} received before the error`
              : eventCount(rowCount)}
      </p>
      {loading ? (
        <>
          {/* Indeterminate unless the service sent a length. */}
          <progress
            className="audit-progress-bar"
            aria-label="Export progress"
            max={totalBytes ?? undefined}
            value={totalBytes ? bytes : undefined}
          />
          <span className="muted audit-bytes">{formatBytes(bytes)}</span>
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </>
      ) : null}
      {status === 'cancelled' ? (
        <Button size="sm" onClick={onReload}>
          Load all events
        </Button>
      ) : null}
    </div>
  );
}
