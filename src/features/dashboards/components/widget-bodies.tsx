import { memo, startTransition, useEffect, useMemo, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { GuardedWidgetBody } from './guarded-widget-body';
import { whenNearViewport } from './near-viewport';
import { whenIdle } from './when-idle';

type Cards = ReadonlyMap<string, HTMLElement>;
const NONE: Cards = new Map();
/** A body that has come into view is drawn within this time even if the page never goes idle. */
const DRAW_WITHIN_MS = 300;

/**
 * Adds each widget's body to its grid item's card, through a portal, once the item comes near the viewport (as
 * Grafana renders panels). The grid's items stay plain elements that never re-render for their content, and a body,
 * once drawn, stays. `host` is the element holding the grid; only its own items are looked at, not those of grids
 * nested in containers (they have their own `WidgetBodies`).
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
  const [near, setNear] = useState<Cards>(NONE);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);

  useEffect(() => {
    const grid = host.current;
    if (!grid) return;
    const cards = new Map<string, HTMLElement>();
    for (const card of grid.querySelectorAll<HTMLElement>(':scope > .react-grid-layout > .react-grid-item > .dash-card')) {
      const id = card.parentElement?.dataset.widgetId;
      if (id !== undefined) cards.set(id, card);
    }
    // Bodies already drawn stay where their card is unchanged; the others wait for the viewport.
    setNear((current) => {
      const kept = new Map([...current].filter(([id, card]) => cards.get(id) === card));
      return kept.size === current.size ? current : kept;
    });
    // Cards near when first looked at (everywhere, without IntersectionObserver) are drawn in one update. Later
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
    const stops = [...cards].map(([id, card]) =>
      whenNearViewport(card, () => {
        arrived.push([id, card]);
        if (!looking && arrived.length === 1) cancelDraw = whenIdle(draw, DRAW_WITHIN_MS);
      }),
    );
    looking = false;
    draw();
    return () => {
      cancelDraw();
      stops.forEach((stop) => stop());
    };
  }, [host, byId]);

  return (
    <>
      {[...near].map(([id, card]) => {
        const widget = byId.get(id);
        if (!widget) return null;
        return createPortal(
          <div className="dash-widget-body">
            <GuardedWidgetBody widget={widget} name={names.get(id) ?? `${widget.type} ${id}`} />
          </div>,
          card,
          id,
        );
      })}
    </>
  );
});
