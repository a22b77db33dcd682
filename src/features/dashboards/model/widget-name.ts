import type { DashboardWidget, ReportSnapshot } from '@/api/schemas/dashboard';
import type { SnapshotLookup } from '../components/dashboard-context';
import { isBlankName, stripBidiControls } from '@/lib/names';

function stringField(config: Record<string, unknown> | null | undefined, key: string): string | null {
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

const typeNames: Record<string, string> = {
  CHART: 'Chart',
  TEXT: 'Text',
  FILTER: 'Filter',
  TIME_GRAIN: 'Time grain',
  FIELD: 'Field',
  PARENT: 'Parent control',
  AI: 'AI',
  SPACER: 'Spacer',
  DIVIDER: 'Divider',
  CONTAINER: 'Container',
  TABS_CONTAINER: 'Tabs',
};

/** A widget type as people say it: "Time grain", "Tabs"; an unknown type in sentence case ("MY_WIDGET" → "My widget"). */
export function typeName(widget: DashboardWidget): string {
  if (widget.type === 'CONTAINER') {
    const config = widget.config ?? {};
    if (config.layout === 'tabs' || (config.layout === undefined && Array.isArray(config.tabs))) return 'Tabs';
    if (config.layout === 'stack') return 'Stack';
  }
  const known = typeNames[widget.type];
  if (known) return known;
  const words = widget.type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Widget';
}

/**
 * Every widget's name, shown as its card's title and used as its accessible name: its title, else the name of the
 * report it shows, else its type in words. Never ids or type constants: those are for the layout view.
 */
export function widgetName(widget: DashboardWidget, lookup: SnapshotLookup): string {
  // A title with nothing visible in it (zero-width characters) does not count: the next source names the widget.
  const title = stringField(widget.config, 'title');
  if (title && !isBlankName(title)) return stripBidiControls(title.trim());
  const snapshot = findSnapshot(widget, lookup);
  const name = [snapshot?.title, snapshot?.name].find((candidate) => !isBlankName(candidate));
  if (name) return stripBidiControls(name.trim());
  return typeName(widget);
}

/** Looks snapshots up the way a dashboard does: by report id, and by snapshot (report version) id. */
export function snapshotLookup(snapshots: readonly ReportSnapshot[]): SnapshotLookup {
  return {
    byReportId: new Map(snapshots.map((snapshot) => [snapshot.reportId, snapshot])),
    byId: new Map(snapshots.map((snapshot) => [snapshot.id, snapshot])),
  };
}
