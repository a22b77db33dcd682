import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { DashboardConfig } from '@/api/schemas/dashboard';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsed } from '../test-utils';
import { DashboardView } from './dashboard-view';

/**
 * An IntersectionObserver the test drives: it reports an element near the viewport only when told to. The console
 * keeps one observer for the page, so this file holds a single test.
 */
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
    /** Delivers one observer report saying these elements are near; awaited so the microtasks it queues run too. */
    async bringNear(...elements: Element[]) {
      const callback = watched.get(elements[0]!);
      if (!callback || elements.some((element) => !watched.has(element))) throw new Error('not all of them are watched');
      const entries = elements.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
      await act(async () => {
        callback(entries, {} as IntersectionObserver);
        await Promise.resolve(); // let the microtasks the report queued run
      });
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
    { id: 'side', type: 'AI', position: { x: 6, y: 0, w: 6, h: 2 }, config: { title: 'Ask finance', prompt: 'Why?' } },
    { id: 'far', type: 'TEXT', position: { x: 0, y: 40, w: 6, h: 2 }, config: { title: 'Churn notes', text: 'Flat.' } },
  ],
}).config;

/** Re-rendering this keeps the router, so the grid's items stay mounted across config changes. */
function Dashboard({ config }: { config: DashboardConfig }) {
  return (
    <MemoryRouter>
      <DashboardView config={config} breakpoint="lg" />
    </MemoryRouter>
  );
}

afterEach(() => {
  cleanup(); // unmount while the stubs are still in place
  vi.unstubAllGlobals();
});

describe('drawing cards near the viewport', () => {
  it('names every widget at once, draws cards as their items near the viewport, keeps them, and stops watching', async () => {
    const viewport = controlledViewport();
    const idle = controlledIdle();
    const { rerender, unmount } = render(<Dashboard config={config} />);
    const top = screen.getByRole('group', { name: 'Revenue notes' });
    const side = screen.getByRole('group', { name: 'Ask finance' });
    const far = screen.getByRole('group', { name: 'Churn notes' });
    for (const item of [top, side, far]) expect(item).toBeEmptyDOMElement();
    // Items are watched once the page is idle after the grid's first frame.
    expect(viewport.watched.size).toBe(0);
    idle.goIdle();
    expect(viewport.watched.size).toBe(3);

    // The first report's near items are drawn together, without waiting for another idle period.
    await viewport.bringNear(top, side);
    expect(within(top).getByRole('heading', { name: 'Revenue notes' })).toBeInTheDocument();
    expect(within(side).getByRole('heading', { name: 'Ask finance' })).toBeInTheDocument();
    expect(await within(top).findByText('12%')).toBeInTheDocument(); // Markdown is rendered by a lazily loaded chunk
    expect(far).toBeEmptyDOMElement();

    // A later arrival waits for the page to be idle.
    await viewport.bringNear(far);
    expect(far).toBeEmptyDOMElement();
    idle.goIdle();
    expect(await within(far).findByText('Flat.')).toBeInTheDocument();

    // The same widgets in a new config object keep their cards and are not watched again.
    rerender(<Dashboard config={parsed(JSON.parse(JSON.stringify(config))).config} />);
    expect(screen.getByRole('group', { name: 'Revenue notes' })).toBe(top);
    idle.goIdle();
    expect(within(top).getByRole('heading', { name: 'Revenue notes' })).toBeInTheDocument();
    expect(viewport.watched.size).toBe(0);

    unmount();
    expect(viewport.watched.size).toBe(0);
  });
});
