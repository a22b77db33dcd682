import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/support/render-app';
import { HeaderMenu } from './header-menu';

// The menu's code cannot load while `offline` (as when offline, or after a release removed the old chunk).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./header-menu-dropdown', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the phone header menu when its code cannot load', () => {
  it('says so next to the button, keeps the page, and opens on the next press', async () => {
    // React and the error boundary report the failed load on the console (in development); kept out of the output.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(
      <main>
        <h1>Deployments</h1>
        <HeaderMenu />
      </main>,
      { url: '/', path: '/' },
    );
    const menuButton = screen.getByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The menu could not load. Check the connection and press Menu again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription(/could not load/);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    network.offline = false;
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
