import type { ReactElement } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { cx } from '@/lib/cx';
import { WidgetFrame } from './widget-frame';

export type WidgetHighlight = 'added' | 'removed' | 'moved' | 'changed';

/**
 * The grid child for one widget. react-grid-layout clones it (adding its position style), keys it by widget id,
 * and skips re-rendering while the element is the same object, so callers build these once per config.
 */
export function widgetItem(widget: DashboardWidget, name: string, highlight?: WidgetHighlight): ReactElement {
  return (
    <div
      key={widget.id}
      className={cx(
        'dash-item',
        `dash-item-${widget.type.toLowerCase()}`,
        highlight && `dash-highlight dash-highlight-${highlight}`,
      )}
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      data-highlight={highlight}
      role="group"
      aria-label={highlight ? `${name} (${highlight})` : name}
    >
      {highlight ? <span className="dash-highlight-badge">{highlight}</span> : null}
      <WidgetFrame widget={widget} name={name} />
    </div>
  );
}
