import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostileMarkdown } from '../../../../test/fixtures/dashboards/markdown';
import MarkdownView from './markdown-view';

const gfm = [
  '| Metric | Owner |',
  '|---|---|',
  '| Revenue | Finance |',
  '| Churn | ~~Sales~~ Customer success |',
  '',
  '- [x] Close the books',
  '- [ ] Send the board pack',
  '',
  'Handbook: https://example.com/handbook and www.example.org.',
  '',
  'Not a link: javascript:alert(1)',
].join('\n');

describe('MarkdownView', () => {
  it('draws GitHub-flavoured tables, task lists, strikethrough and autolinks', () => {
    render(<MarkdownView text={gfm} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Metric', 'Owner']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Revenue' })).toBeInTheDocument();
    expect(within(table).getByText('Sales').tagName).toBe('DEL');
    expect(screen.queryByText(/\|/)).not.toBeInTheDocument();

    const done = screen.getByRole('checkbox', { name: 'Done' });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Not done' })).not.toBeChecked();
    expect(screen.getByText('Close the books')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'https://example.com/handbook' })).toHaveAttribute(
      'href',
      'https://example.com/handbook',
    );
    expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute('href', 'http://www.example.org');
    expect(screen.getByText(/Not a link: javascript:alert\(1\)/)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("puts the text's headings below the card's own title (h1 → h4, h2 → h5, deeper → h6)", () => {
    render(<MarkdownView text={'# Quarterly review\n\n## How to read it\n\n### Notes\n\n#### Small print'} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Quarterly review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'How to read it' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 6 }).map((h) => h.textContent)).toEqual(['Notes', 'Small print']);
  });

  it('closes up the levels a text skips, so its first heading is h4 whatever it starts at (axe: heading-order)', () => {
    const { container } = render(<MarkdownView text={'### Notes\n\ntext\n\n##### Small print\n\n### More notes'} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Notes', 'More notes']);
    expect(screen.getByRole('heading', { level: 5, name: 'Small print' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 6 })).not.toBeInTheDocument();
    // Each keeps the size its author chose.
    expect(container.querySelector('h5')).toHaveClass('dash-md-h5');
  });

  it('still shows raw HTML as text and drops javascript: links, GFM or not', () => {
    const { container } = render(
      <MarkdownView text={`${hostileMarkdown}\n\n| a | b |\n|---|---|\n| <b>x</b> | [y](javascript:alert(1)) |`} />,
    );
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull();
    expect(screen.getByText(/<script>window.__dashboardPwned = "script"<\/script>/)).toBeInTheDocument();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(screen.getByText('y').closest('a')?.getAttribute('href') ?? '').toBe('');
    expect(screen.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.com/docs');
  });
});
