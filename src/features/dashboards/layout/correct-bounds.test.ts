// @vitest-environment node
import { correctBounds, type LayoutItem } from 'react-grid-layout/core';
import { describe, expect, it } from 'vitest';
import { correctBoundsFast } from './correct-bounds';

/** A small deterministic pseudo-random generator, so a failure is reproducible. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function randomLayout(next: () => number, count: number, cols: number): LayoutItem[] {
  return Array.from({ length: count }, (_, index) => ({
    i: `w${index}`,
    x: Math.floor(next() * (cols + 4)) - 2,
    y: Math.floor(next() * 30),
    w: 1 + Math.floor(next() * (cols + 2)),
    h: Math.floor(next() * 6),
    static: next() > 0.2,
  }));
}

describe('correctBoundsFast', () => {
  it('gives exactly react-grid-layout’s correctBounds result', () => {
    const next = random(42);
    for (let round = 0; round < 200; round++) {
      const cols = 1 + Math.floor(next() * 12);
      const layout = randomLayout(next, 2 + Math.floor(next() * 40), cols);
      const expected = correctBounds(structuredClone(layout), { cols });
      expect(correctBoundsFast(structuredClone(layout), cols)).toEqual(expected);
    }
  });

  it('gives exactly react-grid-layout’s result when no item is static (items about to be compacted)', () => {
    const next = random(7);
    for (let round = 0; round < 200; round++) {
      const cols = 1 + Math.floor(next() * 12);
      const layout = randomLayout(next, 2 + Math.floor(next() * 40), cols).map((item) => ({ ...item, static: false }));
      const expected = correctBounds(structuredClone(layout), { cols });
      expect(correctBoundsFast(structuredClone(layout), cols)).toEqual(expected);
    }
  });
});

/** Static widgets four to a row in 12 columns, as authors lay dashboards out: nothing overflows or overlaps. */
function fourPerRow(count: number): LayoutItem[] {
  return Array.from({ length: count }, (_, index) => ({
    i: `w${index}`,
    x: (index % 4) * 3,
    y: Math.floor(index / 4) * 4,
    w: 3,
    h: 4,
    static: true,
  }));
}

describe('correctBoundsFast on large layouts', () => {
  it('leaves a 300-item layout without collisions exactly as react-grid-layout does', () => {
    const layout = fourPerRow(300);
    const expected = correctBounds(structuredClone(layout), { cols: 12 });
    expect(expected).toEqual(layout);
    expect(correctBoundsFast(structuredClone(layout), 12)).toEqual(expected);
  });

  it('matches react-grid-layout when one collision among many forces the slow path', () => {
    const layout = fourPerRow(120);
    // One widget a column too far right: it overflows, is pulled inside, and then collides with its neighbour.
    layout[7] = { ...layout[7]!, x: 10 };
    const expected = correctBounds(structuredClone(layout), { cols: 12 });
    expect(correctBoundsFast(structuredClone(layout), 12)).toEqual(expected);
    expect(expected[7]).not.toEqual(layout[7]);
  });

  it('matches react-grid-layout when a zero-height item sits inside another', () => {
    const layout: LayoutItem[] = [
      { i: 'a', x: 0, y: 1, w: 4, h: 3, static: true },
      { i: 'b', x: 1, y: 2, w: 2, h: 0, static: true },
      { i: 'c', x: 0, y: 4, w: 4, h: 0, static: true },
    ];
    const expected = correctBounds(structuredClone(layout), { cols: 12 });
    expect(correctBoundsFast(structuredClone(layout), 12)).toEqual(expected);
  });
});
