import { memo } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { useDashboardContext } from './dashboard-context';
import { GuardedWidgetBody } from './guarded-widget-body';
import { widgetCardClass, widgetTitle } from './widget-item';

/** Types whose body scrolls inside the card (Markdown of any length). */
const scrolls = new Set(['TEXT']);

/** What a grid item shows once drawn: a card with the widget's compare highlight, its title and its body. */
export const WidgetCard = memo(function WidgetCard({ widget, name }: { widget: DashboardWidget; name: string }) {
  const { highlights } = useDashboardContext();
  const highlight = highlights[widget.id];
  return (
    <div className={widgetCardClass(widget, highlight)}>
      {highlight ? <span className="dash-highlight-badge">{highlight}</span> : null}
      {/* The card is a size container: a card one row high lays its title and body out side by side. */}
      <div className="dash-card-content">
        {widgetTitle(widget, name)}
        {scrolls.has(widget.type) ? (
          // Text scrolls inside its card; a scroll box must be reachable by keyboard to be scrolled.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="dash-widget-body dash-widget-scroll" tabIndex={0}>
            <GuardedWidgetBody widget={widget} name={name} />
          </div>
        ) : (
          <div className="dash-widget-body">
            <GuardedWidgetBody widget={widget} name={name} />
          </div>
        )}
      </div>
    </div>
  );
});
