import type { ReactNode } from 'react';
import type { BreakpointName, DashboardConfig, ReportSnapshot } from '@/api/schemas';
import { DashboardView, type DashboardViewParams, type WidgetHighlight } from '@/features/dashboards';
import { EmptyState } from '@/components/ui/states';

export interface DashboardPaneProps {
  config: DashboardConfig | null;
  snapshots: ReportSnapshot[];
  /** What to say when there is no dashboard, e.g. "No draft dashboard." */
  missing: string;
  view: DashboardViewParams;
  label: string;
  highlights?: Record<string, WidgetHighlight>;
  /** Side-by-side panes share one scale and one set of controls. */
  scale?: number;
  onFitScale?: (scale: number) => void;
  onOpensAt?: (breakpoint: BreakpointName) => void;
  /** The pane's width as the caller measured it before drawing (see DashboardView). */
  initialWidth?: number;
  leading?: ReactNode;
}

/** One workbook's dashboard for the chosen version, or a plain statement that there is none. */
export function DashboardPane({
  config,
  snapshots,
  missing,
  view,
  label,
  highlights,
  scale,
  onFitScale,
  onOpensAt,
  initialWidth,
  leading,
}: DashboardPaneProps) {
  if (!config) {
    return (
      <>
        {leading ? <div className="dash-toolbar">{leading}</div> : null}
        <EmptyState title={missing} />
      </>
    );
  }
  return (
    <DashboardView
      config={config}
      reportSnapshots={snapshots}
      {...view}
      label={label}
      highlights={highlights}
      scale={scale}
      onFitScale={onFitScale}
      onOpensAt={onOpensAt}
      initialWidth={initialWidth}
      toolbar={scale === undefined && onFitScale === undefined ? 'full' : 'warnings'}
      leading={leading}
    />
  );
}
