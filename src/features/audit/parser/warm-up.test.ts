import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseToStore } from '../lib/parse-to-store.test-helper';
import { warmUpParsing, warmUpSample } from './warm-up';

describe('warming up a spare parser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('parses a sample shaped like the service export: its columns recognised, every row read, times readable', () => {
    const { columns, store, rows, truncated } = parseToStore(warmUpSample(50));
    expect(columns?.all.map((c) => c.role)).toEqual([
      'timestamp',
      'userEmail',
      'eventName',
      'deployment',
      'ipAddress',
      'attributes',
    ]);
    expect(rows).toHaveLength(50);
    expect(truncated).toBe(false);
    expect(Number.isNaN(store?.times?.[0])).toBe(false);
    // Quoted JSON with escaped quotes and a comma inside: the parser's slower paths are the ones warmed.
    expect(JSON.parse(rows[3]?.[5] ?? '')).toMatchObject({ id: 3, name: 'item 3, copy' });
  });

  it('runs slice by slice, and stops before the next slice once it is no longer wanted', async () => {
    const parse = vi.spyOn(Papa, 'Parser');
    let wanted = true;
    const run = warmUpParsing(Papa, () => wanted);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    const startedParsers = parse.mock.calls.length;
    expect(startedParsers).toBe(1);
    wanted = false;
    await vi.runAllTimersAsync();
    await expect(run).resolves.toBe(false);
    expect(parse.mock.calls.length).toBe(startedParsers);
    parse.mockRestore();
  });

  it('resolves true when it ran to its end', async () => {
    const run = warmUpParsing(Papa, () => true);
    await vi.runAllTimersAsync();
    await expect(run).resolves.toBe(true);
  });
});
