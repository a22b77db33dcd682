import type { BreakpointName } from '@/api/schemas/dashboard';
import type { LayoutMode } from '../layout/widget-layouts';
import { useBreakpointParam } from './use-breakpoint-param';
import { usePositionsParam } from './use-positions-param';
import { useShowLayoutParam } from './use-show-layout-param';
import { useZoomParam, type Zoom } from './use-zoom-param';

/** How a dashboard is looked at, as kept in the URL; spread into `DashboardView`. */
export interface DashboardViewParams {
  breakpoint: BreakpointName | null;
  zoom: Zoom;
  positions: LayoutMode;
  showLayout: boolean;
}

export function useDashboardViewParams(): DashboardViewParams {
  const [breakpoint] = useBreakpointParam();
  const [zoom] = useZoomParam();
  const [positions] = usePositionsParam();
  const [showLayout] = useShowLayoutParam();
  return { breakpoint, zoom, positions, showLayout };
}
