// The dashboards feature's public API: other features import only from here.
export { DashboardView, type DashboardViewProps } from './components/dashboard-view';
export { BreakpointPicker } from './components/breakpoint-picker';
export { ShowLayoutToggle } from './components/show-layout-toggle';
export type { WidgetHighlight } from './components/widget-item';
export { useBreakpointParam, breakpointChoices, type BreakpointChoice } from './hooks/use-breakpoint-param';
export { useShowLayoutParam } from './hooks/use-show-layout-param';
export { parseDashboardInput, type ParsedDashboardInput, type DashboardInputKind } from './model/parse-dashboard-input';
export type { DashboardProblem } from './model/problem';
export { flattenWidgets, collectReportReferences, type ReportReference, type ReportReferenceField } from './model/walk-widgets';
export { widgetLayoutsPerBreakpoint, pixelBox, type GridBox, type PixelBox } from './layout/widget-layouts';
export { resolveGridSettings, frameWidthForBreakpoint, breakpointForWidth, type GridSettings } from './layout/grid-settings';
export { dashboardLayoutWarnings, type LayoutWarning } from './layout/layout-warnings';
