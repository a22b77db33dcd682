import type { DashboardConfig, ReportSnapshot } from '@/api/schemas';
import { DashboardView, type BreakpointChoice, type WidgetHighlight } from '@/features/dashboards';
import { EmptyState } from '@/components/ui/states';
import type { DashboardVersion } from '../model/dashboard-helpers';

export interface DashboardPaneProps {
  config: DashboardConfig | null;
  snapshots: ReportSnapshot[];
  version: DashboardVersion;
  breakpoint: BreakpointChoice;
  showLayout: boolean;
  label: string;
  highlights?: Record<string, WidgetHighlight>;
}

/** One workbook's dashboard for the chosen version, or a plain statement that there is none. */
export function DashboardPane({ config, snapshots, version, breakpoint, showLayout, label, highlights }: DashboardPaneProps) {
  if (!config) {
    return <EmptyState title={version === 'draft' ? 'No draft dashboard.' : 'No published dashboard.'} />;
  }
  return (
    <DashboardView
      config={config}
      reportSnapshots={snapshots}
      breakpoint={breakpoint}
      showLayout={showLayout}
      label={label}
      highlights={highlights}
    />
  );
}
