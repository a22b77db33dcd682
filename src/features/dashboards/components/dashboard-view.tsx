import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { BreakpointName, DashboardConfig, ReportSnapshot } from '@/api/schemas/dashboard';
import { useUpdateSearchParams } from '@/lib/url-state';
import 'react-grid-layout/css/styles.css';
import '../dashboards.css';
import '../dashboard-layout.css';
import { useMeasuredWidth, useWidthBeforeDrawing } from '../hooks/use-measured-width';
import type { Zoom } from '../hooks/use-zoom-param';
import { fitScale, frameWidthForBreakpoint, openingBreakpoint, resolveGridSettings } from '../layout/grid-settings';
import { dashboardLayoutWarnings, type LayoutWarning } from '../layout/layout-warnings';
import { uniqueWidgets } from '../layout/unique-widgets';
import { gridHeight, stableResponsiveLayouts, type LayoutMode } from '../layout/widget-layouts';
import type { DashboardProblem } from '../model/problem';
import { nestedProblems } from '../model/sanitize-config';
import { walkWidgets } from '../model/walk-widgets';
import { widgetName } from '../model/widget-name';
import { AppDashboard } from './app-dashboard';
import { BreakpointPicker } from './breakpoint-picker';
import { DashboardContext, type DashboardContextValue, type SnapshotLookup } from './dashboard-context';
import { DashboardGrid } from './dashboard-grid';
import { LayoutWarningsButton } from './layout-warnings-button';
import { PositionsToggle, ShowLayoutToggle } from './show-layout-toggle';
import { followReveal, tabsAreOpen, tabsToOpen } from './reveal-widget';
import type { WidgetHighlight } from './widget-item';
import { ZoomControl } from './zoom-control';
import { DashboardThemeScope } from '../theme/dashboard-theme-scope';

export interface DashboardViewProps {
  config: DashboardConfig;
  reportSnapshots?: ReportSnapshot[];
  /**
   * The breakpoint drawn; null or absent: the one it opens at in its pane (`openingBreakpoint`: the widest, what
   * desktop users see, unless the pane is too narrow to read it, as on a phone).
   */
  breakpoint?: BreakpointName | null;
  /** Fit: drawn at the breakpoint's design width and scaled down to the pane; actual: drawn at 100%. */
  zoom?: Zoom;
  /** A scale set by the caller (the compare view gives both panes one scale); the view then shows no zoom control. */
  scale?: number;
  /** Reports the scale at which this dashboard fits its pane, for a caller that sets `scale`. */
  onFitScale?: (scale: number) => void;
  /** Reports the breakpoint this dashboard opens at in its pane, for a caller that shows one picker for several. */
  onOpensAt?: (breakpoint: BreakpointName) => void;
  positions?: LayoutMode;
  showLayout?: boolean;
  /** The pane width used for Fit where nothing can be measured (tests); otherwise the pane is measured. */
  width?: number;
  /**
   * The pane's width as the caller already measured it, used until this view's own measurement reports (a caller
   * that draws several panes at one breakpoint picks it from this width before they are drawn).
   */
  initialWidth?: number;
  highlights?: Record<string, WidgetHighlight>;
  /** The accessible name of the canvas region. */
  label?: string;
  /**
   * `full`: the page's own controls (`leading`), then the breakpoint picker, the layout warnings, the zoom and the
   * placement toggles. `warnings`: only the layout warnings (the compare view has one set of controls for two panes).
   */
  toolbar?: 'full' | 'warnings';
  leading?: ReactNode;
  /**
   * The input's validation problems as the caller found them (paths in the input's own terms), listed and counted
   * with the layout warnings, so the count never says all is well while widgets were left out. Without it, the view
   * finds its containers' unreadable children itself.
   */
  problems?: DashboardProblem[];
}

const NO_SNAPSHOTS: ReportSnapshot[] = [];
const NO_HIGHLIGHTS: Record<string, WidgetHighlight> = {};
const NOT_CHECKED_YET: never[] = [];
/** Used for Fit where nothing can be measured (jsdom, or before layout). */
const FALLBACK_WIDTH = 1280;
const IMMEDIATE = { immediate: true };

/**
 * A dashboard as its users see it: the read-only grid (or the app) at a breakpoint's design width, scaled down to
 * its pane (a CSS transform: the grid is laid out once at its own width, and a zoom change never lays it out again),
 * with its controls and layout warnings.
 */
export function DashboardView({
  config,
  reportSnapshots = NO_SNAPSHOTS,
  breakpoint = null,
  zoom = 'fit',
  scale: fixedScale,
  onFitScale,
  onOpensAt,
  positions = 'compact',
  showLayout = false,
  width,
  initialWidth,
  highlights = NO_HIGHLIGHTS,
  label,
  toolbar = 'full',
  leading,
  problems: inputProblems,
}: DashboardViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // With no breakpoint and no width given, which breakpoint it opens at depends on the pane's width: the grid is drawn
  // once that is known, so a phone never lays the dashboard out at the widest breakpoint first.
  const firstWidth = useWidthBeforeDrawing(host, breakpoint === null && width === undefined && initialWidth === undefined);
  const drawing = firstWidth !== null;
  const paneWidth = useMeasuredWidth(host, width ?? initialWidth ?? (firstWidth || FALLBACK_WIDTH), IMMEDIATE);
  const settings = resolveGridSettings(config);
  const opensAt = openingBreakpoint(settings, width ?? paneWidth);
  const effective = breakpoint ?? opensAt;
  const designWidth = frameWidthForBreakpoint(settings, effective);
  const fit = fitScale(width ?? paneWidth, designWidth);
  const scale = fixedScale ?? (zoom === 'fit' ? fit : 1);
  const canvasLabel = label ?? (config.title?.trim() ? `Dashboard: ${config.title}` : 'Dashboard');
  useEffect(() => {
    if (drawing) onFitScale?.(fit);
  }, [onFitScale, fit, drawing]);
  useEffect(() => {
    if (drawing) onOpensAt?.(opensAt);
  }, [onOpensAt, opensAt, drawing]);

  const snapshots = useMemo<SnapshotLookup>(
    () => ({
      byReportId: new Map(reportSnapshots.map((snapshot) => [snapshot.reportId, snapshot])),
      byId: new Map(reportSnapshots.map((snapshot) => [snapshot.id, snapshot])),
    }),
    [reportSnapshots],
  );
  const { widgetNames, parents } = useMemo(() => {
    const names = new Map<string, string>();
    const parentOf = new Map<string, string>();
    walkWidgets(config, ({ widget, parentId }) => {
      if (!names.has(widget.id)) names.set(widget.id, widgetName(widget, snapshots));
      if (parentId !== null && !parentOf.has(widget.id)) parentOf.set(widget.id, parentId);
    });
    return { widgetNames: names, parents: parentOf };
  }, [config, snapshots]);
  const topLevel = useMemo(() => uniqueWidgets(config.widgets ?? []).widgets, [config.widgets]);
  const layouts = stableResponsiveLayouts(topLevel, settings, positions);
  const height = gridHeight(layouts[effective] ?? [], settings.rowHeight, settings.margin, settings.containerPadding);

  // Warnings are worked out after the dashboard is drawn: the first render of a config, and the render that moves the
  // grid to a new breakpoint, draw only the dashboard, and the count follows in a render of its own. Until then it
  // shows that the layout is being checked rather than another config's or breakpoint's warnings.
  const deferredConfig = useDeferredValue<DashboardConfig | null>(config, null);
  const deferredBreakpoint = useDeferredValue(effective);
  const deferredPositions = useDeferredValue(positions);
  const checkedConfig = deferredConfig === config ? config : null;
  const warnings = useMemo(
    () => (checkedConfig ? dashboardLayoutWarnings(checkedConfig, deferredBreakpoint, deferredPositions) : null),
    [checkedConfig, deferredBreakpoint, deferredPositions],
  );
  const shownWarnings: LayoutWarning[] | null =
    deferredBreakpoint === effective && deferredPositions === positions ? warnings : null;
  const problems = useMemo(
    () => inputProblems ?? (checkedConfig ? nestedProblems(checkedConfig) : NOT_CHECKED_YET),
    [inputProblems, checkedConfig],
  );
  const context = useMemo<DashboardContextValue>(
    () => ({
      snapshots,
      widgetNames,
      highlights,
      rowHeight: settings.rowHeight,
      margin: settings.margin,
      showLayout,
      positions,
    }),
    [snapshots, widgetNames, highlights, settings, showLayout, positions],
  );
  // Choosing a warning opens the tabs that hold its widget (they are kept in the URL), then scrolls to the widget and
  // outlines it, following the drawing of cards that come into the page as they near the screen.
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const waitingForTabs = useRef<{ widgetId: string; tabs: Record<string, string | null> } | null>(null);
  const stopFollowing = useRef(() => {});
  const revealNow = useCallback(
    (widgetId: string) => {
      stopFollowing.current();
      if (frame.current) stopFollowing.current = followReveal(frame.current, widgetId, parents).cancel;
    },
    [parents],
  );
  const reveal = useCallback(
    (widgetId: string) => {
      const tabs = tabsToOpen(config, widgetId);
      if (tabsAreOpen(tabs, params)) {
        revealNow(widgetId);
        return;
      }
      waitingForTabs.current = { widgetId, tabs };
      updateParams(tabs, { replace: true });
    },
    [config, params, revealNow, updateParams],
  );
  useEffect(() => {
    const request = waitingForTabs.current;
    if (!request || !tabsAreOpen(request.tabs, params)) return;
    waitingForTabs.current = null;
    revealNow(request.widgetId);
  }, [params, revealNow]);
  useEffect(() => () => stopFollowing.current(), []);

  const isApp = config.kind === 'APP';
  const warningsButton = isApp ? null : (
    <LayoutWarningsButton warnings={shownWarnings} problems={problems} breakpoint={effective} onChoose={reveal} />
  );

  return (
    <DashboardContext.Provider value={context}>
      <div className="dash-view">
        {toolbar === 'full' ? (
          <div className="dash-toolbar">
            {leading}
            {isApp ? null : <BreakpointPicker opensAt={opensAt} />}
            {warningsButton}
            {isApp || fixedScale !== undefined ? null : <ZoomControl fitScale={fit} />}
            {isApp ? null : <PositionsToggle />}
            {isApp ? null : <ShowLayoutToggle />}
          </div>
        ) : (
          <div className="dash-toolbar">{warningsButton}</div>
        )}
        <div ref={host} className="dash-measure" />
        {isApp ? null : (
          <p className="dash-frame-caption" data-frame-width={designWidth} data-scale={scale}>
            {`${effective}: ${designWidth} px wide, ${settings.cols[effective]} columns, shown at ${Math.round(scale * 100)}%`}
            {positions === 'stored' ? ', positions as stored' : ''}
          </p>
        )}
        <DashboardThemeScope theme={config.theme}>
          <div className="dash-frame-scroll">
            {isApp ? (
              <div className="dash-frame">
                <AppDashboard config={config} label={canvasLabel} height={Math.max(480, settings.rowHeight * 4)} />
              </div>
            ) : drawing ? (
              <div className="dash-frame" style={{ width: designWidth * scale, height: height * scale }}>
                <div
                  ref={frame}
                  className="dash-frame-scaled"
                  style={{ width: designWidth, transform: scale === 1 ? undefined : `scale(${scale})` }}
                >
                  <DashboardGrid
                    widgets={topLevel}
                    settings={settings}
                    layouts={layouts}
                    positions={positions}
                    width={designWidth}
                    breakpoint={effective}
                    names={widgetNames}
                    highlights={highlights}
                    showLayout={showLayout}
                    label={canvasLabel}
                  />
                </div>
              </div>
            ) : null}
          </div>
        </DashboardThemeScope>
      </div>
    </DashboardContext.Provider>
  );
}
