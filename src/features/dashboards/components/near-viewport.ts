type Listener = () => void;

/** One observer for all widgets: hundreds of observers cost more than one with hundreds of targets. */
let observer: IntersectionObserver | null = null;
const listeners = new Map<Element, Listener>();

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const listener = listeners.get(entry.target);
        listeners.delete(entry.target);
        observer?.unobserve(entry.target);
        listener?.();
      }
    },
    // Start drawing a little before a widget scrolls into view, in the page and in any scrolling box it sits in (the
    // compare view's panes, a frame wider than the page); browsers without `scrollMargin` use the page's margin only.
    { rootMargin: '300px 0px', scrollMargin: '300px' },
  );
  return observer;
}

/**
 * Calls `onNear` once, when the element first comes near the viewport (at once where there is no
 * IntersectionObserver, as in jsdom). Returns a function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: Listener): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const io = shared();
  listeners.set(element, onNear);
  io.observe(element);
  return () => {
    if (listeners.get(element) !== onNear) return;
    listeners.delete(element);
    io.unobserve(element);
  };
}
