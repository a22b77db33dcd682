import type { DashboardWidget, ReportSnapshot } from '@/api/schemas/dashboard';
import type { SnapshotLookup } from '../components/dashboard-context';

export function stringField(config: Record<string, unknown> | null | undefined, key: string): string | null {
  const value = config?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The snapshot a widget refers to: by `config.reportId`, else by `config.reportSnapshotId` / `config.reportVersionId`. */
export function findSnapshot(widget: DashboardWidget, lookup: SnapshotLookup): ReportSnapshot | null {
  const config = widget.config ?? {};
  const reportId = toNumber(config.reportId);
  if (reportId !== null && lookup.byReportId.has(reportId)) return lookup.byReportId.get(reportId)!;
  for (const key of ['reportSnapshotId', 'reportVersionId']) {
    const id = toNumber(config[key]);
    if (id !== null && lookup.byId.has(id)) return lookup.byId.get(id)!;
  }
  return null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Every widget's accessible name: its title (a chart's report title), or its type and id. */
export function widgetName(widget: DashboardWidget, lookup: SnapshotLookup): string {
  const title = stringField(widget.config, 'title');
  if (title) return title;
  if (widget.type === 'CHART') {
    const snapshot = findSnapshot(widget, lookup);
    const name = snapshot?.title?.trim() || snapshot?.name?.trim();
    if (name) return name;
  }
  return `${widget.type} ${widget.id}`;
}
