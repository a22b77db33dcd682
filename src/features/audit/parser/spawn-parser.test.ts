import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from './fake-worker.test-helper';
import { keepSpareAuditParser, spawnAuditParser } from './spawn-parser';

describe('a spare audit parser booted while the browser is idle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idle[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** The first page has loaded (the wait after the shell mounted), then the browser is idle. */
  const idleAfterFirstPage = () => {
    vi.runOnlyPendingTimers();
    idle.forEach((run) => run());
  };

  it('boots no worker while the first page loads nor until the browser is idle, then hands it to the audit route once', () => {
    const alsoWhenIdle = vi.fn();
    const stop = keepSpareAuditParser(alsoWhenIdle);
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(0);
    vi.runOnlyPendingTimers();
    expect(FakeWorker.started).toHaveLength(0);
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(1);
    expect(alsoWhenIdle).toHaveBeenCalledTimes(1);
    const [spare] = FakeWorker.started;

    expect(spawnAuditParser()).toBe(spare);
    const next = spawnAuditParser();
    expect(next).not.toBe(spare);
    expect(FakeWorker.started).toHaveLength(2);
    // The route owns what it was handed: leaving the shell does not stop it.
    stop();
    expect(spare?.terminated).toBe(false);
    // Asked only to warm up: a spare has no request (and no key) until the route gives it one.
    expect(spare?.asked).toEqual([{ type: 'warm' }]);
  });

  it('marks the spare ready once it has warmed up', () => {
    // The fake timers stand in for performance too: its mark is watched instead.
    const mark = vi.spyOn(performance, 'mark');
    const stop = keepSpareAuditParser();
    try {
      idleAfterFirstPage();
      const [spare] = FakeWorker.started;
      expect(mark).not.toHaveBeenCalledWith('switchboard:audit-parser-ready');
      spare?.answer({ type: 'warmed' });
      expect(mark).toHaveBeenCalledWith('switchboard:audit-parser-ready');
    } finally {
      stop();
      mark.mockRestore();
    }
  });

  it('stops an unclaimed spare when the shell goes (signing out), and boots none if that comes before the idle time', () => {
    const stop = keepSpareAuditParser();
    idleAfterFirstPage();
    const [spare] = FakeWorker.started;
    stop();
    expect(spare?.terminated).toBe(true);
    // The next route run gets a fresh worker, not the stopped one.
    expect(spawnAuditParser()).not.toBe(spare);

    FakeWorker.started = [];
    const stopEarly = keepSpareAuditParser();
    stopEarly();
    idleAfterFirstPage();
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('never hands over a spare whose script failed to load', () => {
    const stop = keepSpareAuditParser();
    idleAfterFirstPage();
    const [spare] = FakeWorker.started;
    spare?.onerror?.(new ErrorEvent('error'));
    expect(spare?.terminated).toBe(true);
    const worker = spawnAuditParser();
    expect(worker).not.toBe(spare);
    expect(FakeWorker.started).toHaveLength(2);
    stop();
  });

  it('keeps one spare at most', () => {
    const stopFirst = keepSpareAuditParser();
    idleAfterFirstPage();
    const stopSecond = keepSpareAuditParser();
    idleAfterFirstPage();
    expect(FakeWorker.started).toHaveLength(1);
    stopSecond();
    stopFirst();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });
});
