import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from './fake-worker.test-helper';
import { keepSpareAuditParser, spawnAuditParser } from './spawn-parser';

describe('a spare audit parser booted while the browser is idle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
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
  });

  it('boots no worker until the browser is idle, then hands that one to the audit route once, and new ones after', () => {
    const stop = keepSpareAuditParser();
    expect(FakeWorker.started).toHaveLength(0);
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(1);
    const [spare] = FakeWorker.started;

    expect(spawnAuditParser()).toBe(spare);
    const next = spawnAuditParser();
    expect(next).not.toBe(spare);
    expect(FakeWorker.started).toHaveLength(2);
    // The route owns what it was handed: leaving the shell does not stop it.
    stop();
    expect(spare?.terminated).toBe(false);
    // Nothing sent: a spare has no request (and no key) until the route gives it one.
    expect(spare?.asked).toEqual([]);
  });

  it('stops an unclaimed spare when the shell goes (signing out), and boots none if that comes before the idle time', () => {
    const stop = keepSpareAuditParser();
    idle.forEach((run) => run());
    const [spare] = FakeWorker.started;
    stop();
    expect(spare?.terminated).toBe(true);
    // The next route run gets a fresh worker, not the stopped one.
    expect(spawnAuditParser()).not.toBe(spare);

    FakeWorker.started = [];
    const stopEarly = keepSpareAuditParser();
    stopEarly();
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('never hands over a spare whose script failed to load', () => {
    const stop = keepSpareAuditParser();
    idle.forEach((run) => run());
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
    idle.forEach((run) => run());
    const stopSecond = keepSpareAuditParser();
    idle.forEach((run) => run());
    expect(FakeWorker.started).toHaveLength(1);
    stopSecond();
    stopFirst();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });
});
