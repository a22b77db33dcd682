import { describe, expect, it } from 'vitest';
import { checkA11y, useConsole, storeKeyAsSignedIn } from './support';

const { server, browser, openAs, primary } = useConsole();

async function settingsOnServer() {
  const res = await server.api<{ releaseChannelVersionHold?: boolean; data?: { releaseChannelVersionHold?: boolean } }>(
    `/api/v1/deployments/${server.fixtures.deployments.primary}/settings`,
    { key: server.fixtures.keys.admin },
  );
  expect(res.status).toBe(200);
  return res.body.data ?? res.body;
}

describe('one failed request never blanks a page', () => {
  it('shows the deployment after a 503 on its record, with no error screen', async () => {
    const page = await browser.newPage(server.baseURL);
    await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
    const recordPath = `/api/v1/deployments/${server.fixtures.deployments.primary}`;
    let calls = 0;
    // The first read of the deployment record fails the way a busy service does; the next is let through.
    await page.route(
      (url) => url.pathname === recordPath,
      async (route) => {
        calls += 1;
        if (calls === 1) {
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' });
        } else {
          await route.continue();
        }
      },
    );
    await page.goto(primary());
    await page.getByRole('heading', { name: 'Runtime' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Acme Analytics').waitFor();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(/The service failed/).count()).toBe(0);
    // The settings' lists start their values on one line, from list to list.
    const valueLefts = await page
      .locator('main dl dd:first-of-type')
      .evaluateAll((values) => values.map((value) => Math.round(value.getBoundingClientRect().left)));
    expect(valueLefts.length).toBeGreaterThan(2);
    expect(new Set(valueLefts), `the lists' value columns start at ${valueLefts.join(', ')}`).toHaveLength(1);
    await checkA11y(page, 'the overview after a retried 503');
  });
});

describe('permissions said before the click', () => {
  it('shows the personal branch switch disabled with its reason (from the record, or after the first refusal)', async () => {
    const { personal, shared } = server.fixtures.branches;
    const page = await openAs(`${primary()}/branches`);
    await page.getByRole('table', { name: 'Branches' }).waitFor();
    const personalSwitch = page.getByRole('switch', { name: `Staging environment for ${personal}` });
    if (server.dialect === 'reference') {
      // The published branch record does not say its kind: the first refusal teaches it.
      await personalSwitch.click();
      await page.getByRole('alert').filter({ hasText: 'personal development branch' }).waitFor();
      await page.reload();
      await page.getByRole('table', { name: 'Branches' }).waitFor();
    }
    await expect.poll(() => personalSwitch.isDisabled()).toBe(true);
    const describedBy = (await personalSwitch.getAttribute('aria-describedby')) ?? '';
    const reason = await page.locator(`[id="${describedBy}"]`).textContent();
    expect(reason).toMatch(/personal development branch/i);
    expect(await page.getByRole('switch', { name: `Staging environment for ${shared}` }).isDisabled()).toBe(false);
    await checkA11y(page, 'the branches page with a disabled personal branch');
  });

  it('shows the viewer key Clone disabled with the reason after its first refusal', async () => {
    const { atRoot } = server.fixtures.workbooks;
    const page = await openAs(`${primary()}/workbooks/${atRoot}`, server.fixtures.keys.viewer);
    const clone = page.getByRole('button', { name: 'Clone', exact: true });
    await clone.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await dialog.getByRole('alert').getByText('Your key is not allowed to clone this workbook').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => clone.isDisabled()).toBe(true);
    await page.getByText(/^Clone is not available to this key: .*AI BI User role/).waitFor();
    // The reason sits under the button: the page's other actions stay on Clone's row, not pushed to a second one.
    const tops = await Promise.all(
      ['Clone', 'Compare with…', 'Publish…', 'Promote…'].map((name) =>
        page.getByRole('button', { name, exact: true }).evaluate((button) => Math.round(button.getBoundingClientRect().top)),
      ),
    );
    expect(new Set(tops), `the actions' tops: ${tops.join(', ')}`).toHaveLength(1);
    // The list says it too, for every workbook, and still after a reload.
    await page.goto(`${primary()}/workbooks`);
    const table = page.getByRole('table', { name: 'Workbooks' });
    const rowClone = table.getByRole('button', { name: /^Clone / }).first();
    await rowClone.waitFor();
    expect(await rowClone.isDisabled()).toBe(true);
    expect(await rowClone.getAttribute('title')).toMatch(/AI BI User role/);
    await checkA11y(page, 'the workbooks list with Clone disabled');
  });
});

describe('versions: the hold', () => {
  it('releases and holds again, and the server holds what the page shows', async () => {
    const { current } = server.fixtures.versions;
    const page = await openAs(`${primary()}/versions`);
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Current version' }) });
    await section.getByText('Held', { exact: true }).waitFor();
    expect((await settingsOnServer()).releaseChannelVersionHold).toBe(true);

    await section.getByRole('button', { name: 'Release the hold' }).click();
    await page.getByText('Hold released', { exact: true }).waitFor();
    await section.getByText('Following', { exact: true }).waitFor();
    expect((await settingsOnServer()).releaseChannelVersionHold).toBe(false);

    await section.getByRole('button', { name: `Hold on ${current}` }).click();
    await page.getByText(`Held on ${current}`, { exact: true }).waitFor();
    await section.getByText('Held', { exact: true }).waitFor();
    expect((await settingsOnServer()).releaseChannelVersionHold).toBe(true);
    await checkA11y(page, 'the versions page after holding');
  });

  it('says in the confirm what happens to the hold', async () => {
    const { latest } = server.fixtures.versions;
    const page = await openAs(`${primary()}/versions`);
    const table = page.getByRole('table', { name: 'Available versions' });
    await table.getByRole('button', { name: `Switch to ${latest}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Switch to ${latest}?` });
    await dialog.getByText(/^Stays held \(Held → Held\)/).waitFor();
    await dialog.getByRole('checkbox', { name: `Hold the deployment on ${latest}` }).uncheck();
    await dialog.getByText(/^The hold is released \(Held → Following\)/).waitFor();
    await checkA11y(page, 'the version confirm with the hold');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
