import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's own content width, kept current with a ResizeObserver: null until the observer first reports (a width
 * of 0 where there is no layout engine, as in jsdom). It is never read synchronously: a forced layout per grid during
 * commit costs more than the whole grid (the observer reports after layout, before paint). By default a new width is
 * applied as a transition, so a grid inside a resizing one follows it after the outer grid's own updates instead of
 * competing with them. `immediate` applies it before paint instead: a dashboard's pane width sets its scale and the
 * breakpoint it opens at, and the dashboard must never be painted at a stale one.
 */
export function useReportedWidth(
  ref: RefObject<HTMLElement | null>,
  { immediate = false }: { immediate?: boolean } = {},
): number | null {
  const [reported, setReported] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width === undefined) return;
      const apply = () => setReported(Math.floor(width));
      if (immediate) flushSync(apply);
      else startTransition(apply);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [ref, immediate]);
  return reported;
}

/** The element's content width as `useReportedWidth` follows it; `fallback` until it is known (and where it is 0). */
export function useMeasuredWidth(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
  options: { immediate?: boolean } = {},
): number {
  const reported = useReportedWidth(ref, options);
  return reported ? reported : fallback;
}
