import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/support/render-app';
import { parseToStore } from '../lib/parse-to-store.test-helper';
import { DownloadShownRowsButton } from './download-shown-rows-button';

// The build is held open here so the test sees it pending: it says 40% and then waits until it is aborted.
const build = vi.hoisted(() => ({ release: null as null | (() => void) }));
vi.mock('../lib/shown-rows-csv', () => ({
  shownRowsCsv: (_shown: unknown, signal: AbortSignal, onProgress: (fraction: number) => void) =>
    new Promise<Blob>((resolve, reject) => {
      onProgress(0.4);
      build.release = () => resolve(new Blob(['x']));
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
}));

const FILTERS = { start: '2025-03-01', end: '2025-03-02', search: '', eventName: '', userEmail: '' };

function readShown() {
  const { store, columns } = parseToStore('timestamp,userEmail\r\n2025-03-01T10:00:00Z,ana@example.com\r\n');
  if (!store || !columns) throw new Error('the CSV did not parse');
  return { store, order: Uint32Array.from([0]), count: 1, columns: columns.all };
}

function captureSaves() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:shown');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return createObjectURL;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shown rows download button', () => {
  it('shows how far the build is, and cancelling it saves nothing and gives focus back', async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    renderPage(<DownloadShownRowsButton filters={FILTERS} count={1} readShown={readShown} />, { url: '/', path: '/' });

    await user.click(screen.getByRole('button', { name: 'Download 1 shown row' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel download' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Preparing CSV… 40%' })).toBeDisabled();
    expect(screen.getByText('Preparing the CSV download')).toHaveAttribute('aria-live', 'polite');

    await user.click(cancel);
    expect(await screen.findByText('Download cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 1 shown row' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel download' })).not.toBeInTheDocument();
    build.release?.();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves the file when the build finishes', async () => {
    const user = userEvent.setup();
    const saved = captureSaves();
    renderPage(<DownloadShownRowsButton filters={FILTERS} count={1} readShown={readShown} />, { url: '/', path: '/' });

    await user.click(screen.getByRole('button', { name: 'Download 1 shown row' }));
    await screen.findByRole('button', { name: 'Cancel download' });
    build.release?.();
    expect(await screen.findByText('audit-log-2025-03-01-2025-03-02-shown.csv')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download 1 shown row' })).toHaveFocus();
  });
});
