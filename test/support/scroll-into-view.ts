import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Records, for each test of the calling `describe`, which elements were asked to come into view, in order. jsdom has
 * no layout, so nothing scrolls: this is what a test can check instead.
 */
export function recordScrollIntoView(): Element[] {
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return scrolled;
}
