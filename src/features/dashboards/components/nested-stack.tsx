import { useRef } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { useDashboardContext } from './dashboard-context';
import { WidgetCard } from './widget-card';
import { layoutBadge } from './widget-item';
import { useOverflowsVertically } from '../hooks/use-overflows-vertically';
import { typeName } from '../model/widget-name';

/** The least height a card in a vertical stack shrinks to: its title and a line of its body. */
const MIN_STACKED_HEIGHT = 56;

/**
 * A stack container: children one after another, sized by their `w` (horizontal) or `h` (vertical). A vertical stack
 * scrolls when its children do not fit, and only then is it a named tab stop: a scroll box must be reachable by
 * keyboard, but a stack that fits would be a stop that does nothing and a group that repeats its card's name.
 */
export function NestedStack({
  widgets,
  direction,
  label,
}: {
  widgets: readonly DashboardWidget[];
  direction: 'horizontal' | 'vertical';
  /** The container's name, for a vertical stack while it scrolls. */
  label: string;
}) {
  const { rowHeight, margin, widgetNames, highlights, showLayout } = useDashboardContext();
  const ref = useRef<HTMLDivElement>(null);
  // A vertical stack scrolls when its children do not fit (dashboards.css); a horizontal one shares its width.
  const scrolls = useOverflowsVertically(ref, direction === 'vertical', widgets);
  if (widgets.length === 0) return <p className="dash-muted">This container is empty.</p>;
  const gap = direction === 'horizontal' ? margin[0] : margin[1];
  return (
    <div
      ref={ref}
      className={`dash-stack dash-stack-${direction}`}
      style={{ gap }}
      data-direction={direction}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
      // A scroll box must be reachable by keyboard to be scrolled.
      tabIndex={scrolls ? 0 : undefined}
    >
      {widgets.map((widget, index) => {
        const name = widgetNames.get(widget.id) ?? typeName(widget);
        const rows = Math.max(1, widget.position.h);
        // Children share the stack's own box by their `w` (horizontal) or `h` (vertical), as the builder's stack does:
        // sized in rows they would add up to more than the card's body (its title and padding take room) and the
        // last card's title would be hidden. A vertical child keeps room for a title and a line; past that, the stack
        // scrolls.
        const style =
          direction === 'horizontal'
            ? { flex: `${Math.max(1, widget.position.w)} 1 0`, minWidth: 0 }
            : { flex: `${rows} 1 ${rowHeight * rows + margin[1] * (rows - 1)}px`, minHeight: MIN_STACKED_HEIGHT };
        const highlight = highlights[widget.id];
        return (
          <div
            key={`${widget.id}-${index}`}
            className="dash-item dash-stack-item"
            style={style}
            data-widget-id={widget.id}
            data-widget-type={widget.type}
            data-highlight={highlight}
            role="group"
            aria-label={highlight ? `${name} (${highlight})` : name}
          >
            {showLayout ? layoutBadge(widget, undefined) : null}
            <WidgetCard widget={widget} name={name} />
          </div>
        );
      })}
    </div>
  );
}
