import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

/** An IntersectionObserver the test drives: it reports an element near the viewport only when told to. */
function controlledViewport() {
  const watched = new Map<Element, IntersectionObserverCallback>();
  class ControlledObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      watched.set(target, this.callback);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  return {
    watched,
    bringNear(element: Element) {
      const callback = watched.get(element);
      if (!callback) throw new Error('that element is not being watched');
      act(() => callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}

/** requestIdleCallback whose callbacks run when the test says the page is idle. */
function controlledIdle() {
  let pending: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    goIdle() {
      const due = pending;
      pending = [];
      act(() => due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    },
  };
}

const config = parsed({
  widgets: [
    { id: 'top', type: 'TEXT', position: { x: 0, y: 0, w: 6, h: 2 }, config: { title: 'Revenue notes', text: 'Up **12%**.' } },
    { id: 'far', type: 'TEXT', position: { x: 0, y: 40, w: 6, h: 2 }, config: { title: 'Churn notes', text: 'Flat.' } },
  ],
}).config;

afterEach(() => {
  cleanup(); // unmount while the stubs are still in place
  vi.unstubAllGlobals();
});

describe('drawing cards near the viewport', () => {
  it('shows every widget as a named group at once and draws a card only once its item nears the viewport', async () => {
    const viewport = controlledViewport();
    const idle = controlledIdle();
    renderWithRouter(<DashboardView config={config} breakpoint="lg" />);
    const top = screen.getByRole('group', { name: 'Revenue notes' });
    const far = screen.getByRole('group', { name: 'Churn notes' });
    expect(top).toBeEmptyDOMElement();
    expect(far).toBeEmptyDOMElement();
    // Items are watched once the page is idle after the grid's first frame.
    expect(viewport.watched.size).toBe(0);
    idle.goIdle();
    expect(viewport.watched.has(top)).toBe(true);

    viewport.bringNear(top);
    idle.goIdle();
    expect(within(top).getByRole('heading', { name: 'Revenue notes' })).toBeInTheDocument();
    expect(await within(top).findByText('12%')).toBeInTheDocument(); // Markdown is rendered by a lazily loaded chunk
    expect(far).toBeEmptyDOMElement();

    viewport.bringNear(far);
    idle.goIdle();
    expect(await within(far).findByText('Flat.')).toBeInTheDocument();
  });
});
