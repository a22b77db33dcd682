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

describe('the audit log', () => {
  it('finds a fresh mutation by event name, opens its detail, and passes axe', async () => {
    const { keys, deployments, branches } = server.fixtures;
    // Arrange through the API: enabling a staging environment is recorded as an audit event.
    const enabled = await server.api(`/build/api/v1/deployments/${deployments.primary}/branches/staging-environment`, {
      key: keys.admin,
      method: 'PUT',
      body: { enabled: true, branchName: branches.shared },
    });
    expect(enabled.status).toBe(200);

    const page = await browser.newPage(server.baseURL);
    await signIn(page, keys.admin, { from: '/audit' });
    await page.waitForURL(/\/audit$/);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit events' });
    await table.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,.\s]* events$/ })
      .waitFor();
    // Thousands of events, a screenful of rows in the DOM.
    expect(await table.getByRole('button', { name: /^Details:/ }).count()).toBeLessThan(60);
    await checkA11y(page, 'the audit log');

    await page.getByLabel('Event name').fill('Enabled staging environment');
    // Seeded events name the same branches; only live mutations record the branch id.
    await page.getByLabel('Search').fill('branchId');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('eventName') === 'Enabled staging environment' && url.searchParams.get('search') === 'branchId',
    );
    await page
      .getByRole('status')
      .filter({ hasText: /^1 event$/ })
      .waitFor();

    const details = table.getByRole('button', { name: /^Details: Enabled staging environment by / });
    expect(await details.count()).toBe(1);
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Enabled staging environment' });
    await dialog.waitFor();
    await dialog.getByText('127.0.0.1').waitFor();
    const json = await dialog.getByLabel('Attributes as JSON').textContent();
    expect(JSON.parse(json ?? '{}')).toMatchObject({ branch: branches.shared });
    await checkA11y(page, 'an audit event detail');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The filters survive a reload: they live in the URL.
    await page.reload();
    await expect.poll(() => page.getByLabel('Event name').inputValue()).toBe('Enabled staging environment');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 event$/ })
      .waitFor();
    expect(page.url()).not.toContain(keys.admin);
  });
});
