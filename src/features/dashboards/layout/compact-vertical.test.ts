// @vitest-environment node
import fc from 'fast-check';
import { verticalCompactor, type LayoutItem } from 'react-grid-layout/core';
import { describe, expect, it } from 'vitest';
import { compactVertically } from './compact-vertical';

/** What react-grid-layout gives, and the layout it was handed afterwards (both compactors push later items down in it). */
function both(layout: LayoutItem[], cols: number) {
  const theirsInput = structuredClone(layout);
  const oursInput = structuredClone(layout);
  const theirs = verticalCompactor.compact(theirsInput, cols);
  const ours = compactVertically(oursInput, cols);
  return { theirs, ours, theirsInput, oursInput };
}

/** Unique ids, as react-grid-layout requires (the dashboard keeps the first widget of a repeated id). */
const withIds = (items: Omit<LayoutItem, 'i'>[]): LayoutItem[] => items.map((item, index) => ({ ...item, i: `w${index}` }));

const item = (cols: number) =>
  fc.record({
    x: fc.integer({ min: -2, max: cols + 1 }),
    y: fc.integer({ min: 0, max: 60 }),
    w: fc.integer({ min: 0, max: cols + 1 }),
    h: fc.integer({ min: 0, max: 8 }),
    static: fc.integer({ min: 0, max: 99 }).map((roll) => roll < 15),
  });

/** An item as the builder makes them: inside the columns, at least one cell wide and high. */
const builderItem = (cols: number) =>
  fc.integer({ min: 0, max: cols - 1 }).chain((x) =>
    fc.record({
      x: fc.constant(x),
      y: fc.integer({ min: 0, max: 60 }),
      w: fc.integer({ min: 1, max: cols - x }),
      h: fc.integer({ min: 1, max: 8 }),
      static: fc.constant(false),
    }),
  );

describe('compactVertically', () => {
  it('gives exactly react-grid-layout’s vertical compaction, static items, gaps and zero sizes included', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((cols) => fc.tuple(fc.constant(cols), fc.array(item(cols), { maxLength: 30 }).map(withIds))),
        ([cols, layout]) => {
          const { theirs, ours, theirsInput, oursInput } = both(layout, cols);
          expect(ours).toEqual(theirs);
          expect(oursInput).toEqual(theirsInput);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives exactly react-grid-layout’s result for layouts that are already compact, in any order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((cols) =>
            fc.tuple(
              fc.constant(cols),
              fc.array(builderItem(cols), { maxLength: 30 }).map(withIds),
              fc.array(fc.double({ noNaN: true }), { minLength: 30, maxLength: 30 }),
            ),
          ),
        ([cols, layout, order]) => {
          // What the builder saves: a layout react-grid-layout has compacted, its items in any order.
          const compact = verticalCompactor
            .compact(layout, cols)
            .map((entry, index) => ({ entry, key: order[index]! }))
            .sort((a, b) => a.key - b.key)
            .map(({ entry }) => entry);
          const { theirs, ours } = both(compact, cols);
          expect(ours).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a 300-widget layout saved by the builder where it is, as react-grid-layout does', () => {
    const layout: LayoutItem[] = Array.from({ length: 300 }, (_, index) => ({
      i: `w${index}`,
      x: (index % 4) * 3,
      y: Math.floor(index / 4) * 4,
      w: 3,
      h: 4,
    }));
    const { theirs, ours } = both(layout, 12);
    expect(ours).toEqual(theirs);
    expect(ours.map(({ x, y }) => ({ x, y }))).toEqual(layout.map(({ x, y }) => ({ x, y })));
  });

  it('moves an item up when the item above it shares no column with it (a corner does not hold it)', () => {
    const layout: LayoutItem[] = [
      { i: 'a', x: 0, y: 0, w: 2, h: 2 },
      { i: 'b', x: 2, y: 2, w: 2, h: 2 },
    ];
    const { theirs, ours } = both(layout, 12);
    expect(ours).toEqual(theirs);
    expect(ours[1]!.y).toBe(0);
  });

  it('matches on a 300-widget layout written with gaps, where items climb many rows', () => {
    const layout: LayoutItem[] = Array.from({ length: 300 }, (_, index) => ({
      i: `w${index}`,
      x: (index * 5) % 12,
      y: index * 3 + (index % 7) * 11,
      w: 1 + (index % 6),
      h: 1 + (index % 4),
    }));
    const { theirs, ours } = both(layout, 12);
    expect(ours).toEqual(theirs);
    // The layout was not compact: items did move up.
    expect(ours.some((placed, index) => placed.y < layout[index]!.y)).toBe(true);
  });

  it('leaves rows that are not whole numbers to react-grid-layout', () => {
    const layout: LayoutItem[] = [
      { i: 'a', x: 0, y: 2.5, w: 2, h: 1 },
      { i: 'b', x: 0, y: 0, w: 1, h: 1.5 },
    ];
    const { theirs, ours } = both(layout, 12);
    expect(ours).toEqual(theirs);
  });
});
