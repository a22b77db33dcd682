import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFilterShortcut } from './use-filter-shortcut';

function Page() {
  const filter = useRef<HTMLInputElement>(null);
  useFilterShortcut(() => filter.current);
  return (
    <main>
      <label>
        Search workbooks <input ref={filter} type="search" defaultValue="revenue" />
      </label>
      <label>
        Notes <input type="text" />
      </label>
      <button type="button">Clone</button>
      <div role="dialog" aria-label="Clone">
        <button type="button">Inside the dialog</button>
      </div>
    </main>
  );
}

describe('the "/" shortcut', () => {
  it('focuses the page’s filter and selects its text, so typing replaces it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const filter = screen.getByRole('searchbox', { name: 'Search workbooks' });
    expect(filter).toHaveAttribute('aria-keyshortcuts', '/');
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    await user.keyboard('/');
    expect(filter).toHaveFocus();
    await user.keyboard('board');
    expect(filter).toHaveValue('board');
  });

  it('is an ordinary character while typing in a field', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('a/b');
    expect(notes).toHaveValue('a/b');
    expect(notes).toHaveFocus();
  });

  it('does nothing inside a dialog or with a modifier held', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const filter = screen.getByRole('searchbox', { name: 'Search workbooks' });
    const inDialog = screen.getByRole('button', { name: 'Inside the dialog' });
    inDialog.focus();
    await user.keyboard('/');
    expect(inDialog).toHaveFocus();

    const clone = screen.getByRole('button', { name: 'Clone' });
    clone.focus();
    await user.keyboard('{Control>}/{/Control}');
    expect(clone).toHaveFocus();
    expect(filter).not.toHaveFocus();
  });
});
