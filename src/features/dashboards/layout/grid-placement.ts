import { calcGridItemPosition, type LayoutItem } from 'react-grid-layout/core';
import type { Pair } from './grid-settings';
import type { GridBox } from './widget-layouts';

// Grid boxes in pixels, as react-grid-layout places them.

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the pixel formula needs to know of a grid. */
export interface GridGeometry {
  width: number;
  cols: number;
  rowHeight: number;
  margin: Pair;
  containerPadding: Pair;
}

/** react-grid-layout's own pixel formula (`calcGridItemPosition`) for a grid box. */
export function pixelBox(box: GridBox, grid: GridGeometry): PixelBox {
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

/** Where a grid's items are: their grid boxes by id, and the pixel box of any one of them. */
export interface GridPlacement {
  readonly boxes: ReadonlyMap<string, GridBox>;
  pixelsOf(id: string): PixelBox | undefined;
}

/**
 * A grid's placement, worked out only when asked: it is rebuilt on every breakpoint change, and most of the time
 * nothing reads it (only "Show layout" badges and containers that cannot measure themselves yet do).
 */
export function gridPlacement(items: readonly LayoutItem[], geometry: GridGeometry): GridPlacement {
  let boxes: Map<string, GridBox> | null = null;
  const all = () => (boxes ??= new Map(items.map((item) => [item.i, { x: item.x, y: item.y, w: item.w, h: item.h }])));
  return {
    get boxes() {
      return all();
    },
    pixelsOf(id) {
      const box = all().get(id);
      return box ? pixelBox(box, geometry) : undefined;
    },
  };
}
