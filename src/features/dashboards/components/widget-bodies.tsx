import { memo, startTransition, useEffect, useMemo, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { createPortal } from 'react-dom';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { whenNearViewport } from './near-viewport';
import { hasIdleCallbacks, whenIdle } from './when-idle';
import { WidgetCard } from './widget-card';

/** Grid items by widget id. */
type Items = ReadonlyMap<string, HTMLElement>;
const NONE: Items = new Map();
/** A card that has come into view is drawn within this time even if the page never goes idle. */
const DRAW_WITHIN_MS = 300;

/**
 * Draws each widget's card into its grid item, through a portal, once the item comes near the viewport (as Grafana
 * renders panels). The grid's items stay plain elements that never re-render for their content, and a card, once
 * drawn, stays. `host` is the element holding the grid; only its own items are looked at, not those of grids nested
 * in containers (they have their own `WidgetBodies`).
 */
export const WidgetBodies = memo(function WidgetBodies({
  widgets,
  names,
  host,
}: {
  widgets: readonly DashboardWidget[];
  names: ReadonlyMap<string, string>;
  host: RefObject<HTMLElement | null>;
}) {
  const [near, setNear] = useState<Items>(NONE);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);

  useEffect(() => {
    const grid = host.current;
    if (!grid) return;
    // Watching starts once the grid is on screen and the page is idle: no card is drawn in the grid's first frame
    // anyway, and that frame should not also wait for hundreds of elements to be observed. Where the browser has no
    // idle periods to offer, it starts at once rather than on a guessed timer.
    if (!hasIdleCallbacks()) return watchItems(grid, setNear);
    let stop = () => {};
    const cancel = whenIdle(() => (stop = watchItems(grid, setNear)), DRAW_WITHIN_MS);
    return () => {
      cancel();
      stop();
    };
  }, [host, byId]);

  return (
    <>
      {[...near].map(([id, item]) => {
        const widget = byId.get(id);
        if (!widget) return null;
        return createPortal(<WidgetCard widget={widget} name={names.get(id) ?? `${widget.type} ${id}`} />, item, id);
      })}
    </>
  );
});

/**
 * Finds the grid's own items and adds each to the drawn set once it nears the viewport. Returns a function that stops
 * watching.
 */
function watchItems(grid: HTMLElement, setNear: Dispatch<SetStateAction<Items>>): () => void {
  const items = new Map<string, HTMLElement>();
  for (const item of grid.querySelectorAll<HTMLElement>(':scope > .react-grid-layout > .react-grid-item')) {
    const id = item.dataset.widgetId;
    if (id !== undefined) items.set(id, item);
  }
  // Cards already drawn stay where their item is unchanged; the others wait for the viewport.
  setNear((current) => {
    const kept = new Map([...current].filter(([id, item]) => items.get(id) === item));
    return kept.size === current.size ? current : kept;
  });
  // Items near when first looked at (everywhere, without IntersectionObserver) are drawn in one update. Later
  // arrivals are drawn together once the main thread is idle: a breakpoint change or a scroll brings widgets into
  // view while react-grid-layout is still settling, and drawing them (Markdown, charts) must not hold that up.
  let arrived: [string, HTMLElement][] = [];
  let looking = true;
  let cancelDraw = () => {};
  const draw = () => {
    const batch = arrived;
    arrived = [];
    if (batch.length === 0) return;
    startTransition(() => setNear((current) => new Map([...current, ...batch])));
  };
  const stops = [...items].map(([id, item]) =>
    whenNearViewport(item, () => {
      arrived.push([id, item]);
      if (!looking && arrived.length === 1) cancelDraw = whenIdle(draw, DRAW_WITHIN_MS);
    }),
  );
  looking = false;
  draw();
  return () => {
    cancelDraw();
    stops.forEach((stop) => stop());
  };
}
