import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS, checkA11y, signIn, startServer, useBrowser, storeKeyAsSignedIn, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function openAs(path: string, key = server.fixtures.keys.admin): Promise<Page> {
  const page = await browser.newPage(server.baseURL);
  await storeKeyAsSignedIn(page, key);
  await page.goto(path);
  return page;
}

const workbooksPath = (deploymentId = server.fixtures.deployments.primary) => `/deployments/${deploymentId}/workbooks`;

interface WorkbookRecord {
  id: number;
  name: string;
  folderId?: number | null;
}

async function workbookCount(): Promise<number> {
  const res = await server.api<{ count: number }>(
    `/api/v1/deployments/${server.fixtures.deployments.primary}/workbooks?first=1`,
    {
      key: server.fixtures.keys.admin,
    },
  );
  expect(res.status).toBe(200);
  return res.body.count;
}

async function readWorkbook(id: string | number): Promise<WorkbookRecord> {
  const res = await server.api<WorkbookRecord>(`/api/v1/deployments/${server.fixtures.deployments.primary}/workbooks/${id}`, {
    key: server.fixtures.keys.admin,
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** The clone's id, read from the review page's URL. */
function reviewedCloneId(page: Page): string {
  const match = /\/workbooks\/(\d+)\/compare\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a review page: ${page.url()}`);
  return match[1];
}

/**
 * What the clone dialog says about placement. The sandbox's spec dialect tells the key's access on each folder; the
 * published folder record has no such field, so there the console says the service decides (and the review and the
 * server's record then show where the clone landed).
 */
function placementText(folder: string, access: 'edit' | 'read'): string {
  if (server.dialect === 'reference') return `In “${folder}” if your key can edit that folder, otherwise at the workspace root.`;
  return access === 'edit'
    ? `In “${folder}”, the source's folder: your key can edit it`
    : `At the workspace root: your key can only read “${folder}”`;
}

function cloneDialog(page: Page, name: string) {
  return page.getByRole('dialog', { name: `Clone “${name}”` });
}

async function expectAllChecksPass(page: Page) {
  await page.getByRole('heading', { name: 'Clone checklist' }).waitFor();
  await page.getByText('No check failed.').waitFor();
  for (const label of ['Named “Copy of <source name>”', 'Has its own reports', 'Embedding is off', 'Placement']) {
    await page.getByRole('listitem', { name: `${label}: Pass` }).waitFor();
  }
  await page.getByRole('listitem', { name: /^Same widgets.*: Pass$/ }).waitFor();
}

describe('workbooks: browse, clone, review', () => {
  it('clones the workbook in the editable folder from the list and lands on a review where every check passes', async () => {
    const page = await openAs(workbooksPath());
    const table = page.getByRole('table', { name: 'Workbooks' });
    await table.getByRole('link', { name: 'Quarterly revenue review' }).waitFor();
    await checkA11y(page, 'the workbooks list');

    await table.getByRole('button', { name: 'Clone Quarterly revenue review' }).click();
    const dialog = cloneDialog(page, 'Quarterly revenue review');
    await dialog.getByText('Copy of Quarterly revenue review').waitFor();
    await dialog.getByText(placementText('Finance', 'edit'), { exact: false }).waitFor();
    await checkA11y(page, 'the clone dialog');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();

    await page.waitForURL(/\/workbooks\/\d+\/compare\/\d+$/);
    await page.getByText('Workbook cloned').first().waitFor();
    await expectAllChecksPass(page);
    await page
      .getByRole('listitem', { name: 'Placement: Pass' })
      .getByText(/Finance/)
      .waitFor();
    await page.getByText('No widget was added, removed, moved, resized or changed.').waitFor();
    await checkA11y(page, 'the clone review');

    const clone = await readWorkbook(reviewedCloneId(page));
    expect(clone.name).toBe('Copy of Quarterly revenue review');
    expect(clone.folderId).toBe(server.fixtures.folders.editable);
  });

  it('clones the workbook in the read-only folder from its own page and finds the clone at the root', async () => {
    const page = await openAs(`${workbooksPath()}/${server.fixtures.workbooks.inReadOnlyFolder}`);
    await page.getByRole('heading', { level: 1, name: 'Board pack' }).waitFor();
    await page.getByRole('heading', { name: 'Report snapshots' }).waitFor();
    await checkA11y(page, 'the workbook page');

    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    await cloneDialog(page, 'Board pack').getByText(placementText('Board', 'read'), { exact: false }).waitFor();
    await cloneDialog(page, 'Board pack').getByRole('button', { name: 'Clone', exact: true }).click();
    await page.waitForURL(/\/compare\//);
    await expectAllChecksPass(page);
    await page
      .getByRole('listitem', { name: 'Placement: Pass' })
      .getByText(/At the workspace root/)
      .waitFor();

    const clone = await readWorkbook(reviewedCloneId(page));
    expect(clone.folderId ?? null).toBeNull();
  });

  it('refuses the viewer key with the role message, keeping the dialog open', async () => {
    const before = await workbookCount();
    const page = await openAs(`${workbooksPath()}/${server.fixtures.workbooks.atRoot}`, server.fixtures.keys.viewer);
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const dialog = cloneDialog(page, 'Operations overview');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Your key is not allowed to clone this workbook').waitFor();
    await alert
      .getByText(/AI BI User role/)
      .first()
      .waitFor();
    await checkA11y(page, 'the clone dialog with an error');
    expect(await workbookCount()).toBe(before);
  });

  it("shows the plan's limit message for the limited deployment's workbook", async () => {
    const { limited } = server.fixtures.deployments;
    const page = await openAs(`${workbooksPath(limited)}/${server.fixtures.workbooks.inLimited}`);
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const dialog = cloneDialog(page, 'Starter dashboard');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await dialog.getByRole('alert').getByText("The plan's workbook limit is reached").waitFor();
  });

  it('lets the creator-mode key clone a published shared workbook from the shared workspace', async () => {
    const page = await openAs(`${workbooksPath()}?tab=shared`, server.fixtures.keys.creatorEmbed);
    const table = page.getByRole('table', { name: 'Shared workspace' });
    await table.getByRole('link', { name: 'Sales pipeline (shared)' }).waitFor();
    await checkA11y(page, 'the shared workspace');
    await table.getByRole('button', { name: 'Clone Sales pipeline (shared)' }).click();
    const dialog = cloneDialog(page, 'Sales pipeline (shared)');
    await dialog
      .getByText(/built from|The published dashboard of this shared workbook/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await page.waitForURL(/\/compare\/\d+\?source=shared$/);
    await expectAllChecksPass(page);
    await page
      .getByRole('listitem', { name: 'Placement: Pass' })
      .getByText(/shared workspace/)
      .waitFor();
  });

  it('creates exactly one clone on a double click', async () => {
    const before = await workbookCount();
    const page = await openAs(`${workbooksPath()}/${server.fixtures.workbooks.atRoot}`);
    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    await cloneDialog(page, 'Operations overview').getByRole('button', { name: 'Clone', exact: true }).dblclick();
    await page.waitForURL(/\/compare\//);
    await page.getByRole('heading', { name: 'Clone checklist' }).waitFor();
    expect(await workbookCount()).toBe(before + 1);
  });
});

describe('the workbook breadcrumb', () => {
  it('names the workbook by the time the heading does, opened by URL, even when the crumb’s code comes last', async () => {
    const { workbooks, keys } = server.fixtures;
    const { name } = await readWorkbook(workbooks.inEditableFolder);
    const page = await browser.newPage(server.baseURL);
    await signIn(page, keys.admin);
    // What the trail's last crumb reads at the first moment the page's heading shows the name (checked after every
    // change to the page, so no frame in between is missed).
    await page.addInitScript((expected) => {
      const seen: { heading?: string; crumb?: string | null } = {};
      Object.assign(window, { crumbWhenNamed: seen });
      new MutationObserver(() => {
        const heading = document.querySelector('.page-header h1')?.textContent;
        if (seen.heading !== undefined || heading !== expected) return;
        seen.heading = heading;
        seen.crumb = document.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]')?.textContent ?? null;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, name);
    // The order that showed the stand-in after the heading: the crumb's code comes last. It is held until every other
    // script and request the page has asked for is in and two frames have been drawn since (time enough to draw a page
    // that has all it needs).
    const crumbCode = /\/assets\/workbook-crumbs-[^/]+\.js$/;
    const pending = new Set<Request>();
    page.on('request', (request) => {
      if (['script', 'fetch', 'xhr'].includes(request.resourceType()) && !crumbCode.test(request.url())) pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    let heldCrumbCode = 0;
    await page.route(crumbCode, async (route) => {
      heldCrumbCode++;
      await expect.poll(() => pending.size).toBe(0);
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      await route.continue();
    });
    await page.goto(`${workbooksPath()}/${workbooks.inEditableFolder}`);
    const seen = () => page.evaluate(() => (window as unknown as { crumbWhenNamed: { heading?: string } }).crumbWhenNamed);
    await expect.poll(async () => (await seen()).heading).toBe(name);
    expect(heldCrumbCode, 'the crumb’s code was requested').toBe(1);
    expect(await seen()).toEqual({ heading: name, crumb: name });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe(name);
    await page.screenshot({ path: `${ARTIFACTS}/workbook-crumb-named.png` });
  });
});

describe('workbooks past one page (60 generated workbooks)', () => {
  let big: RunningServer;
  beforeAll(async () => {
    big = await startServer({ args: ['--workbooks', '60'] });
  });
  afterAll(async () => {
    await big.stop();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser.newPage(big.baseURL);
    await storeKeyAsSignedIn(page, big.fixtures.keys.admin);
    await page.goto(path);
    return page;
  }

  async function total(): Promise<number> {
    const res = await big.api<{ count: number }>(`/api/v1/deployments/${big.fixtures.deployments.primary}/workbooks?first=1`, {
      key: big.fixtures.keys.admin,
    });
    return res.body.count;
  }

  /** The console's own requests to one operation, from the sandbox's request log. */
  async function consoleRequests(operationId: string) {
    return (await big.requests()).filter((entry) => entry.operationId === operationId && !entry.fromTest);
  }

  it('loads every page with "Load more", one request per page and none per row', async () => {
    const all = await total();
    expect(all).toBeGreaterThan(60);
    const page = await open(`/deployments/${big.fixtures.deployments.primary}/workbooks?size=25`);
    const table = page.getByRole('table', { name: 'Workbooks' });
    await table.waitFor();
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('26');
    await page.getByText(`Showing the 25 workbooks loaded of ${all}.`, { exact: false }).waitFor();
    await checkA11y(page, 'a workbook list with more pages');

    const pages = Math.ceil(all / 25);
    for (let loaded = 1; loaded < pages; loaded++) {
      await page.getByRole('button', { name: 'Load more workbooks' }).click();
      await expect.poll(() => table.getAttribute('aria-rowcount')).toBe(String(Math.min(all, (loaded + 1) * 25) + 1));
    }
    await page.getByText(`All ${all} workbooks are shown.`).waitFor();
    expect(await page.getByRole('button', { name: 'Load more workbooks' }).count()).toBe(0);

    const lists = await consoleRequests('listWorkbooks');
    expect(lists).toHaveLength(pages);
    expect(lists.every((entry) => entry.query.every((name) => ['folderId', 'first', 'after'].includes(name)))).toBe(true);
    expect(await consoleRequests('getWorkbook')).toHaveLength(0);
  });

  it('searches the loaded workbooks and says so, since the published list has no search', async () => {
    const all = await total();
    const page = await open(`/deployments/${big.fixtures.deployments.primary}/workbooks?size=25`);
    await page.getByRole('table', { name: 'Workbooks' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search workbooks' }).fill('generated');
    await page.getByRole('searchbox', { name: 'Search workbooks' }).press('Enter');
    await page.waitForURL(/q=generated/);
    const status = page.getByRole('status').filter({ hasText: /^Searched the/ });
    await status.getByText(new RegExp(`^Searched the 25 workbooks loaded of ${all}: \\d+ match\\.`)).waitFor();
    await status.getByText('only loaded workbooks are searched; load more to search further', { exact: false }).waitFor();
    const firstMatches = Number(/: (\d+) match/.exec((await status.textContent()) ?? '')?.[1]);
    await checkA11y(page, 'a search over the loaded workbooks');

    await page.getByRole('button', { name: 'Load more workbooks' }).click();
    await status.getByText(new RegExp(`^Searched the 50 workbooks loaded of ${all}: \\d+ match\\.`)).waitFor();
    const moreMatches = Number(/: (\d+) match/.exec((await status.textContent()) ?? '')?.[1]);
    expect(moreMatches).toBeGreaterThan(firstMatches);
    // The search never went to the list operation, which does not define it.
    expect((await consoleRequests('listWorkbooks')).some((entry) => entry.query.includes('search'))).toBe(false);
  });
});
