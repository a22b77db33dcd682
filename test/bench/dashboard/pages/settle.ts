/**
 * Browser side of the bench, shared by both pages so they are measured the same way: after a change, watch every
 * animation frame (layout forced each frame) until the top-level grid items are all present and their positions and
 * sizes have not changed for a quiet period. The figure is the time of the first frame that showed those final
 * positions.
 *
 * Why a quiet period and not "two equal frames in a row": react-grid-layout reaches a new breakpoint through effects,
 * in three commits (the old layout at the new width, then the new column count with the old layout, then the new
 * layout), and the bare grid may paint the middle state twice before the last commit. Stopping there would time a
 * layout with items outside the columns, not the settled one.
 */
const QUIET_MS = 250;
const QUIET_FRAMES = 8;

/**
 * `onScreen` also takes each top-level grid's size on screen: a zoom that scales a grid with a transform changes no
 * item's own style, only where the grid is drawn. (Both zoom pages are measured with it.)
 */
export interface SignatureOptions {
  onScreen?: boolean;
}

function signature(root: Element, { onScreen = false }: SignatureOptions = {}): { count: number; value: string } {
  const items = root.querySelectorAll<HTMLElement>(':scope .react-grid-layout > .react-grid-item');
  let value = '';
  let count = 0;
  for (const item of items) {
    if (item.parentElement?.closest('.react-grid-item')) continue; // nested grids do not count
    count++;
    value += `${item.style.transform}|${item.style.width}|${item.style.height};`;
  }
  if (onScreen) {
    for (const grid of root.querySelectorAll('.react-grid-layout')) {
      if (grid.closest('.react-grid-item')) continue;
      const rect = grid.getBoundingClientRect();
      value += `grid ${Math.round(rect.width)}x${Math.round(rect.height)};`;
    }
  }
  return { count, value };
}

export function currentSignature(root: Element, options: SignatureOptions = {}): string {
  return signature(root, options).value;
}

export function waitForSettled(
  root: Element,
  t0: number,
  expected: number,
  previous: string | null,
  options: SignatureOptions = {},
): Promise<number> {
  return new Promise((resolve) => {
    let last = '';
    let firstSeen = t0;
    let framesSince = 0;
    const tick = () => {
      void document.body.offsetHeight; // include style and layout in the measurement
      const now = performance.now();
      const { count, value } = signature(root, options);
      if (value !== last) {
        last = value;
        firstSeen = now;
        framesSince = 0;
      } else framesSince++;
      const settled = count >= expected && value !== previous && framesSince >= QUIET_FRAMES && now - firstSeen >= QUIET_MS;
      if (settled) resolve(firstSeen - t0);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Resolves once the page is at rest: no DOM changes for `quietMs` (lazy chunks loaded, visible charts drawn, idle work
 * done), then a main thread that is idle. A change is measured from there, not from a page still filling in or
 * still paying for its own start-up (garbage from parsing the config, compiler jobs finishing), which would land in
 * whichever measurement came next.
 */
export async function waitForQuiet(quietMs = 400): Promise<void> {
  await new Promise<void>((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
  await waitForIdleMainThread();
}

/**
 * The browser gives an idle callback up to 50 ms when nothing at all is pending; anything queued (a task, a timer, the
 * engine's own idle-time garbage collection) shortens it. Resolves after `periods` full idle periods in a row, or after
 * `limitMs` with a warning (a page that never rests would otherwise stall the bench).
 */
function waitForIdleMainThread(periods = 5, limitMs = 10_000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    let calm = 0;
    const check = (deadline: IdleDeadline) => {
      calm = deadline.timeRemaining() >= 45 ? calm + 1 : 0;
      if (calm >= periods) resolve();
      else if (performance.now() - started > limitMs) {
        console.warn(`bench: the page did not come to rest within ${limitMs} ms; measuring anyway`);
        resolve();
      } else requestIdleCallback(check);
    };
    requestIdleCallback(check);
  });
}

export interface BenchApi {
  quiet(): Promise<void>;
  mount(): Promise<number>;
  toBreakpoint(name: 'lg' | 'sm'): Promise<number>;
  /** Zoom pages only: Fit (the dashboard scaled to its pane; the bare grid at the pane's width) or 100%. */
  toZoom?(zoom: 'fit' | 'actual'): Promise<number>;
}

declare global {
  interface Window {
    __bench?: BenchApi;
  }
}
