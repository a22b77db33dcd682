import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncodedBatch } from '../lib/batch-encoder';
import { BatchOutbox } from './batch-outbox';

function batchOf(rowCount: number): EncodedBatch {
  return { rowCount, newStrings: [], columns: [], times: null };
}

describe('the batch outbox between the parser and the page', () => {
  let now = 0;
  let posts: { rows: number[]; received: number }[] = [];
  const outbox = () =>
    new BatchOutbox(
      (batches, received) => posts.push({ rows: batches.map((b) => b.rowCount), received }),
      100,
      () => now,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    posts = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the first rows at once, then coalesces the chunks of one interval into one post', () => {
    const box = outbox();
    box.add(batchOf(10), 1000);
    expect(posts).toEqual([{ rows: [10], received: 1000 }]);
    now = 30;
    box.add(batchOf(20), 2000);
    now = 60;
    box.add(undefined, 2500);
    now = 90;
    box.add(batchOf(30), 3000);
    expect(posts).toHaveLength(1);
    now = 100;
    box.add(batchOf(40), 4000);
    expect(posts).toEqual([
      { rows: [10], received: 1000 },
      { rows: [20, 30, 40], received: 4000 },
    ]);
  });

  it('posts what waits when the body stalls for an interval, and the rest at the end', () => {
    const box = outbox();
    box.add(batchOf(10), 1000);
    now = 20;
    box.add(batchOf(5), 1500);
    now = 100;
    vi.advanceTimersByTime(80);
    expect(posts).toEqual([
      { rows: [10], received: 1000 },
      { rows: [5], received: 1500 },
    ]);
    now = 150;
    box.add(undefined, 1600);
    box.flush();
    expect(posts.at(-1)).toEqual({ rows: [], received: 1600 });
    box.flush();
    expect(posts).toHaveLength(3);
  });

  it('posts the first rows at once even when a progress-only chunk was posted just before them', () => {
    const box = outbox();
    // The header's chunk: bytes read, no complete row yet.
    box.add(batchOf(0), 300);
    now = 10;
    box.add(batchOf(25), 2000);
    expect(posts).toEqual([
      { rows: [0], received: 300 },
      { rows: [25], received: 2000 },
    ]);
    // After the first rows, the interval holds again.
    now = 20;
    box.add(batchOf(5), 2500);
    expect(posts).toHaveLength(2);
    now = 110;
    vi.advanceTimersByTime(90);
    expect(posts.at(-1)).toEqual({ rows: [5], received: 2500 });
  });
});
