import { useMemo } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { widgetItem, type WidgetHighlight } from '../components/widget-item';
import type { GridPlacement } from '../layout/grid-placement';
import { typeName } from '../model/widget-name';

/**
 * A grid's children, built once per widget list rather than per breakpoint (react-grid-layout re-renders an item only
 * when its child changes); only "Show layout" mode, whose badges name each box, rebuilds them when the placement does.
 */
export function useGridItems(
  widgets: readonly DashboardWidget[],
  names: ReadonlyMap<string, string>,
  highlights: Readonly<Record<string, WidgetHighlight>>,
  placement: GridPlacement,
  showLayout: boolean,
) {
  const badgeBoxes = showLayout ? placement.boxes : null;
  return useMemo(
    () =>
      widgets.map((widget) => widgetItem(widget, names.get(widget.id) ?? typeName(widget), highlights[widget.id], badgeBoxes)),
    [widgets, names, highlights, badgeBoxes],
  );
}
