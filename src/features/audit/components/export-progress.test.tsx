import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveProgressSource } from '../lib/live-progress';
import { ExportProgress } from './export-progress';

function renderProgress(props: Partial<Parameters<typeof ExportProgress>[0]> & { progress: LiveProgressSource }) {
  const handlers = { onCancel: vi.fn(), onReload: vi.fn() };
  render(<ExportProgress status="loading" rowCount={0} {...handlers} {...props} />);
  return handlers;
}

describe('the export progress line', () => {
  it('follows the run as it streams, ahead of the rows the page has drawn', async () => {
    const progress = new LiveProgressSource();
    const { onCancel } = renderProgress({ progress, rowCount: 100 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading… 100 events so far');

    act(() => progress.set({ rows: 41_250, bytes: 6 * 1024 * 1024, totalBytes: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading… 41,250 events so far');
    expect(screen.getByText('6.0 MB received')).toBeInTheDocument();
    // No length from the service: no bar pretends to know how far along it is.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows how far along it is when the service sent a length', () => {
    const progress = new LiveProgressSource();
    progress.set({ rows: 10, bytes: 512 * 1024, totalBytes: 2 * 1024 * 1024 });
    renderProgress({ progress });
    const bar = screen.getByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('value', String(512 * 1024));
    expect(bar).toHaveAttribute('max', String(2 * 1024 * 1024));
    expect(screen.getByText('512 KB of 2.0 MB')).toBeInTheDocument();
  });

  it('shows the final count and no bar once the export is done', () => {
    const progress = new LiveProgressSource();
    progress.set({ rows: 2_000, bytes: 100, totalBytes: null });
    renderProgress({ progress, status: 'done', rowCount: 2_000 });
    expect(screen.getByRole('status')).toHaveTextContent(/^2,000 events$/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/received$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('LiveProgressSource', () => {
  it('tells its listeners of a change, not of the same figures again', () => {
    const progress = new LiveProgressSource();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.set({ rows: 1, bytes: 10, totalBytes: null });
    progress.set({ rows: 1, bytes: 10, totalBytes: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(progress.get()).toEqual({ rows: 1, bytes: 10, totalBytes: null });
    unsubscribe();
    progress.set({ rows: 2, bytes: 20, totalBytes: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
