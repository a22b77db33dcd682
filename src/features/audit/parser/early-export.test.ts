import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedRequest } from '@/api/http';
import { clearApiKey } from '@/api/credentials';
import { claimEarlyExport, holdShownExport, runKeyOf, startExportEarly } from './early-export';
import { parseAuditExport } from './parse-audit-body';
import { FakeWorker } from './fake-worker.test-helper';
import type { FromParser } from './messages';

function exportRequest(query: string, key = 'sbx_key'): PreparedRequest {
  return {
    operation: 'Export audit log',
    url: `http://localhost/api/v1/audit-logs/export${query}`,
    init: { method: 'GET', headers: { Authorization: `Bearer ${key}` }, credentials: 'omit' },
  };
}

/** A page run for `request` aborted before it started (StrictMode's rehearsal cleanup, a quick navigation away). */
async function runAbortedBeforeItStarts(request: PreparedRequest) {
  const controller = new AbortController();
  controller.abort();
  const handlers = { onLength: vi.fn(), onColumns: vi.fn(), onBatch: vi.fn(), onBytes: vi.fn() };
  await expect(parseAuditExport(request, handlers, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
}

describe('starting the audit export while the page loads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    // Leaves no early run behind for the next test.
    claimEarlyExport(exportRequest('?eventName=a'));
    claimEarlyExport(exportRequest(''));
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the page the run started for its request, with everything the worker posted meanwhile, in order', () => {
    startExportEarly(exportRequest('?eventName=a'));
    const [worker] = FakeWorker.started;
    expect(worker?.asked).toEqual([
      { type: 'fetch', request: { url: exportRequest('?eventName=a').url, init: exportRequest('?eventName=a').init } },
    ]);
    worker?.answer({ type: 'response', length: null });
    worker?.answer({ type: 'batches', batches: [], received: 10 });

    expect(claimEarlyExport(exportRequest('?eventName=b'))).toBeNull();
    expect(claimEarlyExport(exportRequest('?eventName=a', 'another_key'))).toBeNull();
    const claimed = claimEarlyExport(exportRequest('?eventName=a'));
    const seen: FromParser['type'][] = [];
    claimed?.listen({ onMessage: (message) => seen.push(message.type), onFailure: () => seen.push('error') });
    worker?.answer({ type: 'done', truncated: false });
    expect(seen).toEqual(['response', 'batches', 'done']);
    // Claimed once: a second page run starts its own.
    expect(claimEarlyExport(exportRequest('?eventName=a'))).toBeNull();
  });

  it('stops a run nobody claims, and one replaced by a run for other filters', () => {
    startExportEarly(exportRequest('?eventName=a'));
    startExportEarly(exportRequest(''));
    const [first, second] = FakeWorker.started;
    expect(first?.terminated).toBe(true);
    expect(second?.terminated).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(second?.terminated).toBe(true);
    expect(claimEarlyExport(exportRequest(''))).toBeNull();
  });

  it('sends the request through the worker the route spawned while this code loaded, or stops it when no run starts', () => {
    const spawned = new FakeWorker();
    startExportEarly(exportRequest(''), spawned as unknown as Worker);
    expect(FakeWorker.started).toEqual([spawned]);
    expect(spawned.asked).toEqual([{ type: 'fetch', request: { url: exportRequest('').url, init: exportRequest('').init } }]);

    // The same export is already running: the second spawned worker is not needed.
    const extra = new FakeWorker();
    startExportEarly(exportRequest(''), extra as unknown as Worker);
    expect(extra.terminated).toBe(true);
    expect(extra.asked).toEqual([]);
    expect(spawned.terminated).toBe(false);
  });

  it('starts nothing for the export the page already shows (a table filter changed the URL), until it lets go', () => {
    const release = holdShownExport(exportRequest(''));
    startExportEarly(exportRequest(''));
    expect(FakeWorker.started).toHaveLength(0);
    release();
    startExportEarly(exportRequest(''));
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('stops the unclaimed run when the admin signs out or the key is rejected', () => {
    startExportEarly(exportRequest(''));
    const [worker] = FakeWorker.started;
    expect(worker?.terminated).toBe(false);
    clearApiKey('signed-out');
    expect(worker?.terminated).toBe(true);
    expect(claimEarlyExport(exportRequest(''))).toBeNull();

    startExportEarly(exportRequest('?eventName=a'));
    clearApiKey('rejected');
    expect(FakeWorker.started[1]?.terminated).toBe(true);
  });

  it('stops the early run at once when the page run for it is aborted before it claims it', async () => {
    startExportEarly(exportRequest(''));
    const [worker] = FakeWorker.started;
    await runAbortedBeforeItStarts(exportRequest(''));
    // Once the current task is over (a run started in it may still claim it).
    vi.advanceTimersByTime(0);
    expect(worker?.terminated).toBe(true);
    expect(claimEarlyExport(exportRequest(''))).toBeNull();
  });

  it('lets a run started in the same task claim the early run an aborted one gave up (StrictMode rehearsal)', async () => {
    startExportEarly(exportRequest(''));
    const [worker] = FakeWorker.started;
    await runAbortedBeforeItStarts(exportRequest(''));
    expect(claimEarlyExport(exportRequest(''))).not.toBeNull();
    vi.advanceTimersByTime(0);
    expect(worker?.terminated).toBe(false);
    expect(FakeWorker.started).toEqual([worker]);
  });

  it('keys runs by request and a hash of the credentials, never by the API key itself', () => {
    const secret = 'sbx_very_secret_key_123';
    const key = runKeyOf(exportRequest('?eventName=a', secret));
    expect(key).not.toContain(secret);
    expect(key).toMatch(/^GET http:\/\/localhost\/api\/v1\/audit-logs\/export\?eventName=a [0-9a-z]+$/);
    expect(runKeyOf(exportRequest('?eventName=a', secret))).toBe(key);
    expect(runKeyOf(exportRequest('?eventName=a', `${secret}4`))).not.toBe(key);
  });
});
