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

/**
 * The element's width, read once right after its first commit, for a view that draws nothing costly until it knows
 * the width it draws at: null until then (the caller renders only its light parts, then renders again in the same
 * task, before paint), 0 where there is no layout engine (jsdom). The one forced layout is of a page with no grid in
 * it yet, so it is cheap; it spares a phone laying a dashboard out at the widest breakpoint first and then again at
 * the one its pane opens at. `wanted` counts at mount only (0 at once when false): a view that has drawn never goes
 * back to waiting.
 */
export function useWidthBeforeDrawing(ref: RefObject<HTMLElement | null>, wanted = true): number | null {
  const [width, setWidth] = useState<number | null>(wanted ? null : 0);
  useLayoutEffect(() => {
    if (width === null) setWidth(Math.floor(ref.current?.clientWidth ?? 0));
  }, [width, ref]);
  return width;
}
