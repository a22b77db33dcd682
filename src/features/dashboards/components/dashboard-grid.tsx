import { useEffect, useMemo } from 'react';
import type { BreakpointName, DashboardWidget } from '@/api/schemas/dashboard';
import { Responsive, verticalCompactor } from 'react-grid-layout';
import type { GridSettings } from '../layout/grid-settings';
import { pixelBox, responsiveLayouts, stableResponsiveLayouts, type GridBox, type PixelBox } from '../layout/widget-layouts';
import { GridPlacementContext, type GridPlacement } from './dashboard-context';
import { GridLines } from './grid-lines';
import { widgetItem, type WidgetHighlight } from './widget-item';

// Module constants: react-grid-layout memoizes on their identity.
export const READ_ONLY_DRAG = { enabled: false } as const;
export const READ_ONLY_RESIZE = { enabled: false, handles: [] } as const;

interface Props {
  widgets: readonly DashboardWidget[];
  settings: GridSettings;
  width: number;
  breakpoint: BreakpointName;
  names: ReadonlyMap<string, string>;
  highlights: Readonly<Record<string, WidgetHighlight>>;
  showLayout: boolean;
  label: string;
}

/** The dashboard's read-only react-grid-layout `Responsive` grid, with every breakpoint's layout given up front. */
export function DashboardGrid({ widgets, settings, width, breakpoint, names, highlights, showLayout, label }: Props) {
  // Stable across breakpoints; each breakpoint is computed when first read.
  const layouts = stableResponsiveLayouts(widgets, settings);
  // Built once per config, not per breakpoint: react-grid-layout re-renders an item only when its child changes.
  const children = useMemo(
    () =>
      widgets.map((widget) => widgetItem(widget, names.get(widget.id) ?? `${widget.type} ${widget.id}`, highlights[widget.id])),
    [widgets, names, highlights],
  );
  // Narrower breakpoints are derived when idle, so picking one later does not wait for the layout math.
  useEffect(() => {
    const work = () => void responsiveLayouts(widgets, settings);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(work, 200);
    return () => clearTimeout(handle);
  }, [widgets, settings]);
  const cols = settings.cols[breakpoint];
  const placement = useMemo<GridPlacement>(() => {
    const boxes = new Map<string, GridBox>();
    const pixels = new Map<string, PixelBox>();
    for (const item of layouts[breakpoint] ?? []) {
      const box = { x: item.x, y: item.y, w: item.w, h: item.h };
      boxes.set(item.i, box);
      pixels.set(
        item.i,
        pixelBox(box, {
          width,
          cols,
          rowHeight: settings.rowHeight,
          margin: settings.margin,
          containerPadding: settings.containerPadding,
        }),
      );
    }
    return { boxes, pixels };
  }, [layouts, breakpoint, width, cols, settings]);
  return (
    <GridPlacementContext.Provider value={placement}>
      <div
        className={showLayout ? 'dash-canvas dash-show-layout' : 'dash-canvas'}
        style={{ width }}
        role="region"
        aria-label={label}
        data-dashboard-canvas=""
        data-breakpoint={breakpoint}
        data-cols={cols}
        data-width={width}
      >
        {showLayout ? (
          <GridLines
            width={width}
            cols={cols}
            rowHeight={settings.rowHeight}
            margin={settings.margin}
            padding={settings.containerPadding}
          />
        ) : null}
        <Responsive
          width={width}
          breakpoints={settings.breakpoints}
          cols={settings.cols}
          layouts={layouts}
          rowHeight={settings.rowHeight}
          margin={settings.margin}
          containerPadding={settings.containerPadding}
          compactor={verticalCompactor}
          dragConfig={READ_ONLY_DRAG}
          resizeConfig={READ_ONLY_RESIZE}
        >
          {children}
        </Responsive>
      </div>
    </GridPlacementContext.Provider>
  );
}
