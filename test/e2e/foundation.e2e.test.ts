import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, signIn, startServer, useBrowser, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('signing in and the deployments list', () => {
  it('signs in with the admin demo key and shows the deployments', async () => {
    const page = await browser.newPage(server.baseURL);
    await page.goto('/');
    await page.waitForURL(/\/sign-in/);
    await page.getByText('Connected to the local sandbox').waitFor();
    await checkA11y(page, 'the sign-in page');

    await signIn(page, server.fixtures.keys.admin);
    await page.waitForURL(/\/deployments$/);
    const table = page.getByRole('table', { name: 'Deployments' });
    await table.waitFor();
    const names = await table.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(await page.title()).toBe('Deployments · Switchboard');
    await checkA11y(page, 'the deployments list');

    // The key is in session storage only, never in the URL.
    expect(page.url()).not.toContain(server.fixtures.keys.admin);

    // One dialect writes it: both run at once.
    if (process.env.SCREENSHOTS === '1' && server.dialect === 'spec') {
      mkdirSync('docs', { recursive: true });
      await page.screenshot({ path: 'docs/screenshot.png' });
    }

    await table.getByRole('link').first().click();
    await page.getByRole('navigation', { name: 'Deployment' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText(names[0]!).waitFor();
    await checkA11y(page, 'a deployment overview');
  });

  it('signs in with one click as a demo persona', async () => {
    const page = await browser.newPage(server.baseURL);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in as Admin' }).click();
    await page.waitForURL(/\/deployments$/);
    await page.getByRole('table', { name: 'Deployments' }).waitFor();
  });

  it('refuses a wrong key and stays on sign-in', async () => {
    const page = await browser.newPage(server.baseURL);
    await page.goto('/sign-in');
    await page.getByLabel('API key', { exact: true }).fill('not-a-real-key');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'This key was rejected' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  });

  it('returns to sign-in when the key expires mid-session, then back to the same page', async () => {
    const page = await browser.newPage(server.baseURL);
    await signIn(page, server.fixtures.keys.admin);
    await page.getByRole('table', { name: 'Deployments' }).waitFor();
    const deploymentPath = `/deployments/${server.fixtures.deployments.primary}`;

    // A slow device: the deployment page's render then lags the router, and the refusal arrives while the list is
    // still on screen. Sign-in must still come back to the deployment (it came back to the list, before the fix).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });

    // The stored key stops working (as an expired one does) while the admin keeps clicking.
    await page.evaluate((expired) => sessionStorage.setItem('switchboard.apiKey', expired), server.fixtures.keys.expired);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, deploymentPath);

    await page.waitForURL(/\/sign-in/);
    await page.getByText('Your key was rejected: it is missing, malformed or expired').waitFor();
    await page.getByLabel('API key', { exact: true }).fill(server.fixtures.keys.admin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === deploymentPath);
  });

  it('shows the not-authorized state for the scoped key on another deployment, and keeps the session', async () => {
    const page = await browser.newPage(server.baseURL);
    await signIn(page, server.fixtures.keys.scoped);
    await page.goto(`/deployments/${server.fixtures.deployments.secondary}`);
    await page
      .getByRole('alert')
      .getByText(/^This key is not authorized for deployment/)
      .waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await checkA11y(page, 'the not-authorized state');
    expect(new URL(page.url()).pathname).toBe(`/deployments/${server.fixtures.deployments.secondary}`);
    await page.getByRole('link', { name: 'Deployments', exact: true }).first().click();
    await page.getByRole('table', { name: 'Deployments' }).waitFor();
  });

  it('shows a not-found page for an unknown address', async () => {
    const page = await browser.newPage(server.baseURL);
    await signIn(page, server.fixtures.keys.admin);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkA11y(page, 'the not-found page');
  });
});
