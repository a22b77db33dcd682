import type { DashboardWidget } from '@/api/schemas/dashboard';
import { useDashboardContext } from './dashboard-context';
import { WidgetCard } from './widget-card';
import { layoutBadge } from './widget-item';
import { typeName } from '../model/widget-name';

/** A stack container: children one after another, sized by their `w` (horizontal) or `h` (vertical). */
export function NestedStack({
  widgets,
  direction,
}: {
  widgets: readonly DashboardWidget[];
  direction: 'horizontal' | 'vertical';
}) {
  const { rowHeight, margin, widgetNames, highlights, showLayout } = useDashboardContext();
  if (widgets.length === 0) return <p className="dash-muted">This container is empty.</p>;
  const gap = direction === 'horizontal' ? margin[0] : margin[1];
  return (
    <div className={`dash-stack dash-stack-${direction}`} style={{ gap }} data-direction={direction}>
      {widgets.map((widget, index) => {
        const name = widgetNames.get(widget.id) ?? typeName(widget);
        const rows = Math.max(1, widget.position.h);
        const style =
          direction === 'horizontal'
            ? { flex: `${Math.max(1, widget.position.w)} 1 0`, minWidth: 0 }
            : { height: rowHeight * rows + margin[1] * (rows - 1) };
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
