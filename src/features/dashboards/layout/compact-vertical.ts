import { cloneLayoutItem, collides, verticalCompactor, type LayoutItem } from 'react-grid-layout/core';
import { anyCollision } from './correct-bounds';

/**
 * react-grid-layout's `verticalCompactor.compact`, with the same result, fast enough to run while a 300-widget
 * dashboard mounts (twice in the clone review). The original is quadratic with a large constant: for each item it
 * looks its index up by searching the layout, filters the whole layout for static items on every collision it
 * resolves, and moves an item up one row at a time, scanning every placed item at each row. Here those lookups are
 * made once, and the climb is worked out in one scan: the item stops at the lowest row (at or above its own) where it
 * would touch a placed item, or at row 0. The collision handling (which item it lands under, which later items it
 * pushes down) is react-grid-layout's own, step for step. Rows and heights that are not whole numbers (which the
 * schema never lets through) are left to react-grid-layout. Item ids must be unique, as react-grid-layout requires (it
 * recurses without end on some layouts with a repeated id). Like the original, it may move items of the layout it is
 * given when it pushes them down.
 */
export function compactVertically(layout: readonly LayoutItem[], cols: number): LayoutItem[] {
  if (!layout.every((item) => Number.isSafeInteger(item.y) && Number.isSafeInteger(item.h))) {
    return [...verticalCompactor.compact(layout, cols)];
  }
  if (isAlreadyCompact(layout)) return layout.map(settledCopy);
  const statics = layout.filter((item) => item.static === true);
  const hasStatics = statics.length > 0;
  const placed: LayoutItem[] = statics;
  let maxY = bottomOf(placed);
  const sorted = [...layout].sort((a, b) => (a.y !== b.y ? a.y - b.y : a.x - b.x));
  // react-grid-layout finds an item's place in the sorted list by id, its place in the input by identity.
  const sortedIndexById = new Map(sorted.map((item, index) => [item.i, index]));
  const inputIndex = new Map(layout.map((item, index) => [item, index]));

  const pushDown = (item: LayoutItem, moveTo: number) => {
    item.y += 1;
    const from = sortedIndexById.get(item.i) ?? -1;
    for (let index = from + 1; index < sorted.length; index++) {
      const other = sorted[index]!;
      if (other.static) continue;
      if (!hasStatics && other.y > item.y + item.h) break;
      if (collides(item, other)) pushDown(other, moveTo + item.h);
    }
    item.y = moveTo;
  };

  const out = new Array<LayoutItem>(layout.length);
  for (const original of sorted) {
    const item = cloneLayoutItem(original);
    if (!item.static) {
      item.x = Math.max(item.x, 0);
      item.y = Math.min(maxY, Math.max(item.y, 0));
      item.y = climb(placed, item);
      let collision: LayoutItem | undefined;
      while ((collision = firstCollision(placed, item)) !== undefined) pushDown(item, collision.y + collision.h);
      item.y = Math.max(item.y, 0);
      maxY = Math.max(maxY, item.y + item.h);
      placed.push(item);
    }
    out[inputIndex.get(original)!] = item;
    item.moved = false;
  }
  return out;
}

function settledCopy(item: LayoutItem): LayoutItem {
  const copy = cloneLayoutItem(item);
  copy.moved = false;
  return copy;
}

/**
 * True when compaction would leave every item where it is, which is how the platform's builder saves layouts (it
 * compacts on every edit): no static items, none left of column 0 or of zero size, no two colliding, and every item
 * on row 0 or right under an item (one whose bottom edge is its top row, sharing a column with it). Then
 * react-grid-layout moves each item up one row, meets the item above it, and puts it back, pushing nothing.
 */
function isAlreadyCompact(layout: readonly LayoutItem[]): boolean {
  const byBottom = new Map<number, LayoutItem[]>();
  for (const item of layout) {
    if (item.static || item.x < 0 || item.y < 0 || item.w < 1 || item.h < 1) return false;
    const bottom = item.y + item.h;
    const row = byBottom.get(bottom);
    if (row) row.push(item);
    else byBottom.set(bottom, [item]);
  }
  const held = (item: LayoutItem) =>
    item.y === 0 || (byBottom.get(item.y) ?? []).some((above) => above.x < item.x + item.w && item.x < above.x + above.w);
  return layout.every(held) && !anyCollision(layout);
}

function bottomOf(items: readonly LayoutItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.y + item.h), 0);
}

function firstCollision(placed: readonly LayoutItem[], item: LayoutItem): LayoutItem | undefined {
  for (const other of placed) if (collides(other, item)) return other;
  return undefined;
}

/**
 * Where react-grid-layout's `while (y > 0 && !collision) y--` stops, in one scan. A placed item overlapping the
 * item's columns collides with it at the rows `other.y - h + 1 … other.y + other.h - 1`; the loop stops at the highest
 * such row at or below where it started (rows below 1 are never tested), else at 0.
 */
function climb(placed: readonly LayoutItem[], item: LayoutItem): number {
  const start = item.y;
  if (start <= 0) return start;
  let stop = 0;
  for (const other of placed) {
    if (other.i === item.i || item.x + item.w <= other.x || item.x >= other.x + other.w) continue;
    const first = other.y - item.h + 1;
    const last = other.y + other.h - 1;
    if (first > last || first > start || last < 1) continue;
    stop = Math.max(stop, Math.min(start, last));
  }
  return stop;
}
