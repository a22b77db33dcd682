import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getApiKey, isRemembered } from '@/api/credentials';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import SignInPage from './sign-in-page';

let sandbox: InProcessSandbox;
beforeEach(() => {
  sandbox = startInProcessSandbox();
});
afterEach(() => sandbox.restore());

function renderSignIn(state?: unknown) {
  return renderPage(<SignInPage />, {
    url: '/sign-in',
    path: '/sign-in',
    extraRoutes: [{ path: '/deployments', element: <p>Deployments reached</p> }],
    ...(state ? { initialState: state } : {}),
  });
}

describe('the sign-in page', () => {
  it('says it is connected to the sandbox and lists the demo personas', async () => {
    renderSignIn();
    expect(await screen.findByText('Connected to the local sandbox (demo data).')).toBeInTheDocument();
    const personas = await screen.findByRole('region', { name: 'Demo personas' });
    expect(within(personas).getByRole('button', { name: 'Sign in as Admin' })).toBeInTheDocument();
    expect(within(personas).getByRole('button', { name: 'Sign in as Expired key' })).toBeInTheDocument();
  });

  it('hides the key by default and shows it on request', async () => {
    const user = userEvent.setup();
    renderSignIn();
    const field = screen.getByLabelText('API key');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide key' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('accepts a valid key after checking it, keeps it for the session only, and moves on', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('API key'), sandbox.fixtures.keys.admin);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Deployments reached')).toBeInTheDocument();
    expect(getApiKey()).toBe(sandbox.fixtures.keys.admin);
    expect(window.sessionStorage.getItem('switchboard.apiKey')).toBe(sandbox.fixtures.keys.admin);
    expect(isRemembered()).toBe(false);
  });

  it('retries a transient 503 of the key check by itself: one click signs in', async () => {
    const user = userEvent.setup();
    const inner = globalThis.fetch;
    let checks = 0;
    globalThis.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/v1/deployments?') && ++checks === 1) {
        return Promise.resolve(new Response(JSON.stringify({ error: 'Service unavailable' }), { status: 503 }));
      }
      return inner(input, init);
    };
    try {
      renderSignIn();
      await user.type(screen.getByLabelText('API key'), sandbox.fixtures.keys.admin);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Deployments reached', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(checks).toBe(2);
    } finally {
      globalThis.fetch = inner;
    }
  });

  it('remembers the key on this device when asked', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('API key'), sandbox.fixtures.keys.admin);
    await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Deployments reached');
    expect(window.localStorage.getItem('switchboard.apiKey')).toBe(sandbox.fixtures.keys.admin);
    expect(window.sessionStorage.getItem('switchboard.apiKey')).toBeNull();
  });

  it('refuses a rejected key without storing it, and never shows the key in the message', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('API key'), sandbox.fixtures.keys.expired);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This key was rejected: it is missing, malformed or expired.');
    expect(alert.textContent).not.toContain(sandbox.fixtures.keys.expired);
    expect(getApiKey()).toBeNull();
    expect(screen.getByLabelText('API key')).toHaveAttribute('aria-invalid', 'true');
    // The field is described by the error first, and still by what a key is.
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(
      /^This key was rejected: it is missing, malformed or expired\..* An API key from account settings, or an OAuth access token\./,
    );
  });

  it('asks for a key instead of sending an empty one', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an API key.');
  });

  it('signs in with one click as a demo persona', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in as Scoped key' }));
    expect(await screen.findByText('Deployments reached')).toBeInTheDocument();
    expect(getApiKey()).toBe(sandbox.fixtures.keys.scoped);
  });
});

describe('coming back after a rejected key', () => {
  it('explains why and returns to the page the admin was on', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />, {
      url: '/sign-in',
      path: '/sign-in',
      initialState: { from: '/deployments/1/branches?x=1', reason: 'rejected' },
      extraRoutes: [{ path: '/deployments/:id/branches', element: <p>Branches reached</p> }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your key was rejected: it is missing, malformed or expired.');
    await user.type(screen.getByLabelText('API key'), sandbox.fixtures.keys.admin);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Branches reached')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments/1/branches?x=1');
  });
});
