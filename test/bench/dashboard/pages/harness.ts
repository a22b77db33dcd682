import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseDashboardInput } from '@/features/dashboards';
import { benchConfig, benchSnapshots } from '../generate-config';
import { currentSignature, waitForQuiet, waitForSettled, type BenchApi } from './settle';

/** The generated dashboard as a page receives it (each call a separate object, as two workbooks' configs would be). */
export function benchDashboard(id: number, publicId: string) {
  return parseDashboardInput({ id, publicId, config: benchConfig(), reportSnapshots: benchSnapshots() });
}

/** The widths the bare pages draw their grids at: each breakpoint's design width, as the dashboard page does. */
export const BARE_WIDTHS = { lg: 1280, sm: 996 } as const;

/**
 * A value a page's component renders from and the bench changes from outside React: `use()` inside the component,
 * `set()` from the harness (inside its `flushSync`, so the change commits before the clock starts waiting).
 */
export function controlledValue<T>(initial: T): { use: () => T; set: (value: T) => void } {
  let setValue: (value: T) => void = () => {};
  return {
    use() {
      const [value, set] = useState(initial);
      setValue = set;
      return value;
    },
    set: (value) => setValue(value),
  };
}

interface BenchPage {
  /** What `mount` renders into `#root`. */
  app: ReactNode;
  /** How many top-level grid items the page shows once settled. */
  expected: number;
  /** Also compare each grid's size on screen (see `SignatureOptions`): the zoom pages. */
  onScreen?: boolean;
  /** Switches the page to a breakpoint, synchronously. Pages without one reject the bench's call. */
  toBreakpoint?: (name: 'lg' | 'sm') => void;
  /** Zoom pages only: switches to Fit or 100%, synchronously. */
  toZoom?: (zoom: 'fit' | 'actual') => void;
}

/**
 * Exposes a bench page as `window.__bench`, every page measured the same way: the clock starts just before the
 * change is committed synchronously and stops at the first frame that showed the settled grid (see `waitForSettled`).
 */
export function exposeBench({ app, expected, onScreen = false, toBreakpoint, toZoom }: BenchPage): void {
  const element = document.getElementById('root')!;
  const options = { onScreen };
  const measure = (change: () => void) => {
    const previous = currentSignature(element, options);
    const t0 = performance.now();
    flushSync(change);
    return waitForSettled(element, t0, expected, previous, options);
  };
  const api: BenchApi = {
    quiet: () => waitForQuiet(),
    mount() {
      const t0 = performance.now();
      flushSync(() => createRoot(element).render(app));
      return waitForSettled(element, t0, expected, null, options);
    },
    toBreakpoint: (name) =>
      toBreakpoint ? measure(() => toBreakpoint(name)) : Promise.reject(new Error('this page does not change breakpoints')),
  };
  if (toZoom) api.toZoom = (zoom) => measure(() => toZoom(zoom));
  window.__bench = api;
}
