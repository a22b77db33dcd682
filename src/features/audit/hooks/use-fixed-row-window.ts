import { useLayoutEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First row to render and one past the last. */
  first: number;
  last: number;
  paddingTop: number;
  paddingBottom: number;
}

/**
 * The rows of a fixed-height list that are in (or near) its scroll box. O(1) per render whatever the row count:
 * a general virtualizer keeps a measurement per row, which for 300,000 rows costs tens of milliseconds each time the
 * count grows while an export streams.
 */
export function useFixedRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
): RowWindow {
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () =>
      setViewport((current) =>
        current.top === element.scrollTop && current.height === element.clientHeight
          ? current
          : { top: element.scrollTop, height: element.clientHeight },
      );
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef]);
  const first = Math.min(count, Math.max(0, Math.floor(viewport.top / rowHeight) - overscan));
  const last = Math.min(count, Math.ceil((viewport.top + viewport.height) / rowHeight) + overscan);
  return { first, last, paddingTop: first * rowHeight, paddingBottom: Math.max(0, count - last) * rowHeight };
}
