import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../../test/support/match-media';
import { chooseTheme } from '../theme';
import { ThemeToggle } from './theme-toggle';

/** A system whose colour scheme is `scheme` (jsdom has no media queries of its own). */
function systemScheme(scheme: 'light' | 'dark') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === '(prefers-color-scheme: dark)' && scheme === 'dark'),
  );
}

beforeEach(() => chooseTheme('system'));
afterEach(() => {
  vi.restoreAllMocks();
  chooseTheme('system');
});

describe('the theme toggle', () => {
  it('follows the system until a theme is chosen, and says which theme is on', () => {
    systemScheme('dark');
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Theme: Dark (system). Change theme' });
    expect(toggle).toHaveTextContent('Theme: Dark (system)');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('switchboard.theme')).toBeNull();
  });

  it.each([
    ['light', 'dark', 'Light', 'Dark'],
    ['dark', 'light', 'Dark', 'Light'],
  ] as const)(
    'on a %s system, every press draws the other theme: %s, then the system’s again',
    async (system, other, systemName, otherName) => {
      systemScheme(system);
      const user = userEvent.setup();
      render(<ThemeToggle />);
      // The first press changes what is drawn (it never lands on the scheme the system already shows).
      await user.click(screen.getByRole('button', { name: `Theme: ${systemName} (system). Change theme` }));
      expect(screen.getByRole('button', { name: `Theme: ${otherName}. Change theme` })).toHaveTextContent(`Theme: ${otherName}`);
      expect(document.documentElement.dataset.theme).toBe(other);
      expect(window.localStorage.getItem('switchboard.theme')).toBe(other);

      // The second draws the system's scheme again, and follows the system from then on.
      await user.click(screen.getByRole('button', { name: `Theme: ${otherName}. Change theme` }));
      expect(screen.getByRole('button', { name: `Theme: ${systemName} (system). Change theme` })).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBeUndefined();
      expect(window.localStorage.getItem('switchboard.theme')).toBeNull();
    },
  );

  it('leaves a theme stored as the system’s own for the other one on the first press', async () => {
    // Stored by an earlier version, which could choose the scheme the system shows.
    systemScheme('light');
    chooseTheme('light');
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Theme: Light. Change theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
  });

  it('keeps a chosen theme for the next visit, over the system’s', async () => {
    systemScheme('light');
    const user = userEvent.setup();
    const first = render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: /^Theme: Light \(system\)/ }));
    first.unmount();

    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
  });
});
