import { describe, expect, it } from 'vitest';
import { brokenLayout, customResponsive, derivedOnly, mixedOverrides } from '../../../../test/fixtures/dashboards/layouts';
import { parsed } from '../test-utils';
import { frameWidthForBreakpoint, breakpointForWidth, resolveGridSettings } from './grid-settings';
import { dashboardLayoutWarnings } from './layout-warnings';
import { pixelBox } from './grid-placement';
import { widgetLayoutsPerBreakpoint } from './widget-layouts';

/** react-grid-layout's pixel formula written out independently (calcGridItemPosition without drag/resize). */
function formula(
  box: { x: number; y: number; w: number; h: number },
  g: { width: number; cols: number; rowHeight: number; margin: readonly [number, number]; padding: readonly [number, number] },
) {
  const colWidth = (g.width - g.margin[0] * (g.cols - 1) - g.padding[0] * 2) / g.cols;
  const left = Math.round((colWidth + g.margin[0]) * box.x + g.padding[0]);
  const top = Math.round((g.rowHeight + g.margin[1]) * box.y + g.padding[1]);
  // The width is whatever keeps exactly one margin to the next column's left edge (rounding-safe).
  const width = Math.round((colWidth + g.margin[0]) * (box.x + box.w) + g.padding[0]) - left - g.margin[0];
  const height = Math.round((g.rowHeight + g.margin[1]) * (box.y + box.h) + g.padding[1]) - top - g.margin[1];
  return { left, top, width, height };
}

describe('widgetLayoutsPerBreakpoint', () => {
  it('compacts vertically by default, as react-grid-layout places a saved layout, at every breakpoint', () => {
    const layouts = widgetLayoutsPerBreakpoint(parsed(derivedOnly).config);
    // d was stored at y 4 with an empty row above it: compaction moves it up under c.
    expect(layouts.lg.d).toEqual({ x: 0, y: 3, w: 12, h: 1 });
    // md: c is moved inside the 10 columns, collides with b and goes below it; d follows under c.
    expect(layouts.md).toEqual({
      a: { x: 0, y: 0, w: 4, h: 2 },
      b: { x: 4, y: 0, w: 4, h: 2 },
      c: { x: 6, y: 2, w: 4, h: 3 },
      d: { x: 0, y: 5, w: 10, h: 1 },
    });
    expect(layouts.xs).toEqual({
      a: { x: 0, y: 0, w: 4, h: 2 },
      b: { x: 0, y: 2, w: 4, h: 2 },
      c: { x: 0, y: 4, w: 4, h: 3 },
      d: { x: 0, y: 7, w: 4, h: 1 },
    });
  });

  it('places widgets at their stored position at lg and derives narrower breakpoints the way react-grid-layout does', () => {
    const layouts = widgetLayoutsPerBreakpoint(parsed(derivedOnly).config, 'stored');
    expect(layouts.lg).toEqual({
      a: { x: 0, y: 0, w: 4, h: 2 },
      b: { x: 4, y: 0, w: 4, h: 2 },
      c: { x: 8, y: 0, w: 4, h: 3 },
      d: { x: 0, y: 4, w: 12, h: 1 },
    });
    // md has 10 columns: c no longer fits at x 8 and moves to x 6, then below what it collides with; d shrinks to 10.
    expect(layouts.md).toEqual({
      a: { x: 0, y: 0, w: 4, h: 2 },
      b: { x: 4, y: 0, w: 4, h: 2 },
      c: { x: 6, y: 5, w: 4, h: 3 },
      d: { x: 0, y: 4, w: 10, h: 1 },
    });
    for (const bp of ['sm', 'xs', 'xxs'] as const) {
      const cols = { sm: 6, xs: 4, xxs: 2 }[bp];
      for (const box of Object.values(layouts[bp])) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(cols);
      }
    }
  });

  it('uses responsiveLayouts where given, with custom breakpoints and cols', () => {
    const layouts = widgetLayoutsPerBreakpoint(parsed(customResponsive).config);
    expect(layouts.md).toEqual({
      head: { x: 0, y: 0, w: 8, h: 2 },
      left: { x: 0, y: 2, w: 4, h: 3 },
      right: { x: 4, y: 2, w: 4, h: 3 },
    });
    expect(layouts.sm).toEqual({
      head: { x: 0, y: 0, w: 4, h: 2 },
      left: { x: 0, y: 2, w: 4, h: 2 },
      right: { x: 0, y: 4, w: 4, h: 2 },
    });
    // xs (2 columns) is derived from sm: every box is clamped to two columns.
    expect(layouts.xs).toEqual({
      head: { x: 0, y: 0, w: 2, h: 2 },
      left: { x: 0, y: 2, w: 2, h: 2 },
      right: { x: 0, y: 4, w: 2, h: 2 },
    });
  });

  it('takes a partial override as given and keeps the derived place of the other widgets', () => {
    const layouts = widgetLayoutsPerBreakpoint(parsed(mixedOverrides).config, 'stored');
    expect(layouts.sm.b).toEqual({ x: 0, y: 6, w: 6, h: 2 });
    expect(layouts.sm.a).toEqual({ x: 0, y: 0, w: 6, h: 2 });
    // Compacted, b closes the gap under a.
    expect(widgetLayoutsPerBreakpoint(parsed(mixedOverrides).config).sm.b).toEqual({ x: 0, y: 2, w: 6, h: 2 });
  });
});

describe('pixel positions', () => {
  it('match react-grid-layout’s formula at every breakpoint with custom margin, padding and row height', () => {
    const { config } = parsed(customResponsive);
    const settings = resolveGridSettings(config);
    const layouts = widgetLayoutsPerBreakpoint(config);
    for (const bp of ['lg', 'md', 'sm', 'xs', 'xxs'] as const) {
      const width = frameWidthForBreakpoint(settings, bp);
      expect(breakpointForWidth(settings, width)).toBe(bp);
      const grid = {
        width,
        cols: settings.cols[bp],
        rowHeight: 40,
        margin: [16, 8] as const,
        containerPadding: [24, 16] as const,
      };
      for (const box of Object.values(layouts[bp])) {
        expect(pixelBox(box, grid)).toEqual(formula(box, { ...grid, padding: grid.containerPadding }));
      }
    }
  });

  it('falls back to react-grid-layout defaults where the config gives nothing', () => {
    const settings = resolveGridSettings(parsed({ layout: { rowHeight: null, margin: null, cols: { lg: null } } }).config);
    expect(settings).toEqual({
      breakpoints: { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 },
      cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
      margin: [10, 10],
      containerPadding: [10, 10],
      rowHeight: 150,
    });
  });

  it('picks a frame width inside each breakpoint’s range', () => {
    const settings = resolveGridSettings(parsed(derivedOnly).config);
    expect(frameWidthForBreakpoint(settings, 'lg')).toBe(1280);
    expect(frameWidthForBreakpoint(settings, 'md')).toBe(1200);
    expect(frameWidthForBreakpoint(settings, 'xxs')).toBe(360);
    expect(breakpointForWidth(settings, 1200)).toBe('md');
    expect(breakpointForWidth(settings, 1201)).toBe('lg');
  });
});

describe('layout warnings', () => {
  it('lists widgets that overflow the columns or overlap, with where they are shown', () => {
    const warnings = dashboardLayoutWarnings(parsed(brokenLayout).config, 'lg');
    const messages = warnings.map((warning) => warning.message);
    expect(messages).toContain('“Too wide” (wide) overflows the 12 columns at lg (x 8, w 6); shown at x 6, y 0, w 6, h 2.');
    expect(warnings.find((warning) => warning.kind === 'overlap')?.message).toMatch(
      /“First” \(first\) overlaps “Second” \(second\) at lg/,
    );
    // derivedOnly has one gap (a row left empty above d) and nothing else wrong at lg.
    expect(dashboardLayoutWarnings(parsed(derivedOnly).config, 'lg').map((warning) => warning.kind)).toEqual(['gap']);
  });

  it('names gaps in either mode, saying where the widget is placed, where that comes from and where it is shown', () => {
    const { config } = parsed(derivedOnly);
    expect(dashboardLayoutWarnings(config, 'lg').map((warning) => warning.message)).toEqual([
      '“D” (d) is placed at y 4 at lg (as stored), leaving 1 empty row above it; compaction moves it up to y 3.',
    ]);
    expect(dashboardLayoutWarnings(config, 'lg', 'stored').map((warning) => warning.message)).toEqual([
      '“D” (d) is placed at y 4 at lg (as stored), leaving 1 empty row above it.',
    ]);
    // Only the widget bordering a gap is named, not every widget below it.
    const { config: tall } = parsed({
      widgets: [
        { id: 'top', type: 'TEXT', position: { x: 0, y: 3, w: 12, h: 2 }, config: { title: 'Top' } },
        { id: 'under', type: 'TEXT', position: { x: 0, y: 5, w: 12, h: 2 }, config: { title: 'Under' } },
      ],
    });
    expect(dashboardLayoutWarnings(tall, 'lg').map((warning) => warning.message)).toEqual([
      '“Top” (top) is placed at y 3 at lg (as stored), leaving 3 empty rows above it; compaction moves it up to y 0.',
    ]);
  });

  it('names a widget pushed down by a box react-grid-layout derived for another at that breakpoint', () => {
    const { config } = parsed({
      widgets: [
        {
          id: 'a',
          type: 'TEXT',
          position: { x: 0, y: 0, w: 12, h: 2 },
          responsiveLayouts: { sm: { x: 0, y: 1, w: 6, h: 2 } },
          config: { title: 'Intro' },
        },
        { id: 'b', type: 'FILTER', position: { x: 0, y: 2, w: 12, h: 2 }, config: { title: 'Region' } },
      ],
    });
    expect(widgetLayoutsPerBreakpoint(config, 'stored').sm).toEqual({
      a: { x: 0, y: 4, w: 6, h: 2 },
      b: { x: 0, y: 2, w: 6, h: 2 },
    });
    expect(dashboardLayoutWarnings(config, 'sm', 'stored').map((warning) => [warning.kind, warning.message])).toEqual([
      ['overlap', '“Intro” (a) overlaps “Region” (b) (placed there by react-grid-layout) at sm; shown at x 0, y 4, w 6, h 2.'],
      // b's derived place keeps the rows a was given above it empty.
      [
        'gap',
        '“Region” (b) is placed at y 2 at sm (derived from a wider layout; none is stored at sm), leaving 2 empty rows above it.',
      ],
    ]);
    expect(dashboardLayoutWarnings(config, 'lg')).toEqual([]);
  });
});

describe('overlap detection', () => {
  it('finds exactly the pairs react-grid-layout’s collides finds', async () => {
    const { collides } = await import('react-grid-layout/core');
    const { gridWarnings } = await import('./layout-warnings');
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round++) {
      const boxes = Array.from({ length: 30 }, () => ({
        x: Math.floor(next() * 10),
        y: Math.floor(next() * 20),
        w: 1 + Math.floor(next() * 4),
        h: Math.floor(next() * 4),
      }));
      const widgets = boxes.map((box, i) => ({ id: `w${i}`, type: 'SPACER', position: box }));
      const expected: string[] = [];
      boxes.forEach((a, i) =>
        boxes.forEach((b, j) => {
          if (j > i && collides({ i: 'a', ...a }, { i: 'b', ...b })) expected.push(`w${i}/w${j}`);
        }),
      );
      const found = gridWarnings(widgets, boxes, [], 12, 'lg')
        .filter((warning) => warning.kind === 'overlap')
        .map((warning) => `${warning.widgetId}/${/overlaps Spacer \((w\d+)\)/.exec(warning.message)?.[1]}`);
      expect(found.sort()).toEqual(expected.sort());
    }
  });
});
