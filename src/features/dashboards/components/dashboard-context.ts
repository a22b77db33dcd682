import { createContext, useContext, type ComponentType } from 'react';
import type { WidgetHighlight } from './widget-item';
import type { ReportSnapshot } from '@/api/schemas/dashboard';
import type { Pair } from '../layout/grid-settings';
import { gridPlacement, type GridPlacement } from '../layout/grid-placement';
import type { LayoutMode } from '../layout/widget-layouts';
import type { WidgetProps } from '../widgets/widget-props';

/** What every widget may need from its dashboard; one value per dashboard, stable across breakpoint changes. */
export interface DashboardContextValue {
  snapshots: SnapshotLookup;
  /** Accessible names of all widgets at any depth, for controls that name their targets. */
  widgetNames: ReadonlyMap<string, string>;
  /** Compare views mark widgets as added, removed, moved or changed. */
  highlights: Readonly<Record<string, WidgetHighlight>>;
  rowHeight: number;
  margin: Pair;
  showLayout: boolean;
  /** Compacted, or as stored; containers place their own grids the same way. */
  positions: LayoutMode;
}

export interface SnapshotLookup {
  byReportId: ReadonlyMap<number, ReportSnapshot>;
  byId: ReadonlyMap<number, ReportSnapshot>;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('Dashboard widgets must be rendered inside a DashboardView.');
  return value;
}

/**
 * The placement of the grid a widget's body sits in, at the breakpoint in effect. Provided to the bodies only (a
 * container sizes its own grid from it until it can measure), so a breakpoint change does not walk every grid item.
 */
export const GridPlacementContext = createContext<GridPlacement>(
  gridPlacement([], { width: 0, cols: 1, rowHeight: 0, margin: [0, 0], containerPadding: [0, 0] }),
);

/** How deep a widget is nested in containers; 0 on the dashboard grid. */
export const NestingDepthContext = createContext(0);

/**
 * Draws a widget's body by its type. The dashboard grid provides it, and each card reads it here instead of importing
 * it: the bodies include the container widget, whose nested grids and stacks draw cards again (a container holds
 * widgets), so an import would make a module cycle.
 */
export const WidgetBodyContext = createContext<ComponentType<WidgetProps> | null>(null);

export function useWidgetBody(): ComponentType<WidgetProps> {
  const value = useContext(WidgetBodyContext);
  if (!value) throw new Error('Dashboard widgets must be rendered inside a DashboardGrid.');
  return value;
}
