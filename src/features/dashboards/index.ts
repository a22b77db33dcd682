// The dashboards feature's public API: other features import only from here.
export { DashboardView } from './components/dashboard-view';
export { BreakpointPicker } from './components/breakpoint-picker';
export { ShowLayoutToggle, PositionsToggle } from './components/show-layout-toggle';
export { ZoomControl } from './components/zoom-control';
export type { WidgetHighlight } from './components/widget-item';
export { useBreakpointParam } from './hooks/use-breakpoint-param';
export type { Zoom } from './hooks/use-zoom-param';
export { useDashboardViewParams, type DashboardViewParams } from './hooks/use-view-params';
export { snapshotLookup, widgetName } from './model/widget-name';
export { parseDashboardInput } from './model/parse-dashboard-input';
export { walkWidgets, collectReportReferences, reportReferenceFields, type ReportReference } from './model/walk-widgets';
export { openingBreakpoint, resolveGridSettings, widestBreakpoint } from './layout/grid-settings';
export { useWidthBeforeDrawing } from './hooks/use-measured-width';
export { clearOutline, followReveal, tabsAreOpen, tabsToOpen, type Revealed } from './components/reveal-widget';
export { LayoutEditor, type LayoutEditorApi } from './layout-editor/layout-editor';
