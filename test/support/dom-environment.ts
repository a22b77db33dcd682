import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './match-media';

// findBy*/waitFor give up after 1 s by default. Two cores running the server and ui projects side by side
// (with both sandbox dialects) can take longer than that to render a page that is correct; wait for what a person
// would see for up to 5 s instead (the test timeout is 20 s).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom lacks these browser APIs; components use them only for measuring and theme detection.
if (!('ResizeObserver' in window)) {
  // Reports once on observe, as browsers do; jsdom lays nothing out, so the size is always zero.
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 } as DOMRectReadOnly;
      queueMicrotask(() => this.callback([{ target, contentRect } as ResizeObserverEntry], this));
    }
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}

if (!('IntersectionObserver' in window)) {
  // Report everything as visible at once, so lazily rendered widgets appear in component tests.
  class IntersectionObserverStub {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: IntersectionObserverStub });
  Object.assign(globalThis, { IntersectionObserver: IntersectionObserverStub });
}

if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}
