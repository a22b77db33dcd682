import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, VIEWPORTS, checkA11y, listItems, sidewaysOverflow, storeKeyAsSignedIn, useConsole } from './support';

const { server, browser, openAs, primary } = useConsole();

/** A fresh page at `path` signed in as the admin, at `viewport`, in the system colour scheme given. */
async function openAt(path: string, viewport: { width: number; height: number }, scheme: 'light' | 'dark' = 'light') {
  const page = await browser.newPage(server.baseURL, { viewport });
  await page.emulateMedia({ colorScheme: scheme });
  await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  await page.goto(path);
  return page;
}

/** Each column header's width, in whole pixels. */
const columnWidths = (page: Page) =>
  page.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));

/** Where `locator`'s elements reach past the viewport's sides, or are cut short inside their own boxes (by name). */
async function outOfSight(locator: Locator, width: number): Promise<string[]> {
  return locator.evaluateAll(
    (elements, viewportWidth) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        const problems: string[] = [];
        if (box.left < 0 || box.right > viewportWidth) problems.push(`${name}: ${box.left}–${box.right} px`);
        for (const part of [element, ...element.querySelectorAll('*')]) {
          if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible')
            problems.push(`${name}: cut (${part.scrollWidth} > ${part.clientWidth} px)`);
        }
        return problems;
      }),
    width,
  );
}

/**
 * An environment's row title: the spec names environments (a staging one after its branch); the published API
 * does not, so the console titles rows from type and branch ("Staging · feature-x").
 */
const titles = () => {
  const { production } = server.fixtures.branches;
  return server.dialect === 'spec'
    ? { production: 'production', staging: (branch: string) => branch }
    : {
        production: `Production · ${production}`,
        staging: (branch: string) => `Staging · ${branch}`,
      };
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stagingSwitch = (page: Page, branch: string) => page.getByRole('switch', { name: `Staging environment for ${branch}` });

/** Waits until the switch shows `checked` and is no longer saving. */
async function settled(page: Page, branch: string, checked: boolean) {
  const control = stagingSwitch(page, branch);
  await expect.poll(() => control.getAttribute('aria-checked')).toBe(String(checked));
  await expect.poll(() => control.getAttribute('aria-busy')).toBeNull();
}

describe('branches and staging environments', () => {
  it('enables staging on the shared branch, sees it as a staging environment (also after reload), and disables it again', async () => {
    const { shared } = server.fixtures.branches;
    const page = await openAs(`${primary()}/branches`);
    await page.getByRole('table', { name: 'Branches' }).waitFor();
    await checkA11y(page, 'the branches page');

    await stagingSwitch(page, shared).click();
    await page.getByText(`Staging environment enabled for ${shared}`, { exact: true }).waitFor();
    await settled(page, shared, true);
    await page.getByText(new RegExp(`/dev-mode/${shared}/cubejs-api/v1$`)).waitFor();

    await page.getByRole('link', { name: 'Environments page' }).click();
    await page.waitForURL(/\/environments\?type=staging$/);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(titles().staging(shared))}`) }) });
    await row.waitFor();
    await page.reload();
    await row.waitFor();
    await expect.poll(() => row.getByText('staging', { exact: true }).count()).toBe(1);
    await checkA11y(page, 'the staging environments');

    await page.goto(`${primary()}/branches`);
    await stagingSwitch(page, shared).click();
    await page.getByText(`Staging environment disabled for ${shared}`, { exact: true }).waitFor();
    await settled(page, shared, false);
    const res = await server.api(`/api/v1/deployments/${server.fixtures.deployments.primary}/environments?type=staging`, {
      key: server.fixtures.keys.admin,
    });
    // A staging environment is its branch's (the spec names it after the branch; the published shape has `branch`).
    const stagingBranches = listItems<{ name?: string; branch?: string | null }>(res.body).map((e) => e.branch ?? e.name);
    expect(stagingBranches).toContain(server.fixtures.branches.sharedEnabled);
    expect(stagingBranches).not.toContain(shared);
  });

  it('disables the production branch switch with the reason; a failed switch says so without moving the columns', async () => {
    const { production, shared } = server.fixtures.branches;
    const page = await openAs(`${primary()}/branches`);
    await page.getByRole('table', { name: 'Branches' }).waitFor();
    expect(await stagingSwitch(page, production).isDisabled()).toBe(true);
    await page.getByText('The production branch is served by the production environment').waitFor();
    await checkA11y(page, 'the branches page');

    // The service's message is wider than the column: it wraps in its row, and no column changes width for it.
    const columnWidths = () =>
      page.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    const before = await columnWidths();
    await page.route(
      (url) => url.pathname.endsWith('/branches/staging-environment'),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Service unavailable: the staging environment service is being restarted, try again' }),
        }),
      { times: 1 },
    );
    await stagingSwitch(page, shared).click();
    await page.getByRole('alert').filter({ hasText: `Could not turn` }).waitFor();
    expect(await columnWidths()).toEqual(before);
  });

  it('keeps every column where it was when turning a switch on adds the data API address', async () => {
    const { shared } = server.fixtures.branches;
    const page = await openAt(`${primary()}/branches`, VIEWPORTS.desktop);
    await page.getByRole('table', { name: 'Branches' }).waitFor();
    // From off, whatever an earlier test left it at.
    const wasOn = (await stagingSwitch(page, shared).getAttribute('aria-checked')) === 'true';
    if (wasOn) {
      await stagingSwitch(page, shared).click();
      await settled(page, shared, false);
    }
    const before = await columnWidths(page);
    await stagingSwitch(page, shared).click();
    await settled(page, shared, true);
    await page.getByText(new RegExp(`/dev-mode/${shared}/cubejs-api/v1$`)).waitFor();
    expect(await columnWidths(page)).toEqual(before);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/branches-desktop-light-address.png` });
    if (!wasOn) {
      await stagingSwitch(page, shared).click();
      await settled(page, shared, false);
    }
  });

  it.each([390, 360])('shows each branch as a card at %i px, its staging switch in sight without scrolling', async (width) => {
    const { shared } = server.fixtures.branches;
    const viewport = { width, height: VIEWPORTS.phone.height };
    const page = await openAt(`${primary()}/branches`, viewport, 'dark');
    const table = page.getByRole('table', { name: 'Branches' });
    await table.waitFor();
    const switches = page.getByRole('switch', { name: /^Staging environment for / });
    expect(await switches.count()).toBeGreaterThan(2);
    expect(await outOfSight(switches, width)).toEqual([]);
    // And what it says beside it: On or Off, or why it is locked.
    expect(await outOfSight(page.locator('.staging-switch'), width)).toEqual([]);
    // Neither the table nor the page scrolls sideways.
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Turned on, the branch's data API address shows on its card, whole.
    const wasOn = (await stagingSwitch(page, shared).getAttribute('aria-checked')) === 'true';
    if (!wasOn) {
      await stagingSwitch(page, shared).click();
      await settled(page, shared, true);
    }
    const address = page.locator('.staging-url code');
    await address.getByText(new RegExp(`/dev-mode/${shared}/cubejs-api/v1$`)).waitFor();
    expect(await outOfSight(address, width)).toEqual([]);
    expect(await outOfSight(page.getByRole('button', { name: `Copy staging data API address of ${shared}` }), width)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, `the branches as cards at ${width} px`);
    if (width === VIEWPORTS.phone.width) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await stagingSwitch(page, shared).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/branches-phone-dark-cards.png` });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: `${ARTIFACTS}/branches-phone-light-cards.png`, fullPage: true });
    }
    if (!wasOn) {
      await stagingSwitch(page, shared).click();
      await settled(page, shared, false);
    }
  });

  it('reaches and toggles a staging switch with the keyboard only', async () => {
    const { shared } = server.fixtures.branches;
    const page = await openAs(`${primary()}/branches`);
    await page.getByRole('table', { name: 'Branches' }).waitFor();
    const target = `Staging environment for ${shared}`;
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, target);
    }
    expect(reached).toBe(true);
    // Whatever state the branch is in, Space flips it and Space flips it back.
    const before = (await stagingSwitch(page, shared).getAttribute('aria-checked')) === 'true';
    await page.keyboard.press('Space');
    await page.getByText(`Staging environment ${before ? 'disabled' : 'enabled'} for ${shared}`, { exact: true }).waitFor();
    await settled(page, shared, !before);
    await page.keyboard.press('Space');
    await page.getByText(`Staging environment ${before ? 'enabled' : 'disabled'} for ${shared}`, { exact: true }).waitFor();
    await settled(page, shared, before);
  });
});

describe('versions', () => {
  it('switches to the older version, sees "Current" move, then follows latest; refuses a version not on the list', async () => {
    const { older, latest, current } = server.fixtures.versions;
    const page = await openAs(`${primary()}/versions`);
    const table = page.getByRole('table', { name: 'Available versions' });
    await table.waitFor();
    await checkA11y(page, 'the versions page');
    const rowOf = (version: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: version, exact: true }) });
    await rowOf(current).getByText('Current').waitFor();

    await rowOf(older)
      .getByRole('button', { name: `Switch to ${older}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Switch to ${older}?` });
    await dialog.getByText('The deployment restarts on the new version.').waitFor();
    await checkA11y(page, 'the switch version dialog');
    await dialog.getByRole('button', { name: `Switch to ${older}` }).click();
    await page.getByText(`Deployment now on ${older}`, { exact: true }).waitFor();
    await rowOf(older).getByText('Current').waitFor();
    expect(await rowOf(current).getByText('Current').count()).toBe(0);

    const channel = (await rowOf(latest).getByRole('cell').first().textContent())?.trim() ?? 'latest';
    await page.getByRole('button', { name: `Follow the ${channel} channel` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Follow the ${channel} channel` })
      .click();
    await page.getByText(`Deployment now on ${latest}`, { exact: true }).waitFor();
    await rowOf(latest).getByText('Current').waitFor();

    await page.getByRole('textbox', { name: 'Version' }).fill('v9.9.9');
    await page.getByRole('button', { name: 'Review switch' }).click();
    await page.getByRole('alert').filter({ hasText: "9.9.9 is not on this deployment's versions list" }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('shows each version as a card on a phone, its Switch button in sight without scrolling sideways', async () => {
    const { width } = VIEWPORTS.phone;
    const page = await openAt(`${primary()}/versions`, VIEWPORTS.phone, 'dark');
    const table = page.getByRole('table', { name: 'Available versions' });
    await table.waitFor();
    const buttons = table.getByRole('button', { name: /^Switch to / });
    // Every version but the current one has its button.
    expect(await buttons.count()).toBe((await table.getByRole('rowheader').count()) - 1);
    expect(await outOfSight(buttons, width)).toEqual([]);
    expect(await outOfSight(table.locator('.version-badges .badge'), width)).toEqual([]);
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, 'the versions as cards on a phone');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/versions-phone-dark-cards.png`, fullPage: true });
  });
});

describe('the deployments list', () => {
  it('shows each deployment as a card on a phone, every cell in sight without scrolling sideways', async () => {
    const { width } = VIEWPORTS.phone;
    const page = await openAt('/deployments', VIEWPORTS.phone, 'dark');
    const table = page.getByRole('table', { name: 'Deployments' });
    await table.waitFor();
    await expect.poll(() => table.getByText('Loading…').count()).toBe(0);
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(1);
    expect(await outOfSight(table.locator('tbody :is(th, td)'), width)).toEqual([]);
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, 'the deployments as cards on a phone');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/deployments-phone-dark-cards.png`, fullPage: true });
  });
});

describe('environments and metadata tokens', () => {
  it('creates a metadata token and shows the security context in its decoded claims', async () => {
    const page = await openAs(`${primary()}/environments`);
    await page.getByRole('table', { name: 'Environments' }).waitFor();
    await checkA11y(page, 'the environments page');

    const { production } = titles();
    await page.getByRole('button', { name: `Create metadata token for ${production}` }).click();
    const dialog = page.getByRole('dialog', { name: `Create metadata token for ${production}` });
    await dialog.getByRole('textbox', { name: 'Security context (JSON object)' }).fill('{"tenantId": "acme-42"}');
    // The published API accepts at most an hour; the field says so and refuses more before sending.
    await dialog.getByRole('textbox', { name: 'Lifetime in seconds' }).fill('5400');
    await dialog.getByRole('alert').filter({ hasText: 'The lifetime can be at most 3600 seconds (1 h)' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Lifetime in seconds' }).fill('2700');
    await dialog.getByText('45 min').waitFor();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const claims = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Claims' }) });
    await claims.getByText(/"tenantId": "acme-42"/).waitFor();
    await dialog
      .getByRole('timer')
      .getByText(/^Expires in 44 min/)
      .waitFor();
    await checkA11y(page, 'the created metadata token');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('titles every environment row, from type and branch where the service sends no name', async () => {
    const page = await openAs(`${primary()}/environments`);
    const table = page.getByRole('table', { name: 'Environments' });
    await table.waitFor();
    const res = await server.api(`/api/v1/deployments/${server.fixtures.deployments.primary}/environments`, {
      key: server.fixtures.keys.admin,
    });
    const environments = listItems<{ name?: string | null; type: string; branch?: string | null }>(res.body);
    const headers = table.getByRole('rowheader');
    await expect.poll(() => headers.count()).toBe(environments.length);
    const shown = (await headers.allTextContents()).map((text) => text.trim());
    expect(shown.every((title) => title.length > 0)).toBe(true);
    if (server.dialect === 'reference') {
      // The published shape has no name at all: the title is the type and the branch.
      expect(environments.every((env) => env.name === undefined)).toBe(true);
      for (const env of environments) {
        const type = env.type.charAt(0).toUpperCase() + env.type.slice(1);
        expect(shown.some((title) => title.startsWith(`${type} · ${env.branch}`))).toBe(true);
      }
    } else {
      for (const env of environments) expect(shown.some((title) => title.startsWith(env.name ?? '?'))).toBe(true);
    }
    await checkA11y(page, 'the environments with their titles');
  });

  it.each([390, 360])('shows each environment as a card at %i px, its addresses whole and in sight', async (width) => {
    const page = await openAt(`${primary()}/environments`, { width, height: VIEWPORTS.phone.height }, 'dark');
    const table = page.getByRole('table', { name: 'Environments' });
    await table.waitFor();
    const addresses = table.locator('code');
    // Each row has its REST URL and its SQL host.
    expect(await addresses.count()).toBeGreaterThanOrEqual(2 * (await table.getByRole('rowheader').count()));
    expect(await outOfSight(addresses, width)).toEqual([]);
    expect(await outOfSight(table.getByRole('button'), width)).toEqual([]);
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await checkA11y(page, `the environments as cards at ${width} px`);
    if (width === VIEWPORTS.phone.width) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/environments-phone-dark-cards.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: `${ARTIFACTS}/environments-phone-light-cards.png`, fullPage: true });
    }
  });

  it('shows a parse error with its line and column', async () => {
    const page = await openAs(`${primary()}/environments`);
    const { production } = titles();
    await page.getByRole('button', { name: `Create metadata token for ${production}` }).click();
    const dialog = page.getByRole('dialog', { name: `Create metadata token for ${production}` });
    await dialog.getByRole('textbox', { name: 'Security context (JSON object)' }).fill('{\n  "a": 1,\n  b: 2\n}');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^Line 3, column 3: / })
      .waitFor();
  });
});

describe('a key scoped to another deployment', () => {
  it.each(['environments', 'branches', 'versions'])('sees the not-authorized state on %s', async (section) => {
    const page = await openAs(`/deployments/${server.fixtures.deployments.secondary}/${section}`, server.fixtures.keys.scoped);
    await page
      .getByRole('alert')
      .getByText(/^This key is not authorized for deployment/)
      .waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await checkA11y(page, `the not-authorized ${section} page`);
  });
});
