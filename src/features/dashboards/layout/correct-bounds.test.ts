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
});
