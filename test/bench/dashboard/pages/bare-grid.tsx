import { Responsive, verticalCompactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { DashboardConfig } from '@/api/schemas';
import { parseDashboardInput } from '@/features/dashboards';
import { resolveGridSettings } from '@/features/dashboards/layout/grid-settings';
import { responsiveLayouts, type ResponsiveGridLayouts } from '@/features/dashboards/layout/widget-layouts';
import type { LayoutItem } from 'react-grid-layout/core';
import { benchConfig } from '../generate-config';

const drag = { enabled: false };
const resize = { enabled: false, handles: [] };

/**
 * The baseline's layouts: the ones the dashboard shows, as static items, so react-grid-layout (with its own
 * `verticalCompactor`) leaves each item where the layout puts it. This is what the baseline has measured since the
 * bench was written (the dashboard page now hands its grid movable items and a compactor of its own).
 */
function staticLayouts(layouts: ResponsiveGridLayouts): ResponsiveGridLayouts {
  const out = {} as ResponsiveGridLayouts;
  for (const [breakpoint, items] of Object.entries(layouts) as [keyof ResponsiveGridLayouts, LayoutItem[]][]) {
    out[breakpoint] = items.map((item) => ({ ...item, static: true }));
  }
  return out;
}

/** The layouts the dashboard page shows (as static items, above), with plain boxes as items: the bench’s baseline. */
export function bareGridOf(config: DashboardConfig = parseDashboardInput(benchConfig()).config!) {
  const settings = resolveGridSettings(config);
  return {
    settings,
    layouts: staticLayouts(responsiveLayouts(config.widgets ?? [], settings)),
    boxes: (config.widgets ?? []).map((widget) => (
      <div key={widget.id} style={{ background: '#fff', border: '1px solid #ccc', transition: 'none' }}>
        {widget.id}
      </div>
    )),
  };
}

export type BareGridData = ReturnType<typeof bareGridOf>;

/** A bare react-grid-layout grid at `width`, drag and resize off, compacted as the dashboard page places items. */
export function BareGrid({ grid, width }: { grid: BareGridData; width: number }) {
  return (
    <div style={{ width }}>
      <Responsive
        width={width}
        breakpoints={grid.settings.breakpoints}
        cols={grid.settings.cols}
        layouts={grid.layouts}
        rowHeight={grid.settings.rowHeight}
        margin={grid.settings.margin}
        containerPadding={grid.settings.containerPadding}
        compactor={verticalCompactor}
        dragConfig={drag}
        resizeConfig={resize}
      >
        {grid.boxes}
      </Responsive>
    </div>
  );
}
