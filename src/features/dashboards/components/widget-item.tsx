import type { ReactElement } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { cx } from '@/lib/cx';
import type { GridBox } from '../layout/widget-layouts';

export type WidgetHighlight = 'added' | 'removed' | 'moved' | 'resized' | 'changed';

/** Types drawn without a title: they are structure, not content. */
const chromeless = new Set(['SPACER', 'DIVIDER']);

/** The widget's id, type and grid box, shown in "Show layout" mode. */
export function layoutBadge(widget: DashboardWidget, box: GridBox | undefined): ReactElement {
  return (
    <p className="dash-layout-badge" data-layout-badge="">
      <span className="dash-layout-id">{widget.id}</span> <span>{widget.type}</span>{' '}
      {box ? <span>{`x ${box.x}, y ${box.y}, w ${box.w}, h ${box.h}`}</span> : null}
    </p>
  );
}

export function widgetTitle(widget: DashboardWidget, name: string): ReactElement | null {
  const hidden = chromeless.has(widget.type) || (widget.type === 'TEXT' && widget.config?.hideTitle === true);
  // The card cuts a long title; the full one is its tooltip, and <bdi> keeps its direction to itself.
  return hidden ? null : (
    <h3 className="dash-widget-title" title={name}>
      <bdi>{name}</bdi>
    </h3>
  );
}

/**
 * The grid child for one widget: its accessible group, and nothing else until it nears the viewport, when
 * `WidgetBodies` draws its card (title and body) into it. One element per widget, so a 300-widget grid mounts for about
 * what its boxes cost. In "Show layout" mode (when `layout` is given) every item also carries its layout badge, with
 * the box it has at the breakpoint in effect, drawn or not. react-grid-layout clones this element (adding its position
 * style), keys it by widget id, and skips re-rendering while the element is the same object, so callers build these
 * once per config.
 */
export function widgetItem(
  widget: DashboardWidget,
  name: string,
  highlight: WidgetHighlight | undefined,
  layout: ReadonlyMap<string, GridBox> | null,
): ReactElement {
  return (
    <div
      key={widget.id}
      className="dash-item"
      data-widget-id={widget.id}
      data-widget-type={widget.type}
      data-highlight={highlight}
      role="group"
      aria-label={highlight ? `${name} (${highlight})` : name}
    >
      {layout ? layoutBadge(widget, layout.get(widget.id)) : null}
    </div>
  );
}

/** The card's classes: its type (spacers and dividers are see-through) and its compare highlight. */
export function widgetCardClass(widget: DashboardWidget, highlight?: WidgetHighlight): string {
  return cx('dash-card', `dash-card-${widget.type.toLowerCase()}`, highlight && `dash-highlight dash-highlight-${highlight}`);
}
