import fc from 'fast-check';
import { cloneLayout, correctBounds, verticalCompactor, type LayoutItem } from 'react-grid-layout/core';
import { describe, expect, it } from 'vitest';
import { breakpointNames, type DashboardWidget } from '@/api/schemas/dashboard';
import { resolveGridSettings } from '../layout/grid-settings';
import { containerLayout, responsiveLayouts } from '../layout/widget-layouts';
import { READ_ONLY_COMPACTOR } from './read-only-grid';

/** What react-grid-layout does with a layout it is handed (`synchronizeLayoutWithChildren`): bounds, then compaction. */
function takenBy(compactor: typeof READ_ONLY_COMPACTOR, layout: readonly LayoutItem[], cols: number) {
  return compactor.compact(correctBounds(cloneLayout([...layout]), { cols }), cols);
}

const boxes = (layout: readonly LayoutItem[]) => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

// Positions as an API author may write them: gaps, overlaps, overflowing and zero-sized boxes, some per breakpoint.
const box = fc.record({
  x: fc.integer({ min: -2, max: 13 }),
  y: fc.integer({ min: 0, max: 40 }),
  w: fc.integer({ min: 0, max: 13 }),
  h: fc.integer({ min: 0, max: 6 }),
});
const widgets = fc
  .array(fc.record({ position: box, sm: fc.option(box, { nil: undefined }), xs: fc.option(box, { nil: undefined }) }), {
    maxLength: 40,
  })
  .map((specs) =>
    specs.map(({ position, sm, xs }, index): DashboardWidget => ({
      id: `w${index}`,
      type: 'TEXT',
      position,
      responsiveLayouts: sm || xs ? { sm, xs } : undefined,
    })),
  );

describe('READ_ONLY_COMPACTOR', () => {
  it('leaves every item of a compacted dashboard layout where the dashboard placed it, at every breakpoint, as react-grid-layout’s own compactor does', () => {
    const settings = resolveGridSettings({ widgets: [] });
    fc.assert(
      fc.property(widgets, (list) => {
        const layouts = responsiveLayouts(list, settings);
        for (const breakpoint of breakpointNames) {
          const layout = layouts[breakpoint];
          const cols = settings.cols[breakpoint];
          expect(boxes(takenBy(READ_ONLY_COMPACTOR, layout, cols))).toEqual(boxes(layout));
          expect(boxes(takenBy(verticalCompactor, layout, cols))).toEqual(boxes(layout));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a container’s compacted items where they were placed', () => {
    fc.assert(
      fc.property(widgets, fc.integer({ min: 1, max: 12 }), (list, cols) => {
        const layout = containerLayout(list, cols);
        expect(boxes(takenBy(READ_ONLY_COMPACTOR, layout, cols))).toEqual(boxes(layout));
      }),
      { numRuns: 200 },
    );
  });

  it('compacts a layout it has not seen as react-grid-layout does: an item the grid adds at the bottom moves up', () => {
    const layout: LayoutItem[] = [
      { i: 'a', x: 0, y: 0, w: 6, h: 2 },
      { i: 'new', x: 0, y: 9, w: 1, h: 1 },
    ];
    expect(boxes(takenBy(READ_ONLY_COMPACTOR, layout, 12))).toEqual(boxes(takenBy(verticalCompactor, layout, 12)));
    expect(boxes(takenBy(READ_ONLY_COMPACTOR, layout, 12))[1]).toEqual({ i: 'new', x: 0, y: 2, w: 1, h: 1 });
  });
});
