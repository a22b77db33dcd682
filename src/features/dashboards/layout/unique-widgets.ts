import type { DashboardWidget } from '@/api/schemas/dashboard';

const uniqueCache = new WeakMap<readonly DashboardWidget[], { widgets: DashboardWidget[]; duplicates: DashboardWidget[] }>();

/** Keeps the first widget of each id; react-grid-layout cannot place two items with one key. Cached per list. */
export function uniqueWidgets(widgets: readonly DashboardWidget[]): {
  widgets: DashboardWidget[];
  duplicates: DashboardWidget[];
} {
  const hit = uniqueCache.get(widgets);
  if (hit) return hit;
  const seen = new Set<string>();
  const unique: DashboardWidget[] = [];
  const duplicates: DashboardWidget[] = [];
  for (const widget of widgets) {
    if (seen.has(widget.id)) duplicates.push(widget);
    else {
      seen.add(widget.id);
      unique.push(widget);
    }
  }
  const result = { widgets: unique, duplicates };
  uniqueCache.set(widgets, result);
  return result;
}
