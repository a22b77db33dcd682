import type { BreakpointName, DashboardConfig, DashboardWidget } from '@/api/schemas/dashboard';
import {
  calcGridItemPosition,
  cloneLayout,
  correctBounds,
  findOrGenerateResponsiveLayout,
  verticalCompactor,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout/core';
import { breakpointsDescending, resolveGridSettings, type GridSettings, type Pair } from './grid-settings';

export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type ResponsiveGridLayouts = Record<BreakpointName, LayoutItem[]>;

/**
 * What react-grid-layout does with a layout it is given for static items: `correctBounds` (overflowing items moved
 * inside the columns, colliding static items pushed down) then the compactor (which leaves static items alone).
 */
export function settleLayout(items: readonly LayoutItem[], cols: number): LayoutItem[] {
  return [...verticalCompactor.compact(correctBounds(cloneLayout(items), { cols }), cols)];
}

function toItem(id: string, box: GridBox): LayoutItem {
  return { i: id, x: box.x, y: box.y, w: box.w, h: box.h, static: true };
}

/** The position a widget's author gave for a breakpoint: `responsiveLayouts.<bp>`, else `position` at the widest one. */
export function specifiedBox(widget: DashboardWidget, breakpoint: BreakpointName, widest: BreakpointName): GridBox | null {
  const override = widget.responsiveLayouts?.[breakpoint];
  if (override) return override;
  return breakpoint === widest ? widget.position : null;
}

/**
 * react-grid-layout `layouts` for every breakpoint, exactly as it settles them (widget order is the children order).
 * At the widest breakpoint each widget sits at its `position` (or `responsiveLayouts` there). A narrower breakpoint
 * where every widget has `responsiveLayouts.<bp>` uses those; where none has one, react-grid-layout derives it from
 * the next wider layout (`findOrGenerateResponsiveLayout`); where only some have one, those are taken as given and
 * the others keep the derived place. Passing all five to `Responsive` makes the result independent of the order in
 * which breakpoints were visited.
 */
export function responsiveLayouts(widgets: readonly DashboardWidget[], settings: GridSettings): ResponsiveGridLayouts {
  const order = breakpointsDescending(settings);
  const widest = order[0] ?? 'lg';
  const layouts: Partial<Record<BreakpointName, Layout>> = {};
  for (const breakpoint of order) {
    const cols = settings.cols[breakpoint];
    const specified = widgets.map((widget) => specifiedBox(widget, breakpoint, widest));
    let base: LayoutItem[];
    if (specified.every((box) => box !== null)) {
      base = widgets.map((widget, index) => toItem(widget.id, specified[index]!));
    } else {
      const derived = findOrGenerateResponsiveLayout(
        layouts,
        settings.breakpoints,
        breakpoint,
        breakpoint,
        cols,
        verticalCompactor,
      );
      base = widgets.map((widget, index) => {
        const box = specified[index] ?? derived.find((item) => item.i === widget.id) ?? widget.position;
        return toItem(widget.id, box);
      });
    }
    layouts[breakpoint] = settleLayout(base, cols);
  }
  return layouts as ResponsiveGridLayouts;
}

/** Layout of a container's own grid (no breakpoints: children's `position` in the container's columns). */
export function containerLayout(widgets: readonly DashboardWidget[], cols: number): LayoutItem[] {
  return settleLayout(
    widgets.map((widget) => toItem(widget.id, widget.position)),
    cols,
  );
}

/**
 * Per breakpoint, per top-level widget id, `{x, y, w, h}` exactly as react-grid-layout places it.
 * Widgets with a repeated id are left out after the first (react-grid-layout keys items by id).
 */
export function widgetLayoutsPerBreakpoint(config: DashboardConfig): Record<BreakpointName, Record<string, GridBox>> {
  const settings = resolveGridSettings(config);
  const layouts = responsiveLayouts(uniqueWidgets(config.widgets ?? []).widgets, settings);
  const out = {} as Record<BreakpointName, Record<string, GridBox>>;
  for (const [breakpoint, layout] of Object.entries(layouts) as [BreakpointName, LayoutItem[]][]) {
    out[breakpoint] = Object.fromEntries(layout.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }]));
  }
  return out;
}

/** react-grid-layout's own pixel formula (`calcGridItemPosition`) for a grid box. */
export function pixelBox(
  box: GridBox,
  grid: { width: number; cols: number; rowHeight: number; margin: Pair; containerPadding: Pair },
): PixelBox {
  return calcGridItemPosition(
    {
      cols: grid.cols,
      containerWidth: grid.width,
      margin: grid.margin,
      containerPadding: grid.containerPadding,
      rowHeight: grid.rowHeight,
      maxRows: Infinity,
    },
    box.x,
    box.y,
    box.w,
    box.h,
  );
}

/** Keeps the first widget of each id; react-grid-layout cannot place two items with one key. */
export function uniqueWidgets(widgets: readonly DashboardWidget[]): {
  widgets: DashboardWidget[];
  duplicates: DashboardWidget[];
} {
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
  return { widgets: unique, duplicates };
}
