import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { parseToStore } from '../lib/parse-to-store.test-helper';
import { useDownloadShownRows } from './use-download-shown-rows';

const FILTERS = { start: '2025-03-01', end: '2025-03-02', search: '', eventName: '', userEmail: '' };

function shownRows() {
  const { store, columns } = parseToStore(
    'timestamp,userEmail,eventName\r\n2025-03-01T10:00:00Z,ana@example.com,Logged in\r\n2025-03-01T09:00:00Z,bo@example.com,Logged in\r\n',
  );
  if (!store || !columns) throw new Error('the CSV did not parse');
  return { store, order: Uint32Array.from([0, 1]), count: 2, columns: columns.all };
}

function renderDownload() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDownloadShownRows(), { wrapper });
}

/** jsdom has no object URLs nor downloads: counts the files the hook would save. */
function captureSaves() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:shown');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return createObjectURL;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloading the shown rows', () => {
  it('saves the file while the page is open', async () => {
    const saved = captureSaves();
    const { result } = renderDownload();
    await expect(result.current.start({ shown: shownRows(), filters: FILTERS })).resolves.toMatch(/-shown\.csv$/);
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('stops the build and saves nothing once the admin has left the page', async () => {
    const saved = captureSaves();
    const { result, unmount } = renderDownload();
    const download = result.current.start({ shown: shownRows(), filters: FILTERS });
    unmount();
    await expect(download).rejects.toHaveProperty('name', 'AbortError');
    expect(saved).not.toHaveBeenCalled();
  });
});
