import { describe, expect, it } from 'vitest';
import { HeavyLane, type HeavyWork } from './heavy-lane.ts';

/** Keeps the event loop busy for `ms`, as a clone or an export batch does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('HeavyLane', () => {
  it('lets other callbacks run between heavy pieces instead of after all of them', async () => {
    const lane = new HeavyLane();
    const order: string[] = [];
    const pieces = Array.from({ length: 10 }, async (_, i) => {
      await lane.turn('long');
      busyFor(3); // longer than one turn's budget: one piece per turn
      order.push(`heavy ${i}`);
      if (i === 0) setTimeout(() => order.push('light'), 0);
    });
    await Promise.all(pieces);
    // The light callback came due while the first pieces ran; it ran long before the last one.
    expect(order.indexOf('light')).toBeGreaterThan(0);
    expect(order.indexOf('light')).toBeLessThan(order.indexOf('heavy 5'));
  });

  it('runs every waiter once, in the order they asked', async () => {
    const lane = new HeavyLane();
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await lane.turn('long');
        order.push(i);
      }),
    );
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('serves short heavy work before long work that asked first, until the long work has waited its longest', async () => {
    let clock = 0;
    const lane = new HeavyLane(() => clock);
    const order: string[] = [];
    const ask = (work: HeavyWork, name: string) => lane.turn(work).then(() => order.push(name));
    const asked = [ask('long', 'clone 1'), ask('long', 'clone 2'), ask('short', 'page 1'), ask('short', 'page 2')];
    await Promise.all(asked);
    expect(order).toEqual(['page 1', 'page 2', 'clone 1', 'clone 2']);

    order.length = 0;
    const stale = ask('long', 'clone 3');
    clock += 1000; // the clone has now waited far longer than any short work may hold it back
    await Promise.all([stale, ask('short', 'page 3'), ask('long', 'clone 4')]);
    expect(order).toEqual(['clone 3', 'page 3', 'clone 4']);
  });

  it('learns which operations are heavy from their handler times, and a rare pause does not make one heavy', () => {
    const lane = new HeavyLane();
    expect(lane.isHeavy('duplicateWorkbook')).toBe(false);
    for (let i = 0; i < 5; i++) lane.recordHandlerTime('duplicateWorkbook', 1.4);
    expect(lane.isHeavy('duplicateWorkbook')).toBe(true);

    for (let i = 0; i < 200; i++) lane.recordHandlerTime('listDeployments', i % 20 === 0 ? 30 : 0.08);
    expect(lane.isHeavy('listDeployments')).toBe(false);

    // Heavy only while it is slow: a list that became cheap again runs at once.
    for (let i = 0; i < 100; i++) lane.recordHandlerTime('duplicateWorkbook', 0.05);
    expect(lane.isHeavy('duplicateWorkbook')).toBe(false);
  });
});
