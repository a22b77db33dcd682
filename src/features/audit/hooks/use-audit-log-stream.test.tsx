import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearApiKey, setApiKey } from '@/api/credentials';
import { startAuditExportEarly } from '../api/start-export-early';
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
