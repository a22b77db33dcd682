import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { AuditStreamStatus } from './use-audit-log-stream';

/**
 * Keeps a region at least as tall as it was when `hold()` was called, until the run that call started has ended. A
 * new export replaces the charts and the table with a short loading state; the page would shrink under the admin's
 * scroll position, the browser would move them to the top, and the chart they had just dragged across would come back
 * out of view. Held, the page keeps its length and the new charts appear where the old ones were.
 */
export function useHeldHeight(status: AuditStreamStatus) {
  const loading = status === 'loading';
  const ref = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<{ height: number; started: boolean } | null>(null);
  // Released once the new run has been seen loading and has stopped (done, failed or cancelled), or at once when no
  // run starts (filters the page will not send go to idle).
  if (held && loading && !held.started) setHeld({ ...held, started: true });
  if ((held?.started && !loading) || (held && status === 'idle')) setHeld(null);
  const hold = useCallback(() => {
    const height = ref.current?.offsetHeight ?? 0;
    if (height > 0) setHeld({ height, started: false });
  }, []);
  const style: CSSProperties | undefined = held ? { minHeight: held.height } : undefined;
  return { ref, hold, style };
}
