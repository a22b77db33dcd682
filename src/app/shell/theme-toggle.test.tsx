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

  it('moves System → Light → Dark → System, drawing and remembering each choice', async () => {
    systemScheme('light');
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Theme: Light (system). Change theme' }));
    expect(screen.getByRole('button', { name: 'Theme: Light. Change theme' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('switchboard.theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Theme: Light. Change theme' }));
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toHaveTextContent('Theme: Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('switchboard.theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Theme: Dark. Change theme' }));
    expect(screen.getByRole('button', { name: 'Theme: Light (system). Change theme' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('switchboard.theme')).toBeNull();
  });

  it('keeps a chosen theme for the next visit, over the system’s', async () => {
    systemScheme('light');
    const user = userEvent.setup();
    const first = render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: /^Theme: Light \(system\)/ }));
    await user.click(screen.getByRole('button', { name: /^Theme: Light\./ }));
    first.unmount();

    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
  });
});
