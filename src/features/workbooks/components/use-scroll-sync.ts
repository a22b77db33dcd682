import { useCallback, useRef } from 'react';

/**
 * Keeps two scroll boxes in step. The box the person scrolls leads; the programmatic scroll it causes in the other
 * box is recognised (it arrives while that box is marked as following) and not echoed back. `hold()` lets each box be
 * scrolled on its own (a widget revealed in both panes sits at a different place in each): the scroll events of the
 * next frames are not followed.
 */
export function useScrollSync() {
  const boxes = useRef<[HTMLElement | null, HTMLElement | null]>([null, null]);
  const following = useRef<HTMLElement | null>(null);
  const holds = useRef(0);

  const hold = useCallback(() => {
    holds.current += 1;
    following.current = null;
    // Scroll events are sent in the frame after the scroll, before that frame's animation callbacks: two frames on,
    // every event the held scrolls caused has been let through.
    requestAnimationFrame(() => requestAnimationFrame(() => (holds.current -= 1)));
  }, []);

  const onScroll = useCallback((index: 0 | 1) => {
    if (holds.current > 0) return;
    const self = boxes.current[index];
    const other = boxes.current[index === 0 ? 1 : 0];
    if (!self || !other) return;
    if (following.current === self) {
      following.current = null;
      return;
    }
    if (other.scrollTop === self.scrollTop && other.scrollLeft === self.scrollLeft) return;
    following.current = other;
    other.scrollTop = self.scrollTop;
    other.scrollLeft = self.scrollLeft;
  }, []);

  const ref = useCallback(
    (index: 0 | 1) => (node: HTMLElement | null) => {
      boxes.current[index] = node;
    },
    [],
  );

  return { ref, onScroll, hold, boxes };
}
