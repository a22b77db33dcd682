import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getApiKey, setApiKey } from '@/api/credentials';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { chooseTheme } from '../theme';
import { createRoutes } from '../routes';

let sandbox: InProcessSandbox;
beforeEach(() => {
  sandbox = startInProcessSandbox();
});
afterEach(() => {
  sandbox.restore();
  chooseTheme('system');
  vi.restoreAllMocks();
});

/** The whole console (its real routes) at `url`, signed in with the admin key. */
function renderConsole(url: string) {
  setApiKey(sandbox.fixtures.keys.admin, false);
  const queryClient = createQueryClient({ onUnauthorized: () => undefined, retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

// First in the file: React Router warns once per module load.
describe('the first page load', () => {
  it('shows the shell while a page’s code loads, without React Router’s missing HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderConsole(`/deployments/${sandbox.fixtures.deployments.primary}/branches`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
  });
});

describe('the phone header menu', () => {
  it('opens from the keyboard with every destination, the theme and "Sign out"', async () => {
    const user = userEvent.setup();
    const router = renderConsole('/preview');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard preview' });

    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Deployments', 'Audit log', 'Dashboard preview', 'Theme: Light (system)', 'Sign out']);
    // Opened from the keyboard, the menu starts on its first item, as radix menus do.
    expect(within(menu).getByRole('menuitem', { name: 'Deployments' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard preview' })).toHaveAttribute('aria-current', 'page');

    // The theme item draws the other theme and leaves the menu open, saying what is on now.
    await user.click(within(menu).getByRole('menuitem', { name: 'Theme: Light (system). Change theme' }));
    expect(within(menu).getByRole('menuitem', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');

    // Arrow keys reach "Sign out"; Enter signs out.
    await user.keyboard('{End}{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getApiKey()).toBeNull();
  });

  it('closes on Escape and gives focus back to "Menu"', async () => {
    const user = userEvent.setup();
    renderConsole('/preview');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The menu loads on its first press, so the button that gets focus back is the one radix drew, not the stand-in.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();

    // Later presses open the same menu again.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('goes to a page chosen in it', async () => {
    const user = userEvent.setup();
    const router = renderConsole('/preview');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deployments' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/deployments'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deployments' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
