import type { DashboardConfig, DashboardWidget } from '@/api/schemas/dashboard';
import { isContainer, readContainer } from './container-model';
import { joinPath } from './problem';

export interface WidgetVisit {
  widget: DashboardWidget;
  /** JSON path from the config root, e.g. `widgets[2].config.tabs[0].widgets[1]`. */
  path: string;
  /** 0 for top-level widgets. */
  depth: number;
  /** The id of the container holding this widget, if any. */
  parentId: string | null;
  /** The tab holding it, for widgets inside a tabs container. */
  tabId: string | null;
}

/** Deep enough for any real dashboard; stops a pathological input from exhausting the stack. */
export const MAX_NESTING_DEPTH = 32;

/** Where each top-level widget read from input was in that input (`widgets[3]`), by widget object. */
const sourcePaths = new WeakMap<DashboardWidget, string>();

/** Records a top-level widget's place in the input it was read from; later widgets may have been dropped before it. */
export function rememberSourcePath(widget: DashboardWidget, path: string): void {
  sourcePaths.set(widget, path);
}

/**
 * Visits every readable widget at any depth, parents before children, in document order. Paths name the input's own
 * indices (a widget's place in the input, not in the list left after unreadable ones were dropped).
 */
export function walkWidgets(config: DashboardConfig, visit: (entry: WidgetVisit) => void): void {
  const widgets = config.widgets ?? [];
  walkList(
    widgets,
    widgets.map((widget, index) => sourcePaths.get(widget) ?? `widgets[${index}]`),
    0,
    null,
    null,
    visit,
  );
}

function walkList(
  widgets: readonly DashboardWidget[],
  paths: readonly string[],
  depth: number,
  parentId: string | null,
  tabId: string | null,
  visit: (entry: WidgetVisit) => void,
): void {
  if (depth > MAX_NESTING_DEPTH) return;
  widgets.forEach((widget, index) => {
    const widgetPath = paths[index] ?? '';
    visit({ widget, path: widgetPath, depth, parentId, tabId });
    if (!isContainer(widget)) return;
    const model = readContainer(widget);
    if (model.layout === 'tabs') {
      for (const tab of model.tabs) {
        walkList(
          tab.widgets,
          tab.paths.map((p) => joinPath(widgetPath, p)),
          depth + 1,
          widget.id,
          tab.id,
          visit,
        );
      }
    } else {
      walkList(
        model.widgets,
        model.paths.map((p) => joinPath(widgetPath, p)),
        depth + 1,
        widget.id,
        null,
        visit,
      );
    }
  });
}

/** All widgets at any depth. */
export function flattenWidgets(config: DashboardConfig): DashboardWidget[] {
  const all: DashboardWidget[] = [];
  walkWidgets(config, ({ widget }) => all.push(widget));
  return all;
}

export type ReportReferenceField = 'reportId' | 'reportSnapshotId' | 'reportVersionId';

export interface ReportReference {
  widgetId: string;
  widgetType: string;
  field: ReportReferenceField;
  value: number | string;
  /** Path of the referencing field, e.g. `widgets[0].config.reportId`. */
  path: string;
}

export const reportReferenceFields: readonly ReportReferenceField[] = ['reportId', 'reportSnapshotId', 'reportVersionId'];

/** Every report reference (`config.reportId`, `config.reportSnapshotId`, `config.reportVersionId`) at any depth. */
export function collectReportReferences(config: DashboardConfig): ReportReference[] {
  const refs: ReportReference[] = [];
  walkWidgets(config, ({ widget, path }) => {
    const cfg = widget.config;
    if (!cfg) return;
    for (const field of reportReferenceFields) {
      const value = cfg[field];
      if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
        refs.push({ widgetId: widget.id, widgetType: widget.type, field, value, path: `${path}.config.${field}` });
      }
    }
  });
  return refs;
}
