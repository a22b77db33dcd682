import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearApiKey, setApiKey } from '@/api/credentials';
import { finishedAuditExport, startAuditExportEarly } from '../api/start-export-early';
import { BatchEncoder } from '../lib/batch-encoder';
import { recogniseColumns } from '../lib/columns';
import { FakeWorker } from '../parser/fake-worker.test-helper';
import { useAuditLogStream } from './use-audit-log-stream';

const FILTERS = { start: '', end: '', search: '', eventName: '', userEmail: '' };

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  setApiKey('sbx_key', false);
});
afterEach(() => {
  clearApiKey('signed-out');
  vi.unstubAllGlobals();
});

describe('the audit log stream', () => {
  it('claims the export the route started, even under StrictMode (one request, not two)', async () => {
    startAuditExportEarly(new URLSearchParams());
    const [early] = FakeWorker.started;
    early?.answer({ type: 'response', length: null });
    early?.answer({ type: 'done', truncated: false });

    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // As src/main.tsx renders the app: effects run, are cleaned up and run again on mount.
    const { result } = renderHook(() => useAuditLogStream(FILTERS), { wrapper, reactStrictMode: true });

    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(FakeWorker.started).toEqual([early]);
  });
});

describe('coming back to the audit log', () => {
  const header = ['timestamp', 'userEmail', 'eventName'];
  const columns = recogniseColumns(header);

  function wrapperFor(client: QueryClient) {
    return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }

  /** A whole export of two events, as the worker posts it. */
  function playExport(worker: FakeWorker | undefined) {
    worker?.answer({ type: 'response', length: null });
    worker?.answer({ type: 'columns', columns });
    const batch = new BatchEncoder(columns).encode([
      ['2026-11-28T10:00:00.000Z', 'ana@example.com', 'Logged in'],
      ['2026-11-28T09:00:00.000Z', 'bo@example.com', 'Workbook cloned'],
    ]);
    worker?.answer({ type: 'batches', batches: [batch], received: 120 });
    worker?.answer({ type: 'done', truncated: false });
  }

  /** Mounts the page's stream and plays a whole export of two events through the worker it started. */
  async function readOnce(client: QueryClient) {
    const before = FakeWorker.started.length;
    const view = renderHook(() => useAuditLogStream(FILTERS), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(FakeWorker.started).toHaveLength(before + 1));
    playExport(FakeWorker.started.at(-1));
    await waitFor(() => expect(view.result.current.status).toBe('done'));
    expect(view.result.current.readAt).toBeNull();
    view.unmount();
  }

  it('shows the export read to its end again at once, as of when it was read, and asks for nothing', async () => {
    const client = new QueryClient();
    await readOnce(client);
    const requests = FakeWorker.started.length;

    const back = renderHook(() => useAuditLogStream(FILTERS, { cameBack: true }), { wrapper: wrapperFor(client) });
    expect(back.result.current.status).toBe('done');
    expect(back.result.current.rowCount).toBe(2);
    expect(back.result.current.readAt).toEqual(expect.any(Number));
    back.unmount();
    // The route, opened at the same filters while nothing shows them, starts no export for the page to come back to.
    startAuditExportEarly(new URLSearchParams());
    expect(FakeWorker.started).toHaveLength(requests);

    // "Load again" reads it anew; a new run that fails before its first rows gives the rows back, still as of then.
    const { result } = renderHook(() => useAuditLogStream(FILTERS, { cameBack: true }), { wrapper: wrapperFor(client) });
    const readAt = result.current.readAt;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(FakeWorker.started).toHaveLength(requests + 1));
    FakeWorker.started.at(-1)?.answer({ type: 'unreachable' });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.rowCount).toBe(2);
    expect(result.current.readAt).toBe(readAt);
  });

  it('reads anew when the page is opened anew, or with another key', async () => {
    const client = new QueryClient();
    await readOnce(client);
    const opened = renderHook(() => useAuditLogStream(FILTERS), { wrapper: wrapperFor(client) });
    expect(opened.result.current.status).toBe('loading');
    opened.unmount();

    await readOnce(client);
    const requests = FakeWorker.started.length;
    // Another key, without a sign-out in this tab (another tab remembered it).
    setApiKey('sbx_other_key', false);
    const other = renderHook(() => useAuditLogStream(FILTERS, { cameBack: true }), { wrapper: wrapperFor(client) });
    expect(other.result.current.status).toBe('loading');
    expect(other.result.current.readAt).toBeNull();
    await waitFor(() => expect(FakeWorker.started).toHaveLength(requests + 1));
    other.unmount();
  });

  it('keeps an export under the key it was sent with, when the key changes while it streams', async () => {
    const client = new QueryClient();
    const before = FakeWorker.started.length;
    const view = renderHook(() => useAuditLogStream(FILTERS), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(FakeWorker.started).toHaveLength(before + 1));
    setApiKey('sbx_other_key', false);
    playExport(FakeWorker.started.at(-1));
    await waitFor(() => expect(view.result.current.status).toBe('done'));
    view.unmount();

    // Asked without rendering: a page rendered for the other key would start a run, and a new run lets the kept one go.
    expect(finishedAuditExport(FILTERS)).toBeNull();
    setApiKey('sbx_key', false);
    expect(finishedAuditExport(FILTERS)?.rowCount).toBe(2);
  });
});
