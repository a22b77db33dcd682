import type { BreakpointName, DashboardConfig, DashboardWidget } from '@/api/schemas/dashboard';
import { cloneLayout, type LayoutItem } from 'react-grid-layout/core';
import { compactVertically } from './compact-vertical';
import { correctBoundsFast } from './correct-bounds';
import { breakpointsDescending, resolveGridSettings, type GridSettings, type Pair } from './grid-settings';
import { uniqueWidgets } from './unique-widgets';

export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type ResponsiveGridLayouts = Record<BreakpointName, LayoutItem[]>;

/**
 * How items are placed. `compact`: as react-grid-layout places a saved layout by default (vertical compaction: every
 * item moves up until it touches another), which is what the platform's builder shows and saves. `stored`: the raw
 * positions, gaps included (only overflows and collisions are corrected, as react-grid-layout does for static items).
 */
export type LayoutMode = 'compact' | 'stored';
/**
 * What react-grid-layout does with a layout it is given: `correctBounds` (overflowing items moved inside the columns,
 * colliding static items pushed down) then the compactor (both through faster equivalents). In `stored` mode every item is static, so the compaction
 * (which leaves static items where they are) is skipped. In `compact` mode the items are compacted here once and then
 * handed to react-grid-layout as static, so it shows exactly this and never compacts them again.
 */
function settleLayout(items: readonly LayoutItem[], cols: number, mode: LayoutMode = 'stored'): LayoutItem[] {
  if (mode === 'stored') return correctBoundsFast(cloneLayout(items), cols);
  const movable = items.map((item) => ({ ...item, static: false }));
  const compacted = compactVertically(correctBoundsFast(movable, cols), cols);
  for (const item of compacted) item.static = true; // fresh copies, ours to mark
  return compacted;
}

function toItem(id: string, box: GridBox): LayoutItem {
  return { i: id, x: box.x, y: box.y, w: box.w, h: box.h, static: true };
}

/** react-grid-layout's own container height (`autoSize`) for a settled layout, in pixels. */
export function gridHeight(items: readonly LayoutItem[], rowHeight: number, margin: Pair, containerPadding: Pair): number {
  const rows = items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
  return rows * rowHeight + (rows - 1) * margin[1] + containerPadding[1] * 2;
}

/** The position a widget's author gave for a breakpoint: `responsiveLayouts.<bp>`, else `position` at the widest one. */
export function specifiedBox(widget: DashboardWidget, breakpoint: BreakpointName, widest: BreakpointName): GridBox | null {
  const override = widget.responsiveLayouts?.[breakpoint];
  if (override) return override;
  return breakpoint === widest ? widget.position : null;
}

/**
 * `findOrGenerateResponsiveLayout` for a breakpoint without a layout: the nearest wider layout, corrected to the
 * columns and compacted (as react-grid-layout does when it reaches a breakpoint it has no layout for).
 */
function deriveLayout(
  layouts: Partial<ResponsiveGridLayouts>,
  order: readonly BreakpointName[],
  breakpoint: BreakpointName,
  cols: number,
  mode: LayoutMode,
): LayoutItem[] {
  const wider = order.slice(0, order.indexOf(breakpoint)).reverse();
  const source = wider.map((name) => layouts[name]).find((layout) => layout !== undefined) ?? [];
  return settleLayout(source, cols, mode);
}

type LayoutsByMode = Record<LayoutMode, Partial<ResponsiveGridLayouts>>;
const layoutCache = new WeakMap<readonly DashboardWidget[], WeakMap<GridSettings, LayoutsByMode>>();

/**
 * react-grid-layout `layouts`, exactly as it settles them (widget order is the children order), computed from the
 * widest breakpoint down to `upTo` and cached per widget list. At the widest breakpoint each widget sits at its
 * `position` (or `responsiveLayouts` there). A narrower breakpoint where every widget has `responsiveLayouts.<bp>`
 * uses those; where none has one, it is derived from the next wider layout; where only some have one, those are taken
 * as given and the others keep the derived place. Giving `Responsive` these layouts makes the result independent of
 * the order in which breakpoints were visited.
 */
export function responsiveLayoutsUpTo(
  widgets: readonly DashboardWidget[],
  settings: GridSettings,
  upTo: BreakpointName,
  mode: LayoutMode = 'compact',
): Partial<ResponsiveGridLayouts> {
  let bySettings = layoutCache.get(widgets);
  if (!bySettings) layoutCache.set(widgets, (bySettings = new WeakMap()));
  let byMode = bySettings.get(settings);
  if (!byMode) bySettings.set(settings, (byMode = { compact: {}, stored: {} }));
  const layouts = byMode[mode];
  const order = breakpointsDescending(settings);
  const widest = order[0] ?? 'lg';
  for (const breakpoint of order) {
    if (!layouts[breakpoint]) {
      const cols = settings.cols[breakpoint];
      const specified = widgets.map((widget) => specifiedBox(widget, breakpoint, widest));
      let base: LayoutItem[];
      if (specified.every((box) => box !== null)) {
        base = widgets.map((widget, index) => toItem(widget.id, specified[index]!));
      } else {
        const derived = new Map(deriveLayout(layouts, order, breakpoint, cols, mode).map((item) => [item.i, item]));
        base = widgets.map((widget, index) => toItem(widget.id, specified[index] ?? derived.get(widget.id) ?? widget.position));
      }
      layouts[breakpoint] = settleLayout(base, cols, mode);
    }
    if (breakpoint === upTo) break;
  }
  // A fresh object each time the set grows, so react-grid-layout sees new layouts; the items themselves are shared.
  return { ...layouts };
}

const stableCache = new WeakMap<
  readonly DashboardWidget[],
  WeakMap<GridSettings, Partial<Record<LayoutMode, ResponsiveGridLayouts>>>
>();

/**
 * The `layouts` prop for react-grid-layout's `Responsive`: one object per widget list and settings, whose members
 * compute their breakpoint on first read. Its identity never changes across breakpoint changes, which keeps
 * `Responsive` on its direct path (a new `layouts` object makes it render the old breakpoint's layout first, one
 * wasted frame for every item), while narrower breakpoints are still only computed when someone reads them.
 */
export function stableResponsiveLayouts(
  widgets: readonly DashboardWidget[],
  settings: GridSettings,
  mode: LayoutMode = 'compact',
): ResponsiveGridLayouts {
  let bySettings = stableCache.get(widgets);
  if (!bySettings) stableCache.set(widgets, (bySettings = new WeakMap()));
  let byMode = bySettings.get(settings);
  if (!byMode) bySettings.set(settings, (byMode = {}));
  const hit = byMode[mode];
  if (hit) return hit;
  const lazy = {} as ResponsiveGridLayouts;
  for (const breakpoint of breakpointsDescending(settings)) {
    Object.defineProperty(lazy, breakpoint, {
      enumerable: true,
      get: () => responsiveLayoutsUpTo(widgets, settings, breakpoint, mode)[breakpoint],
    });
  }
  byMode[mode] = lazy;
  return lazy;
}

/** Layouts for every breakpoint. */
export function responsiveLayouts(
  widgets: readonly DashboardWidget[],
  settings: GridSettings,
  mode: LayoutMode = 'compact',
): ResponsiveGridLayouts {
  const order = breakpointsDescending(settings);
  return responsiveLayoutsUpTo(widgets, settings, order[order.length - 1] ?? 'xxs', mode) as ResponsiveGridLayouts;
}

/** Layout of a container's own grid (no breakpoints: children's `position` in the container's columns). */
export function containerLayout(widgets: readonly DashboardWidget[], cols: number, mode: LayoutMode = 'compact'): LayoutItem[] {
  return settleLayout(
    widgets.map((widget) => toItem(widget.id, widget.position)),
    cols,
    mode,
  );
}

/**
 * Per breakpoint, per top-level widget id, `{x, y, w, h}` exactly as react-grid-layout places it (compacted, or in
 * `stored` mode as stored). Widgets with a repeated id are left out after the first (react-grid-layout keys items by id).
 */
export function widgetLayoutsPerBreakpoint(
  config: DashboardConfig,
  mode: LayoutMode = 'compact',
): Record<BreakpointName, Record<string, GridBox>> {
  const settings = resolveGridSettings(config);
  const layouts = responsiveLayouts(uniqueWidgets(config.widgets ?? []).widgets, settings, mode);
  const out = {} as Record<BreakpointName, Record<string, GridBox>>;
  for (const [breakpoint, layout] of Object.entries(layouts) as [BreakpointName, LayoutItem[]][]) {
    out[breakpoint] = Object.fromEntries(layout.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }]));
  }
  return out;
}
