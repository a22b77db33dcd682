import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hostileMarkdown } from '../../../../test/fixtures/dashboards/markdown';
import { DashboardView } from '../components/dashboard-view';
import { parsed, renderWithRouter } from '../test-utils';

declare global {
  interface Window {
    __dashboardPwned?: unknown;
  }
}

afterEach(() => {
  delete window.__dashboardPwned;
});

describe('TEXT widget Markdown', () => {
  it('shows script, event-handler HTML and javascript: links as inert content', async () => {
    const { config } = parsed({
      widgets: [
        { id: 'md', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 6 }, config: { title: 'Notes', text: hostileMarkdown } },
      ],
    });
    const { container } = renderWithRouter(<DashboardView config={config} width={1280} />);
    const text = screen.getByRole('group', { name: 'Notes' });
    expect(await within(text).findByRole('heading', { name: 'Hello' })).toBeInTheDocument();

    // Raw HTML is shown as text, never turned into elements.
    expect(within(text).getByText(/<script>window.__dashboardPwned = "script"<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();

    // The javascript: link keeps its text but loses its target; the safe one opens without access to this page.
    const unsafe = within(text).getByText('click me');
    expect(unsafe.closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    const safe = within(text).getByRole('link', { name: 'safe link' });
    expect(safe).toHaveAttribute('href', 'https://example.com/docs');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(safe).toHaveAttribute('target', '_blank');
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);

    expect(window.__dashboardPwned).toBeUndefined();
  });

  it('hides the title when hideTitle is set and says when the text is empty', () => {
    const { config } = parsed({
      widgets: [
        {
          id: 'quiet',
          type: 'TEXT',
          position: { x: 0, y: 0, w: 6, h: 2 },
          config: { title: 'Hidden title', text: 'Body', hideTitle: true },
        },
        { id: 'blank', type: 'TEXT', position: { x: 6, y: 0, w: 6, h: 2 }, config: { text: '  ' } },
      ],
    });
    renderWithRouter(<DashboardView config={config} width={1280} />);
    expect(
      within(screen.getByRole('group', { name: 'Hidden title' })).queryByRole('heading', { name: 'Hidden title' }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Text' })).getByText('This text widget is empty.')).toBeInTheDocument();
  });
});
