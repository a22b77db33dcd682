import { useCallback, useRef } from 'react';

/**
 * Keeps two scroll boxes in step. The box the person scrolls leads; the programmatic scroll it causes in the other
 * box is recognised (it arrives while that box is marked as following) and not echoed back.
 */
export function useScrollSync() {
  const boxes = useRef<[HTMLElement | null, HTMLElement | null]>([null, null]);
  const following = useRef<HTMLElement | null>(null);

  const onScroll = useCallback((index: 0 | 1) => {
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

  return { ref, onScroll };
}
