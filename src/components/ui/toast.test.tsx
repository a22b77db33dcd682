import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

// The toasts' code cannot load (as when offline, or after a release removed the old chunk).
vi.mock('./toast-viewport', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', tone: 'success' })}>
      Save
    </button>
  );
}

describe('toasts whose code cannot load', () => {
  it('leave the page as it was', async () => {
    // React reports the failed load on the console; kept out of the output.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ToastProvider>
        <h1>Branches</h1>
        <SaveButton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    consoleError.mockRestore();
  });
});
