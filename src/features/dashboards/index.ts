// The dashboards feature's public API: other features import only from here.
export { DashboardView, type DashboardViewProps } from './components/dashboard-view';
export { BreakpointPicker } from './components/breakpoint-picker';
export { ShowLayoutToggle, PositionsToggle } from './components/show-layout-toggle';
export { ZoomControl } from './components/zoom-control';
export type { WidgetHighlight } from './components/widget-item';
export { useBreakpointParam } from './hooks/use-breakpoint-param';
export { useShowLayoutParam } from './hooks/use-show-layout-param';
export { useZoomParam, type Zoom } from './hooks/use-zoom-param';
export { useDashboardViewParams, type DashboardViewParams } from './hooks/use-view-params';
export { parseDashboardInput, type ParsedDashboardInput, type DashboardInputKind } from './model/parse-dashboard-input';
export type { DashboardProblem } from './model/problem';
export {
  walkWidgets,
  flattenWidgets,
  collectReportReferences,
  reportReferenceFields,
  type WidgetVisit,
  type ReportReference,
  type ReportReferenceField,
} from './model/walk-widgets';
export { widgetLayoutsPerBreakpoint, type GridBox } from './layout/widget-layouts';
export { pixelBox, type PixelBox } from './layout/grid-placement';
export {
  resolveGridSettings,
  frameWidthForBreakpoint,
  breakpointForWidth,
  widestBreakpoint,
  type GridSettings,
} from './layout/grid-settings';
export type { LayoutMode } from './layout/widget-layouts';
export { dashboardLayoutWarnings, type LayoutWarning } from './layout/layout-warnings';
export { LayoutEditor, type LayoutEditorApi } from './layout-editor/layout-editor';
