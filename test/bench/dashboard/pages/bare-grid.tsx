import { Responsive, verticalCompactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { DashboardConfig } from '@/api/schemas';
import { parseDashboardInput } from '@/features/dashboards';
import { resolveGridSettings } from '@/features/dashboards/layout/grid-settings';
import { responsiveLayouts } from '@/features/dashboards/layout/widget-layouts';
import { benchConfig } from '../generate-config';

const drag = { enabled: false };
const resize = { enabled: false, handles: [] };

/** The same layouts react-grid-layout gets on the dashboard page, with plain boxes as items: the bench's baseline. */
export function bareGridOf(config: DashboardConfig = parseDashboardInput(benchConfig()).config!) {
  const settings = resolveGridSettings(config);
  return {
    settings,
    layouts: responsiveLayouts(config.widgets ?? [], settings),
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
