import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's own content width, kept current with a ResizeObserver. Where layout is not available (a width of 0,
 * as in jsdom) the fallback is used, so grids still lay out deterministically.
 */
export function useMeasuredWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setMeasured(Math.round(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const resize = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width === undefined) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMeasured(Math.round(width)));
    });
    resize.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
    };
  }, [ref]);
  return measured > 0 ? measured : fallback;
}
