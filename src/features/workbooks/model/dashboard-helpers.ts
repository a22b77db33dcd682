import type { DashboardConfig, DashboardWidget, Workbook } from '@/api/schemas';
import { breakpointNames, type BreakpointName, type WidgetPosition } from '@/api/schemas';

/**
 * The few facts the checklist and the diff read from a dashboard config. Kept here (not imported from the preview
 * feature's internals) so the comparison rules are testable on their own; the walk mirrors the sandbox's container
 * shapes (sandbox.md): `config.widgets` for stack/grid containers, `config.tabs[].widgets` for tabs.
 */
const MAX_DEPTH = 32;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWidget(value: unknown): value is DashboardWidget {
  return isRecord(value) && typeof value.id === 'string' && typeof value.type === 'string' && isRecord(value.position);
}

function childLists(widget: DashboardWidget): unknown[][] {
  const config = widget.config;
  if (!isRecord(config)) return [];
  const lists: unknown[][] = [];
  if (Array.isArray(config.widgets)) lists.push(config.widgets);
  if (Array.isArray(config.tabs)) {
    for (const tab of config.tabs) if (isRecord(tab) && Array.isArray(tab.widgets)) lists.push(tab.widgets);
  }
  return lists;
}

export interface FlatWidget {
  widget: DashboardWidget;
  /** The container holding it, null at the top level. */
  parentId: string | null;
}

/** Every widget at any depth, parents first. */
export function flattenConfig(config: DashboardConfig | null | undefined): FlatWidget[] {
  const out: FlatWidget[] = [];
  const walk = (list: unknown[], parentId: string | null, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const item of list) {
      if (!isWidget(item)) continue;
      out.push({ widget: item, parentId });
      for (const children of childLists(item)) walk(children, item.id, depth + 1);
    }
  };
  walk(config?.widgets ?? [], null, 0);
  return out;
}

export const referenceFields = ['reportId', 'reportSnapshotId', 'reportVersionId'] as const;
export type ReferenceField = (typeof referenceFields)[number];

export interface ReportRef {
  widgetId: string;
  field: ReferenceField;
  value: number | string;
}

/** `config.reportId` names a live report; `reportSnapshotId` / `reportVersionId` name a snapshot (public-api-notes.md). */
export function reportReferences(config: DashboardConfig | null | undefined): ReportRef[] {
  const refs: ReportRef[] = [];
  for (const { widget } of flattenConfig(config)) {
    const cfg = widget.config;
    if (!isRecord(cfg)) continue;
    for (const field of referenceFields) {
      const value = cfg[field];
      if (typeof value === 'number' || (typeof value === 'string' && value !== ''))
        refs.push({ widgetId: widget.id, field, value });
    }
  }
  return refs;
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
