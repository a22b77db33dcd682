import type { DashboardConfig, DashboardWidget, Workbook } from '@/api/schemas';
import { breakpointNames, type BreakpointName, type WidgetPosition } from '@/api/schemas';
import { collectReportReferences, walkWidgets, type ReportReference } from '@/features/dashboards';

/** The few facts the checklist and the diff read from a dashboard config, walked by the dashboards feature. */
export interface FlatWidget {
  widget: DashboardWidget;
  /** The container holding it, null at the top level. */
  parentId: string | null;
}

/** Every widget at any depth, parents first. */
export function flattenConfig(config: DashboardConfig | null | undefined): FlatWidget[] {
  const out: FlatWidget[] = [];
  if (config) walkWidgets(config, ({ widget, parentId }) => out.push({ widget, parentId }));
  return out;
}

/** `config.reportId` names a live report; `reportSnapshotId` / `reportVersionId` name a snapshot (public-api-notes.md). */
export function reportReferences(config: DashboardConfig | null | undefined): ReportReference[] {
  return config ? collectReportReferences(config) : [];
}

/** The position a widget declares for a breakpoint: its own override, else its `position` (the largest layout). */
export function declaredPosition(widget: DashboardWidget, breakpoint: BreakpointName): WidgetPosition {
  return widget.responsiveLayouts?.[breakpoint] ?? widget.position;
}

export function samePosition(a: WidgetPosition, b: WidgetPosition): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

export { breakpointNames, type BreakpointName };

export type DashboardVersion = 'published' | 'draft';

/** The config a workbook shows for a version: published prefers the dashboard record's config. */
export function configOf(workbook: Workbook, version: DashboardVersion): DashboardConfig | null {
  if (version === 'draft') return workbook.dashboardDraft ?? null;
  return workbook.publishedDashboard?.config ?? workbook.dashboardPublished ?? null;
}

/** What a pane says when a workbook has no dashboard for a version. */
export function missingText(version: DashboardVersion): string {
  return version === 'draft' ? 'No draft dashboard.' : 'No published dashboard.';
}
