import { useEffect, useState, type RefObject } from 'react';

export interface Size {
  width: number;
  height: number;
}

/**
 * The element's content size: the first measurement at once, later ones only after the size has stopped changing
 * for `quietMs`. A chart sized by it redraws once after a breakpoint change instead of on every frame of the grid's
 * own settling (react-grid-layout moves through intermediate layouts). Null until measured, and without
 * ResizeObserver (jsdom).
 */
export function useSettledSize(ref: RefObject<HTMLElement | null>, quietMs = 150): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (!box) return;
      const next = { width: Math.round(box.width), height: Math.round(box.height) };
      const apply = () =>
        setSize((current) => (current?.width === next.width && current.height === next.height ? current : next));
      clearTimeout(timer);
      if (first) {
        first = false;
        apply();
      } else timer = setTimeout(apply, quietMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, quietMs]);
  return size;
}
