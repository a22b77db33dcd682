import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's own content width, kept current with a ResizeObserver. It is never read synchronously: a forced
 * layout per grid during commit costs more than the whole grid (the observer reports after layout, before paint).
 * By default a new width is applied as a transition, so a grid inside a resizing one follows it after the outer grid's
 * own updates instead of competing with them. `immediate` applies it before paint instead: a dashboard's pane width
 * only sets its scale (a transform, no layout of the grid), and the dashboard must never be painted at a stale scale.
 * Until the first report, and where there is no layout engine (jsdom), the fallback is used.
 */
export function useMeasuredWidth(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
  { immediate = false }: { immediate?: boolean } = {},
): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width === undefined) return;
      const apply = () => setMeasured(Math.floor(width));
      if (immediate) flushSync(apply);
      else startTransition(apply);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [ref, immediate]);
  return measured > 0 ? measured : fallback;
}
