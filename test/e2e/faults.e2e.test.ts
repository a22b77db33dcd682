import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, checkA11y, signIn, startServer, useBrowser, storeKeyAsSignedIn, type RunningServer } from './support';

/**
 * The sandbox answers every API call 400 ms late and one in five with a 503. Every page must still end in its data or
 * in an error that says where it happened and recovers on Retry; no page may end blank or in a state nothing fixes.
 */
let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer({ args: ['--latency', '400', '--fail-rate', '0.2'] });
});
afterAll(async () => {
  await server.stop();
});

/** The test's own reads of the server go through the same faults, so they retry a 503 (and nothing else). */
async function steadyApi<T>(path: string): Promise<T> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await server.api<T>(path, { key: server.fixtures.keys.admin });
    if (res.status !== 503) {
      expect(res.status).toBe(200);
      return res.body;
    }
  }
  throw new Error(`${path} answered 503 twenty times`);
}

const retryButtons = (page: Page) => page.getByRole('button', { name: /^Retry/ });

/**
 * Waits until the page shows `ready` with no Retry left on it, clicking each Retry that shows up on the way. Bounded:
 * with a 0.2 fail rate, a Retry that does not recover within a few clicks is a bug, not bad luck.
 */
async function settle(page: Page, ready: Locator, what: string) {
  let retries = 0;
  for (;;) {
    const state = await pollState(page, ready).catch(async (error: unknown) => {
      await page.screenshot({ path: `${ARTIFACTS}/faults-${what.replace(/\W+/g, '-')}.png`, fullPage: true });
      throw new Error(`${what}: neither its data nor a Retry showed`, { cause: error });
    });
    if (state === 'ready') return retries;
    retries += 1;
    if (retries > 6) throw new Error(`${what}: still showing Retry after ${retries - 1} clicks`);
    await retryButtons(page).first().click();
  }
}

async function pollState(page: Page, ready: Locator): Promise<'ready' | 'retry'> {
  const seen: { state: 'ready' | 'retry' | 'waiting' } = { state: 'waiting' };
  await expect
    .poll(
      async () => {
        if ((await retryButtons(page).count()) > 0) seen.state = 'retry';
        else if (await ready.isVisible()) seen.state = (await retryButtons(page).count()) > 0 ? 'retry' : 'ready';
        else seen.state = 'waiting';
        return seen.state;
      },
      { timeout: 45_000, interval: 200 },
    )
    .not.toBe('waiting');
  return seen.state === 'retry' ? 'retry' : 'ready';
}

describe('under injected latency and 503s', () => {
  it('signs in and ends every page in its data, recovering from each error with Retry', async () => {
    const { deployments, workbooks } = server.fixtures;
    const page = await browser.newPage(server.baseURL);
    // Sign-in retries a transient failure of its key check by itself: one click is enough.
    await signIn(page, server.fixtures.keys.admin);
    const base = `/deployments/${deployments.primary}`;
    const pages: [path: string, ready: (page: Page) => Locator][] = [
      ['/deployments', (p) => p.getByRole('table', { name: 'Deployments' })],
      [base, (p) => p.getByRole('heading', { name: 'Runtime' })],
      [`${base}/environments`, (p) => p.getByRole('table', { name: 'Environments' })],
      [`${base}/branches`, (p) => p.getByRole('table', { name: 'Branches' })],
      [`${base}/versions`, (p) => p.getByRole('table', { name: 'Available versions' })],
      [`${base}/workbooks`, (p) => p.getByRole('table', { name: 'Workbooks' })],
      [`${base}/workbooks/${workbooks.inEditableFolder}`, (p) => p.getByRole('button', { name: 'Compare with…' })],
      [
        `${base}/workbooks/${workbooks.atRoot}/compare/${workbooks.inEditableFolder}`,
        (p) => p.getByRole('heading', { name: /^Differences in the / }),
      ],
      ['/audit', (p) => p.getByRole('table', { name: 'Audit events' })],
      ['/preview', (p) => p.getByRole('button', { name: 'Preview', exact: true })],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await settle(page, ready(page), path);
      // Nothing blank: the page has its heading, and no error is left on it.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /The service failed|could not be reached/ })
          .count(),
      ).toBe(0);
    }
    await checkA11y(page, 'the preview page under faults');
  }, 240_000);

  it('ends every burst of staging clicks matching the last click, or with the error still shown', async () => {
    const { shared } = server.fixtures.branches;
    const page = await browser.newPage(server.baseURL);
    await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
    await page.goto(`/deployments/${server.fixtures.deployments.primary}/branches`);
    await settle(page, page.getByRole('table', { name: 'Branches' }), 'branches');
    const control = page.getByRole('switch', { name: `Staging environment for ${shared}` });
    const row = page.getByRole('row').filter({ has: control });
    const branchesPath = `/build/api/v1/deployments/${server.fixtures.deployments.primary}/branches`;
    // Burst sizes vary so both parities of the final wish are covered.
    const bursts = [1, 2, 3, 4, 1, 3, 2, 5, 1, 4, 3, 2];
    let erroredBursts = 0;
    // What each click asks for is read from the switch as the click lands, not before it: a failure can move the
    // switch back between the two (under CPU load a click's checks took longer than the rollback guard), and then the
    // click asks for the other state.
    const label = `Staging environment for ${shared}`;
    await page.evaluate((name) => {
      document.addEventListener(
        'click',
        (event) => {
          const target = event.target instanceof Element ? event.target.closest('[role="switch"]') : null;
          if (target?.getAttribute('aria-label') !== name) return;
          document.documentElement.dataset.testLastWish = String(target.getAttribute('aria-checked') !== 'true');
        },
        { capture: true },
      );
    }, label);
    for (const clicks of bursts) {
      for (let i = 0; i < clicks; i++) await control.click();
      const wanted = (await page.evaluate(() => document.documentElement.dataset.testLastWish)) === 'true';
      await expect.poll(() => control.getAttribute('aria-busy'), { timeout: 45_000 }).toBeNull();
      const shown = (await control.getAttribute('aria-checked')) === 'true';
      const errorShown = (await row.getByRole('alert').count()) > 0;
      if (errorShown) erroredBursts += 1;
      else expect(shown, `burst of ${clicks}: the switch must match the last click when no error is shown`).toBe(wanted);
      // What the switch shows is what the server holds, error or not.
      const body = await steadyApi<{ items?: { name: string; isStagingEnvironmentEnabled?: boolean | null }[]; data?: unknown }>(
        `${branchesPath}?first=100`,
      );
      const items = body.items ?? (body.data as { branches?: typeof body.items } | undefined)?.branches ?? [];
      const onServer = items.find((b) => b.name === shared)?.isStagingEnvironmentEnabled === true;
      expect(onServer, `burst of ${clicks}: the server holds what the switch shows`).toBe(shown);
    }
    // The run is only meaningful if faults happened at all; with 12 bursts at 0.2 that is near certain, but not asserted
    // (it would be a test that can fail by chance). It is printed for whoever reads the log.
    console.log(`[faults] ${erroredBursts} of ${bursts.length} bursts ended with the error shown`);
  }, 240_000);
});
