import { useMemo, useRef } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { GridLayout, verticalCompactor } from 'react-grid-layout';
import { useGridItems } from '../hooks/use-grid-items';
import { useMeasuredWidth } from '../hooks/use-measured-width';
import { gridPlacement } from '../layout/grid-placement';
import { uniqueWidgets } from '../layout/unique-widgets';
import { containerLayout } from '../layout/widget-layouts';
import { useDashboardContext } from './dashboard-context';
import { READ_ONLY_DRAG, READ_ONLY_RESIZE } from './read-only-grid';
import { GridLines } from './grid-lines';
import { WidgetBodies } from './widget-bodies';

const NO_PADDING = [0, 0] as const;

/**
 * A container's own grid: its column count, the dashboard's row height and margin, no padding, and its own width
 * measurement (never the page's), the way Grafana lays out a tab. `fallbackWidth` is used where nothing can be
 * measured (jsdom).
 */
export function NestedGrid({
  widgets,
  cols,
  fallbackWidth,
}: {
  widgets: readonly DashboardWidget[];
  cols: number;
  fallbackWidth: number;
}) {
  const { rowHeight, margin, widgetNames, highlights, showLayout, positions } = useDashboardContext();
  const host = useRef<HTMLDivElement>(null);
  const width = useMeasuredWidth(host, fallbackWidth);
  const unique = useMemo(() => uniqueWidgets(widgets).widgets, [widgets]);
  const layout = useMemo(() => containerLayout(unique, cols, positions), [unique, cols, positions]);
  const gridConfig = useMemo(() => ({ cols, rowHeight, margin, containerPadding: NO_PADDING }), [cols, rowHeight, margin]);
  const placement = useMemo(
    () => gridPlacement(layout, { width, cols, rowHeight, margin, containerPadding: NO_PADDING }),
    [layout, width, cols, rowHeight, margin],
  );
  const children = useGridItems(unique, widgetNames, highlights, placement, showLayout);
  if (unique.length === 0) return <p className="dash-muted">This container is empty.</p>;
  return (
    <div ref={host} className="dash-nested-grid" data-cols={cols} data-width={width}>
      {showLayout ? <GridLines width={width} cols={cols} rowHeight={rowHeight} margin={margin} padding={NO_PADDING} /> : null}
      <GridLayout
        width={width}
        layout={layout}
        gridConfig={gridConfig}
        compactor={verticalCompactor}
        dragConfig={READ_ONLY_DRAG}
        resizeConfig={READ_ONLY_RESIZE}
      >
        {children}
      </GridLayout>
      <WidgetBodies widgets={unique} host={host} placement={placement} />
    </div>
  );
}
