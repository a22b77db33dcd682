import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, signIn, startServer, useBrowser, type RunningServer } from './support';

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
  await signIn(page, key);
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
    await dialog.getByText("In “Finance”, the source's folder: your key can edit it", { exact: false }).waitFor();
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
    await cloneDialog(page, 'Board pack')
      .getByText('At the workspace root: your key can only read “Board”', { exact: false })
      .waitFor();
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
