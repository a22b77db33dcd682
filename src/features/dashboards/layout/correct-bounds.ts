import { collides, type LayoutItem } from 'react-grid-layout/core';

/**
 * react-grid-layout's `correctBounds`, with the same result, fast enough for hundreds of static items. The original
 * moves a colliding static item down one row at a time, rescanning the layout each row (cubic on a tall derived
 * layout). Here, with the other items fixed, each one that overlaps the item's columns forbids the rows
 * `(other.y - h, other.y + other.h)`; the item lands on the first row at or below its own that no such range covers,
 * which is exactly where the row-by-row loop stops. Mutates and returns `layout`, as the original does.
 */
export function correctBoundsFast(layout: LayoutItem[], cols: number): LayoutItem[] {
  // The usual case (a layout as its author placed it, or one already settled) needs no correction at all. Only static
  // items are moved for collisions: without any, the pass below only pulls items inside the columns, in one go.
  if (layout.some((item) => item.static) && isAlreadyCorrect(layout, cols)) return layout;
  const collidesWith: LayoutItem[] = layout.filter((item) => item.static);
  for (const item of layout) {
    if (item.x + item.w > cols) item.x = cols - item.w;
    if (item.x < 0) {
      item.x = 0;
      item.w = cols;
    }
    if (item.y === Infinity) item.y = collidesWith.reduce((max, other) => Math.max(max, other.y + other.h), 0);
    if (!item.static) {
      collidesWith.push(item);
      continue;
    }
    item.y = firstFreeRow(item, collidesWith);
  }
  return layout;
}

/**
 * True when `correctBounds` would change nothing: every item inside the columns at a finite row, and no two items
 * colliding (so no static item moves). Found by a sweep over rows, so it costs about a sort.
 */
function isAlreadyCorrect(layout: readonly LayoutItem[], cols: number): boolean {
  for (const item of layout) {
    if (!(item.x >= 0 && item.w >= 0 && item.h >= 0 && item.x + item.w <= cols && Number.isFinite(item.y))) return false;
  }
  return !anyCollision(layout);
}

/** Whether any two items collide (react-grid-layout's `collides`), found by a sweep over rows: about the cost of a sort. */
export function anyCollision(layout: readonly LayoutItem[]): boolean {
  const byRow = [...layout].sort((a, b) => a.y - b.y);
  for (let first = 0; first < byRow.length; first++) {
    const a = byRow[first]!;
    const end = a.y + a.h;
    // Items later in row order start no higher; one starting at or below a's bottom edge cannot overlap it.
    for (let second = first + 1; second < byRow.length && byRow[second]!.y < end; second++) {
      if (collides(a, byRow[second]!)) return true;
    }
  }
  return false;
}

function firstFreeRow(item: LayoutItem, others: readonly LayoutItem[]): number {
  const { i, x, y, w, h } = item;
  const ranges: [number, number][] = [];
  for (const other of others) {
    // react-grid-layout's `collides`, on the column axis (items with the same id never collide).
    if (other.i === i || x + w <= other.x || x >= other.x + other.w) continue;
    const from = other.y - h + 1;
    const to = other.y + other.h - 1;
    // A range that ends above the item's own row never blocks it.
    if (from <= to && to >= y) ranges.push([from, to]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let row = y;
  for (const [from, to] of ranges) {
    if (from > row) break;
    if (to >= row) row = to + 1;
  }
  return row;
}
