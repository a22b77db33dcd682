import { startTransition, useEffect, useState, type RefObject } from 'react';

type Listener = (near: boolean) => void;

/** One observer for all widgets: hundreds of observers cost more than one with hundreds of targets. */
let observer: IntersectionObserver | null = null;
const listeners = new Map<Element, Listener>();

function shared(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) listeners.get(entry.target)?.(true);
      }
    },
    // Start loading a little before a widget scrolls into view.
    { rootMargin: '300px 0px' },
  );
  return observer;
}

/**
 * True once the element has come near the viewport, and stays true: heavy widgets (charts, iframes, Markdown) render
 * only then, so a 300-widget dashboard mounts as fast as its layout. Without IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    const io = shared();
    if (near || !element || !io) return;
    listeners.set(element, (value) => {
      if (!value) return;
      // A transition: widget bodies fill in without holding up layout updates (react-grid-layout's own renders).
      startTransition(() => setNear(true));
      listeners.delete(element);
      io.unobserve(element);
    });
    io.observe(element);
    return () => {
      listeners.delete(element);
      io.unobserve(element);
    };
  }, [ref, near]);
  return near;
}
