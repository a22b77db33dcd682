import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameText } from './name-text';

/** jsdom lays nothing out; a cut name is one whose text is wider than its box. */
function layOutAsCut() {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(10_000);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
}

afterEach(() => vi.restoreAllMocks());

describe('NameText', () => {
  it('removes bidi overrides, so a spoofed file name reads in its real order', () => {
    render(
      <p>
        Only “<NameText value={'Lab \u202Egnp.exe'} />” here
      </p>,
    );
    expect(screen.getByText(/^Only/)).toHaveTextContent('Only “Lab gnp.exe” here');
    expect(document.body.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('isolates the name from the words around it', () => {
    render(<NameText value={'a\u202Emoc.live@b'} />);
    const name = screen.getByText('amoc.live@b');
    expect(name.closest('bdi')).toHaveClass('name-text');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['whitespace', '  \t '],
    ['format characters only', '\u2066\u202E\uFEFF\u2069'],
    ['an empty string', ''],
    ['no value', null],
  ])('shows a visible “(unnamed)” for %s', (_label, value) => {
    render(<NameText value={value} />);
    expect(screen.getByText('(unnamed)')).toBeVisible();
  });

  it('keeps an ordinary name inline, so the words around it read as one name ("Clone “Sales”")', () => {
    render(
      <button type="button">
        Clone “<NameText value="Sales" />”
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Clone “Sales”' })).toBeInTheDocument();
    expect(screen.getByText('Sales').closest('bdi')).not.toHaveClass('name-text-cut');
    expect(screen.getByText('Sales').closest('bdi')).toHaveClass('name-text');
  });

  it('cuts a name longer than a line’s worth to one line', () => {
    render(<NameText value={'v'.repeat(65)} />);
    expect(screen.getByText('v'.repeat(65)).closest('bdi')).toHaveClass('name-text-cut');
  });

  it('shows a short name whole, without a tooltip or a tab stop', () => {
    render(<NameText value="Quarterly revenue review" />);
    const name = screen.getByText('Quarterly revenue review').closest('bdi');
    expect(name).not.toHaveAttribute('title');
    expect(name).not.toHaveAttribute('tabindex');
  });

  it('gives a cut name its full text on hover and a tab stop that reaches it by keyboard', async () => {
    layOutAsCut();
    const long = 'x'.repeat(10_000);
    render(
      <p>
        Owner <NameText value={long} />
      </p>,
    );
    const name = screen.getByText(long).closest('bdi');
    // Names are measured together, once the render that mounted them is done.
    await waitFor(() => expect(name).toHaveAttribute('title', long));
    await userEvent.tab();
    expect(name).toHaveFocus();
  });

  it('leaves focus to the link a cut name sits in (the link carries the full text as its name)', async () => {
    layOutAsCut();
    const long = 'y'.repeat(5_000);
    render(
      <a href="/workbooks/1">
        <NameText value={long} />
      </a>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: long })).toHaveFocus();
    expect(screen.getByText(long).closest('bdi')).not.toHaveAttribute('tabindex');
  });
});
