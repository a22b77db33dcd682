import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than its box (so it scrolls), kept current with a ResizeObserver on the
 * element and its children. Sizes are read only in the observer's callback, after the browser's own layout: never
 * during render or commit, where a forced layout per element would cost a 300-widget dashboard's mount dearly.
 * `children` (any value that changes when the children do) re-observes them. Off (`enabled` false) it is false.
 */
export function useOverflowsVertically(ref: RefObject<HTMLElement | null>, enabled: boolean, children: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    // A child that grows or shrinks (down to its least height) changes what overflows, not the element's own box.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, enabled, children]);
  return enabled && overflows;
}
