import { memo, useEffect, useMemo, useRef } from 'react';
import type { BreakpointName, DashboardWidget } from '@/api/schemas/dashboard';
import { Responsive, verticalCompactor } from 'react-grid-layout';
import { useGridItems } from '../hooks/use-grid-items';
import { breakpointsDescending, type GridSettings } from '../layout/grid-settings';
import { gridPlacement } from '../layout/grid-placement';
import { responsiveLayoutsUpTo, type LayoutMode, type ResponsiveGridLayouts } from '../layout/widget-layouts';
import { WidgetBodyContext } from './dashboard-context';
import { GridLines } from './grid-lines';
import { WidgetBodies } from './widget-bodies';
import { WidgetBody } from './widget-body';
import { whenIdle } from './when-idle';
import type { WidgetHighlight } from './widget-item';
import { READ_ONLY_DRAG, READ_ONLY_RESIZE } from './read-only-grid';

interface Props {
  widgets: readonly DashboardWidget[];
  settings: GridSettings;
  /** The layouts to show (compacted or as stored), from `stableResponsiveLayouts`. */
  layouts: ResponsiveGridLayouts;
  positions: LayoutMode;
  width: number;
  breakpoint: BreakpointName;
  names: ReadonlyMap<string, string>;
  highlights: Readonly<Record<string, WidgetHighlight>>;
  showLayout: boolean;
  label: string;
}

/**
 * The dashboard's read-only react-grid-layout `Responsive` grid, with every breakpoint's layout given up front.
 * Memoized: the view re-renders for things the grid does not show (its own width measurement, warnings).
 */
export const DashboardGrid = memo(function DashboardGrid({
  widgets,
  settings,
  layouts,
  positions,
  width,
  breakpoint,
  names,
  highlights,
  showLayout,
  label,
}: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  // Narrower breakpoints are derived when idle, one per idle period, so picking one later does not wait for the
  // layout math and the math never blocks the page for long. The stored positions are derived too: the layout
  // warnings compare them with what is shown, and working them out in the render after a breakpoint change would
  // hold up react-grid-layout's own commits.
  useEffect(() => {
    const order = breakpointsDescending(settings);
    const modes: LayoutMode[] = positions === 'stored' ? ['stored'] : ['compact', 'stored'];
    const steps = order.flatMap((breakpoint, index) => modes.map((mode) => ({ breakpoint, mode, index })));
    let cancel = () => {};
    const derive = (step: number) => {
      const next = steps[step];
      if (!next) return;
      // The widest breakpoint in the mode shown is already worked out for the first render.
      if (next.index === 0 && next.mode === positions) return derive(step + 1);
      cancel = whenIdle(() => {
        responsiveLayoutsUpTo(widgets, settings, next.breakpoint, next.mode);
        derive(step + 1);
      }, 2000);
    };
    derive(0);
    return () => cancel();
  }, [widgets, settings, positions]);
  const cols = settings.cols[breakpoint];
  const placement = useMemo(
    () =>
      gridPlacement(layouts[breakpoint] ?? [], {
        width,
        cols,
        rowHeight: settings.rowHeight,
        margin: settings.margin,
        containerPadding: settings.containerPadding,
      }),
    [layouts, breakpoint, width, cols, settings],
  );
  const children = useGridItems(widgets, names, highlights, placement, showLayout);
  return (
    <div
      ref={canvas}
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
      <WidgetBodyContext.Provider value={WidgetBody}>
        <WidgetBodies widgets={widgets} host={canvas} placement={placement} />
      </WidgetBodyContext.Provider>
    </div>
  );
});
