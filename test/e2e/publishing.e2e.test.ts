import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, startServer, useBrowser, storeKeyAsSignedIn, type RunningServer } from './support';

/** Issue 17 in the browser: edit the draft layout, publish, switch embedding on, promote a workbook. */
let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

type Box = { x: number; y: number; w: number; h: number };
type Widget = { id: string; position: Box; responsiveLayouts?: Record<string, Box | null> | null };
type Config = { widgets?: Widget[] | null; layout?: { cols?: Record<string, number | null> | null } | null };
interface WorkbookRecord {
  id: number;
  name: string;
  dashboardDraft: Config | null;
  dashboardPublished: Config | null;
  publishedDashboard: { versionNumber: number; allowEmbed: boolean; publicId: string } | null;
}

const primary = () => server.fixtures.deployments.primary;
const workbookPage = (id: number) => `/deployments/${primary()}/workbooks/${id}`;
const apiPath = (id: number, rest = '', deployment = primary()) => `/api/v1/deployments/${deployment}/workbooks/${id}${rest}`;

/** The test's own calls, as the admin. */
function api<T = unknown>(path: string, init: { method?: string; body?: unknown } = {}) {
  return server.api<T>(path, { key: server.fixtures.keys.admin, ...init });
}

async function openAs(path: string, key = server.fixtures.keys.admin): Promise<Page> {
  const page = await browser.newPage(server.baseURL);
  await storeKeyAsSignedIn(page, key);
  await page.goto(path);
  return page;
}

async function readWorkbook(id: number, deployment = primary()): Promise<WorkbookRecord> {
  const res = await api<WorkbookRecord>(apiPath(id, '', deployment));
  expect(res.status).toBe(200);
  return res.body;
}

/** A top-level widget with room to its right at the widest breakpoint (lg here), in the config the editor opens on. */
function roomyWidget(config: Config): Widget {
  const cols = config.layout?.cols?.lg ?? 12;
  const widget = (config.widgets ?? []).find((w) => w.position.x + w.position.w + 1 < cols);
  if (!widget) throw new Error('no widget with room to its right');
  return widget;
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('region', { name: /^Edit layout: / }).waitFor();
  await page.getByRole('heading', { name: /Changes to the saved draft/ }).waitFor();
}

const changeList = (page: Page) => page.getByRole('list', { name: 'Layout changes' });

describe('edit layout', () => {
  it('moves a widget with the arrow keys, resizes it with Shift and the mouse, undoes, saves, and keeps it after a reload', async () => {
    const id = server.fixtures.workbooks.atRoot;
    const before = await readWorkbook(id);
    const start = before.dashboardDraft ?? before.dashboardPublished;
    const widget = roomyWidget(start as Config);
    const page = await openAs(workbookPage(id));
    await openEditor(page);
    await checkA11y(page, 'the layout editor');

    const item = page.locator(`[data-widget-id="${widget.id}"]`);
    await item.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await changeList(page)
      .getByText(`moved from column ${widget.position.x + 1},`)
      .waitFor();
    await page.keyboard.press('Shift+ArrowDown');
    await changeList(page)
      .getByText(/and resized from/)
      .waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await changeList(page)
      .getByText(/and resized from/)
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Redo' }).click();
    await changeList(page)
      .getByText(/and resized from/)
      .waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await changeList(page)
      .getByText(/and resized from/)
      .waitFor({ state: 'detached' });

    // The mouse: drag the widget's resize corner one column to the right, once the widget stays put (the change list
    // above the grid and the grid's fit to its pane may still be settling after the undo; a busy machine is slower).
    let boxBefore = await item.boundingBox();
    await expect
      .poll(async () => {
        const now = await item.boundingBox();
        const settled = JSON.stringify(now) === JSON.stringify(boxBefore);
        boxBefore = now;
        return settled;
      })
      .toBe(true);
    const handle = item.locator('.react-resizable-handle');
    const corner = await handle.boundingBox();
    if (!boxBefore || !corner) throw new Error('the widget or its resize handle is not on screen');
    const column = boxBefore.width / widget.position.w;
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + corner.width / 2 + column / 2, corner.y + corner.height / 2, { steps: 5 });
    await page.mouse.move(corner.x + corner.width / 2 + column, corner.y + corner.height / 2, { steps: 5 });
    await page.mouse.up();
    await changeList(page)
      .getByText(`to ${widget.position.w + 1}×`)
      .waitFor();

    await page.getByRole('button', { name: 'Save layout' }).click();
    await page.getByText('Layout saved to the draft.').waitFor();
    await page.getByText('No changes yet.').waitFor();
    const saved = (await readWorkbook(id)).dashboardDraft?.widgets?.find((w) => w.id === widget.id);
    expect(saved?.position.x).toBe(widget.position.x + 2);
    expect(saved?.position.w).toBe(widget.position.w + 1);

    await page.reload();
    await page.getByRole('region', { name: /^Edit layout: / }).waitFor();
    await expect
      .poll(() => page.locator(`[data-widget-id="${widget.id}"]`).getAttribute('aria-label'))
      .toMatch(new RegExp(`column ${widget.position.x + 3}, row \\d+, ${widget.position.w + 1} by`));
  });

  it('refuses to save over a draft someone else saved meanwhile, and shows it', async () => {
    const id = server.fixtures.workbooks.inEditableFolder;
    const before = await readWorkbook(id);
    const widget = roomyWidget(before.dashboardDraft as Config);
    const page = await openAs(workbookPage(id));
    await openEditor(page);
    await page.locator(`[data-widget-id="${widget.id}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await changeList(page).getByRole('listitem').first().waitFor();

    // Someone else saves the draft: one widget fewer.
    const theirs = { ...before.dashboardDraft, widgets: (before.dashboardDraft?.widgets ?? []).slice(1) };
    const put = await api(apiPath(id, '/dashboard'), { method: 'PUT', body: { dashboardDraft: theirs } });
    expect(put.status).toBe(200);

    await page.getByRole('button', { name: 'Save layout' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'someone else saved this draft' });
    await alert.waitFor();
    await checkA11y(page, 'the layout editor with a conflict');
    expect((await readWorkbook(id)).dashboardDraft?.widgets?.map((w) => w.id)).toEqual(theirs.widgets.map((w) => w.id));

    await alert.getByRole('button', { name: 'Load their draft (discard my changes)' }).click();
    await page.getByText('No changes yet.').waitFor();
    await page.getByRole('button', { name: 'Save layout' }).isDisabled();
  });
});

describe('publish', () => {
  it('shows what the draft changes, publishes, and the version number rises', async () => {
    const id = server.fixtures.workbooks.inEditableFolder;
    const version = (await readWorkbook(id)).publishedDashboard?.versionNumber ?? 0;
    const page = await openAs(workbookPage(id));
    await page.getByText(`Version ${version}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Publish “/ });
    await dialog.getByRole('heading', { name: 'What publishing changes' }).waitFor();
    await checkA11y(page, 'the publish dialog');
    await dialog.getByRole('button', { name: `Publish version ${version + 1}` }).click();
    await dialog.getByText(`Published version ${version + 1}.`).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.getByText(`Version ${version + 1}`, { exact: true }).waitFor();
    expect((await readWorkbook(id)).publishedDashboard?.versionNumber).toBe(version + 1);
  });
});

describe('embedding', () => {
  it('switches embedding on from the clone review, after a confirm', async () => {
    const source = server.fixtures.workbooks.inEditableFolder;
    const clone = await api<{ id: number }>(apiPath(source, '/duplicate'), { method: 'POST', body: {} });
    expect(clone.status).toBe(200);
    const page = await openAs(`${workbookPage(clone.body.id)}/compare/${source}`);
    await page.getByRole('listitem', { name: 'Embedding is off: Pass' }).waitFor();
    await page.getByRole('button', { name: 'Switch embedding on…' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Switch embedding on for/ });
    await confirm.waitFor();
    await checkA11y(page, 'the switch-embedding-on confirm');
    await confirm.getByRole('button', { name: 'Switch embedding on' }).click();
    await page.getByText('Embedding is on for this clone.').waitFor();
    await page
      .getByRole('listitem', { name: 'Embedding is off: Not checked' })
      .getByText(/switched on here/)
      .waitFor();
    expect((await readWorkbook(clone.body.id)).publishedDashboard?.allowEmbed).toBe(true);
  });

  it('grants and revokes an embed tenant’s read access on the workbook page', async () => {
    const id = server.fixtures.workbooks.apiWrittenLayout;
    const page = await openAs(workbookPage(id));
    const grant = page.getByRole('button', { name: 'Grant read access to acme-east' });
    await grant.click();
    await page.getByRole('button', { name: 'Revoke access of acme-east' }).waitFor();
    await checkA11y(page, 'the workbook page with embed access');
    const access = await api<{ tenants: { embedTenantName: string; action: string }[] }>(apiPath(id, '/embed-access'));
    expect(access.body.tenants.find((t) => t.embedTenantName === 'acme-east')?.action).toBe('read');
    await page.getByRole('button', { name: 'Revoke access of acme-east' }).click();
    await page.getByRole('button', { name: 'Grant read access to acme-east' }).waitFor();
  });
});

describe('promote', () => {
  async function promotions(id: number) {
    const res = await api<{ items: { outcome: string }[] }>(apiPath(id, '/promotions'));
    expect(res.status).toBe(200);
    return res.body.items.map((p) => p.outcome);
  }

  async function promoteFromDialog(page: Page, expectPreview: RegExp, click: 'click' | 'dblclick') {
    await page.getByRole('button', { name: 'Promote…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Promote “/ });
    await dialog.getByLabel('Target deployment').selectOption({ label: 'Acme Staging Lab' });
    await dialog.getByRole('region', { name: 'Preview' }).getByText(expectPreview).waitFor();
    await checkA11y(page, 'the promote dialog');
    await dialog.getByRole('button', { name: 'Promote to Acme Staging Lab' })[click]();
    return dialog;
  }

  it('promotes to another deployment once on a double click, then again as "unchanged", and lists both', async () => {
    const id = server.fixtures.workbooks.inReadOnlyFolder;
    const page = await openAs(workbookPage(id));
    await page.getByRole('heading', { name: 'Promotions' }).waitFor();

    const first = await promoteFromDialog(page, /A new workbook will be created in Acme Staging Lab/, 'dblclick');
    await first
      .getByRole('status')
      .getByText(/Created a new workbook there/)
      .waitFor();
    expect(await promotions(id)).toEqual(['created']);
    const link = first.getByRole('link', { name: 'Board pack' });
    const href = await link.getAttribute('href');
    expect(href).toContain(`/deployments/${server.fixtures.deployments.secondary}/workbooks/`);
    await first.getByRole('button', { name: 'Close', exact: true }).first().click();

    const second = await promoteFromDialog(page, /already holds exactly this/, 'click');
    await second
      .getByRole('status')
      .getByText(/Unchanged/)
      .waitFor();
    await second.getByRole('button', { name: 'Close', exact: true }).first().click();
    expect(await promotions(id)).toEqual(['unchanged', 'created']);

    const table = page.getByRole('table', { name: /Promotions of this workbook/ });
    await table.getByRole('row').nth(2).waitFor();
    await table.getByText('unchanged').waitFor();
    await table.getByText('created').waitFor();
    await page.getByRole('list', { name: 'Promoted to' }).getByRole('link', { name: 'Board pack' }).click();
    await page.getByRole('heading', { level: 1, name: 'Board pack' }).waitFor();
    await page.getByText('Came from').waitFor();
    await page.getByRole('link', { name: 'Board pack' }).first().waitFor();
  });

  it('needs an explicit override, with the differences shown first, when the destination diverged', async () => {
    const id = server.fixtures.workbooks.apiWrittenLayout;
    const page = await openAs(workbookPage(id));
    const first = await promoteFromDialog(page, /A new workbook will be created/, 'click');
    await first
      .getByRole('status')
      .getByText(/Created a new workbook there/)
      .waitFor();
    await first.getByRole('button', { name: 'Close', exact: true }).first().click();

    // Someone changes the promoted copy in the target deployment.
    const links = await api<{ items: { target: { workbookId: number } }[] }>(apiPath(id, '/promotion-links'));
    const copy = links.body.items[0]?.target.workbookId as number;
    const secondary = server.fixtures.deployments.secondary;
    const changed = await api(apiPath(copy, '/publish', secondary), {
      method: 'POST',
      body: { workbookId: copy, config: { widgets: [{ id: 'local-note', type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 } }] } },
    });
    expect(changed.status).toBe(200);

    await page.getByRole('button', { name: 'Promote…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Promote “/ });
    await dialog.getByLabel('Target deployment').selectOption({ label: 'Acme Staging Lab' });
    await dialog.getByText(/was changed there since it was last promoted/).waitFor();
    await dialog.getByRole('heading', { name: 'What the override replaces in the destination' }).waitFor();
    await dialog.getByText('local-note').first().waitFor();
    await checkA11y(page, 'the promote dialog with a diverged destination');
    const promote = dialog.getByRole('button', { name: 'Promote to Acme Staging Lab' });
    expect(await promote.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /override/ }).check();
    await promote.click();
    await dialog
      .getByRole('status')
      .getByText(/Updated the workbook there/)
      .waitFor();
    const list = await api<{ items: { outcome: string; overrideRequested: boolean }[] }>(apiPath(id, '/promotions'));
    expect(list.body.items.map((p) => [p.outcome, p.overrideRequested])).toEqual([
      ['updated', true],
      ['created', false],
    ]);
  });
});
