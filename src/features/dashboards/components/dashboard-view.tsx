import { useDeferredValue, useMemo, useRef } from 'react';
import type { BreakpointName, DashboardConfig, ReportSnapshot } from '@/api/schemas/dashboard';
import 'react-grid-layout/css/styles.css';
import '../dashboards.css';
import { useMeasuredWidth } from '../hooks/use-measured-width';
import { breakpointForWidth, frameWidthForBreakpoint, resolveGridSettings } from '../layout/grid-settings';
import { dashboardLayoutWarnings } from '../layout/layout-warnings';
import { uniqueWidgets } from '../layout/widget-layouts';
import { nestedProblems } from '../model/sanitize-config';
import { walkWidgets } from '../model/walk-widgets';
import { widgetName } from '../model/widget-name';
import { AppDashboard } from './app-dashboard';
import { DashboardContext, type DashboardContextValue, type SnapshotLookup } from './dashboard-context';
import { DashboardGrid } from './dashboard-grid';
import { LayoutWarningsPanel } from './layout-warnings-panel';
import type { WidgetHighlight } from './widget-item';

export interface DashboardViewProps {
  config: DashboardConfig;
  reportSnapshots?: ReportSnapshot[];
  breakpoint?: 'fit' | BreakpointName;
  showLayout?: boolean;
  /** A fixed width for Fit (tests); otherwise the available width is measured. */
  width?: number;
  highlights?: Record<string, WidgetHighlight>;
  /** The accessible name of the canvas region. */
  label?: string;
}

const NO_SNAPSHOTS: ReportSnapshot[] = [];
const NO_HIGHLIGHTS: Record<string, WidgetHighlight> = {};
const NOT_CHECKED_YET: never[] = [];
/** Used for Fit where nothing can be measured (jsdom, or before layout). */
const FALLBACK_WIDTH = 1280;

/** A dashboard exactly as its layout says: the read-only grid (or the app), at a chosen breakpoint, with its warnings. */
export function DashboardView({
  config,
  reportSnapshots = NO_SNAPSHOTS,
  breakpoint = 'fit',
  showLayout = false,
  width,
  highlights = NO_HIGHLIGHTS,
  label,
}: DashboardViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const measured = useMeasuredWidth(host, width ?? FALLBACK_WIDTH);
  const settings = resolveGridSettings(config);
  const frameWidth = breakpoint === 'fit' ? (width ?? measured) : frameWidthForBreakpoint(settings, breakpoint);
  const effective = breakpointForWidth(settings, frameWidth);
  const canvasLabel = label ?? (config.title?.trim() ? `Dashboard: ${config.title}` : 'Dashboard');

  const snapshots = useMemo<SnapshotLookup>(
    () => ({
      byReportId: new Map(reportSnapshots.map((snapshot) => [snapshot.reportId, snapshot])),
      byId: new Map(reportSnapshots.map((snapshot) => [snapshot.id, snapshot])),
    }),
    [reportSnapshots],
  );
  const widgetNames = useMemo(() => {
    const names = new Map<string, string>();
    walkWidgets(config, ({ widget }) => {
      if (!names.has(widget.id)) names.set(widget.id, widgetName(widget, snapshots));
    });
    return names;
  }, [config, snapshots]);
  const topLevel = useMemo(() => uniqueWidgets(config.widgets ?? []).widgets, [config.widgets]);
  // Warnings are worked out after the dashboard is drawn: the first render of a config, and the render that moves the
  // grid to a new breakpoint, draw only the dashboard, and the panel follows in a render of its own. Until then it
  // shows nothing rather than another config's or breakpoint's warnings.
  const deferredConfig = useDeferredValue<DashboardConfig | null>(config, null);
  const deferredBreakpoint = useDeferredValue(effective);
  const checkedConfig = deferredConfig === config ? config : null;
  const warnings = useMemo(
    () => (checkedConfig ? dashboardLayoutWarnings(checkedConfig, deferredBreakpoint) : NOT_CHECKED_YET),
    [checkedConfig, deferredBreakpoint],
  );
  const shownWarnings = deferredBreakpoint === effective ? warnings : NOT_CHECKED_YET;
  const problems = useMemo(() => (checkedConfig ? nestedProblems(checkedConfig) : NOT_CHECKED_YET), [checkedConfig]);
  const context = useMemo<DashboardContextValue>(
    () => ({ snapshots, widgetNames, highlights, rowHeight: settings.rowHeight, margin: settings.margin, showLayout }),
    [snapshots, widgetNames, highlights, settings, showLayout],
  );

  const isApp = config.kind === 'APP';
  const frameCaption =
    breakpoint === 'fit'
      ? `Fit: ${frameWidth} px, breakpoint ${effective}, ${settings.cols[effective]} columns`
      : `${effective}: ${frameWidth} px wide, ${settings.cols[effective]} columns`;

  return (
    <DashboardContext.Provider value={context}>
      <div className="dash-view">
        <div ref={host} className="dash-measure" />
        {isApp ? null : (
          <p className="dash-frame-caption" data-frame-width={frameWidth}>
            {frameCaption}
          </p>
        )}
        <div className={breakpoint === 'fit' ? 'dash-frame-scroll dash-fit' : 'dash-frame-scroll'}>
          <div className={breakpoint === 'fit' ? 'dash-frame' : 'dash-frame dash-frame-fixed'} style={{ width: frameWidth }}>
            {isApp ? (
              <AppDashboard config={config} label={canvasLabel} height={Math.max(480, settings.rowHeight * 4)} />
            ) : (
              <DashboardGrid
                widgets={topLevel}
                settings={settings}
                width={frameWidth}
                breakpoint={effective}
                names={widgetNames}
                highlights={highlights}
                showLayout={showLayout}
                label={canvasLabel}
              />
            )}
          </div>
        </div>
        {isApp ? null : <LayoutWarningsPanel warnings={shownWarnings} problems={problems} breakpoint={effective} />}
      </div>
    </DashboardContext.Provider>
  );
}
