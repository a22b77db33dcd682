import {
  memo,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { createPortal } from 'react-dom';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import type { GridPlacement } from '../layout/grid-placement';
import { GridPlacementContext, useDashboardContext } from './dashboard-context';
import { whenNearViewport } from './near-viewport';
import { hasIdleCallbacks, whenIdle } from './when-idle';
import { WidgetCard } from './widget-card';
import { typeName } from '../model/widget-name';

/** Grid items by widget id. */
type Items = ReadonlyMap<string, HTMLElement>;
const NONE: Items = new Map();
/** Items start being watched once the page is idle after the grid is shown, and within this time at the latest. */
const WATCH_WITHIN_MS = 100;
/** A card that comes into view after the first look is drawn when the page is idle, and within this time at the latest. */
const DRAW_WITHIN_MS = 300;

/**
 * Draws each widget's card into its grid item, through a portal, once the item comes near the viewport (as Grafana
 * renders panels). The grid's items stay plain elements that never re-render for their content, and a card, once
 * drawn, stays. `host` is the element holding the grid; only its own items are looked at, not those of grids nested
 * in containers (they have their own `WidgetBodies`).
 */
export const WidgetBodies = memo(function WidgetBodies({
  widgets,
  host,
  placement,
}: {
  widgets: readonly DashboardWidget[];
  host: RefObject<HTMLElement | null>;
  /** The grid's placement, given to the cards only: the items are left out of its updates. */
  placement: GridPlacement;
}) {
  const { widgetNames } = useDashboardContext();
  const [near, setNear] = useState<Items>(NONE);
  const drawn = useRef<Items>(NONE);
  useEffect(() => {
    drawn.current = near;
  }, [near]);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);
  // react-grid-layout adds the item of a widget it had no layout for (one a new config brings, say a draft-only
  // widget) in a commit of its own, after this layer's effect has looked at the grid; count such changes so the items
  // are looked at again.
  const [itemChanges, setItemChanges] = useState(0);
  useEffect(() => {
    const grid = host.current?.querySelector(':scope > .react-grid-layout');
    if (!grid || typeof MutationObserver === 'undefined') return;
    const watch = new MutationObserver(() => setItemChanges((count) => count + 1));
    watch.observe(grid, { childList: true });
    return () => watch.disconnect();
  }, [host]);

  useEffect(() => {
    const grid = host.current;
    if (!grid) return;
    // Cards stay drawn where their item is unchanged; the others are dropped at once, never drawn into an item that
    // has left the grid. (Nothing is drawn yet when the grid mounts: then the items are not even looked up here.)
    if (drawn.current.size > 0) {
      const items = gridItems(grid);
      setNear((current) => {
        const kept = new Map([...current].filter(([id, item]) => items.get(id) === item));
        return kept.size === current.size ? current : kept;
      });
    }
    const watchWaiting = () => {
      const waiting = [...gridItems(grid)].filter(([id, item]) => drawn.current.get(id) !== item);
      return waiting.length === 0 ? () => {} : watchItems(waiting, setNear);
    };
    // Items are looked up and watched once the grid is on screen and the page is idle: no card is drawn in the grid's
    // first frame anyway, and that frame should not also wait for hundreds of elements to be found and observed. Where
    // the browser has no idle periods to offer, it starts at once rather than on a guessed timer.
    if (!hasIdleCallbacks()) return watchWaiting();
    let stop = () => {};
    const cancel = whenIdle(() => (stop = watchWaiting()), WATCH_WITHIN_MS);
    return () => {
      cancel();
      stop();
    };
  }, [host, byId, itemChanges]);

  return (
    <GridPlacementContext.Provider value={placement}>
      {[...near].map(([id, item]) => {
        const widget = byId.get(id);
        if (!widget) return null;
        return createPortal(<WidgetCard widget={widget} name={widgetNames.get(id) ?? typeName(widget)} />, item, id);
      })}
    </GridPlacementContext.Provider>
  );
});

/** The grid's own items (not those of grids nested in them) by widget id. */
function gridItems(host: HTMLElement): Map<string, HTMLElement> {
  const items = new Map<string, HTMLElement>();
  for (const item of host.querySelectorAll<HTMLElement>(':scope > .react-grid-layout > .react-grid-item')) {
    const id = item.getAttribute('data-widget-id');
    if (id !== null) items.set(id, item);
  }
  return items;
}

/**
 * Adds each item to the drawn set once it nears the viewport. Returns a function that stops watching.
 *
 * The items near when watching starts (the observer's first report, or at once without an observer) are drawn in
 * one update right away. Later arrivals are drawn together once the main thread is idle: a breakpoint change or a
 * scroll brings widgets into view while react-grid-layout is still settling, and drawing them (Markdown, charts) must
 * not hold that up.
 */
function watchItems(items: readonly [string, HTMLElement][], setNear: Dispatch<SetStateAction<Items>>): () => void {
  let arrived: [string, HTMLElement][] = [];
  let looking = true;
  let firstReport = true;
  let stopped = false;
  let cancelDraw = () => {};
  const draw = () => {
    if (stopped) return;
    firstReport = false;
    const batch = arrived;
    arrived = [];
    if (batch.length === 0) return;
    startTransition(() => setNear((current) => new Map([...current, ...batch])));
  };
  const stops = items.map(([id, item]) =>
    whenNearViewport(item, () => {
      arrived.push([id, item]);
      if (looking || arrived.length > 1) return;
      if (firstReport) queueMicrotask(draw);
      else cancelDraw = whenIdle(draw, DRAW_WITHIN_MS);
    }),
  );
  looking = false;
  if (arrived.length > 0) draw(); // reported at once (no observer to wait for)
  return () => {
    stopped = true;
    cancelDraw();
    stops.forEach((stop) => stop());
  };
}
