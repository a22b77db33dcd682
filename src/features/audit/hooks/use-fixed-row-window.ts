import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First row to render and one past the last. */
  first: number;
  last: number;
  /** The row at the top of the box (not counting overscan). */
  top: number;
  /** The box's height as last measured (0 until its first layout), so callers need not read it and force a layout. */
  height: number;
}

/**
 * The rows of a fixed-height list that are in (or near) its scroll box. O(1) per render whatever the row count:
 * a general virtualizer keeps a measurement per row, which for 300,000 rows costs tens of milliseconds each time the
 * count grows while an export streams.
 *
 * The box is measured when the browser has laid it out anyway (a ResizeObserver's first report, a scroll), never
 * right after it is mounted: reading its size then would force a layout of the whole new page inside React's commit,
 * and re-render the table in that same task (the audit page's longest task when its first rows arrive).
 */
export function useFixedRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  // Until the box is measured, the overscan's rows: the first rows' frame lays out few of them, the rest follow once
  // the box reports its height.
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () =>
      setViewport((current) =>
        current.top === element.scrollTop && current.height === element.clientHeight
          ? current
          : { top: element.scrollTop, height: element.clientHeight },
      );
    element.addEventListener('scroll', read, { passive: true });
    // Reports once after the box's first layout, then on every resize. As a transition: the first report turns the
    // overscan's few rows into a screenful, and React renders those in slices instead of one long task (a scroll
    // stays urgent, or rows would show blank while they wait).
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => startTransition(read));
    if (resize) resize.observe(element);
    else read();
    return () => {
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef]);

  const first = Math.min(count, Math.max(0, Math.floor(viewport.top / rowHeight) - overscan));
  const last = Math.min(count, Math.ceil((viewport.top + viewport.height) / rowHeight) + overscan);
  const top = Math.min(Math.max(0, count - 1), Math.floor(viewport.top / rowHeight));
  return { first, last, top, height: viewport.height };
}
