import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's own content width, kept current with a ResizeObserver. It is never read synchronously: a forced
 * layout per grid during commit costs more than the whole grid (the observer reports after layout, before paint).
 * A new width is applied as a transition, so a grid inside a resizing one follows it after the outer grid's own
 * updates instead of competing with them. Until the first report, and where there is no layout engine (jsdom), the
 * fallback is used.
 */
export function useMeasuredWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width !== undefined) startTransition(() => setMeasured(Math.round(width)));
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, [ref]);
  return measured > 0 ? measured : fallback;
}
