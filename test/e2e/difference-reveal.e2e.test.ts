import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, checkA11y, startServer, useBrowser, VIEWPORTS, storeKeyAsSignedIn, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const workbookPath = (id: number) => `/deployments/${server.fixtures.deployments.primary}/workbooks/${id}`;

async function openAs(path: string): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: VIEWPORTS.desktop });
  await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  await page.goto(path);
  return page;
}

/**
 * Where a widget is in a pane: outlined or not, and whether its middle is inside the pane's scroll box as scrolled
 * and inside the window (the person sees it without scrolling anything). Null when the pane does not draw it.
 */
function placeIn(pane: Locator, widgetId: string) {
  return pane.evaluate((box, id) => {
    const widget = box.querySelector(`[data-dashboard-canvas] [data-widget-id="${CSS.escape(id)}"]`);
    if (!widget) return null;
    const shown = box.getBoundingClientRect();
    const rect = widget.getBoundingClientRect();
    const middle = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    return {
      outlined: widget.hasAttribute('data-outlined'),
      inPane: middle.y > shown.top && middle.y < shown.bottom && middle.x > shown.left && middle.x < shown.right,
      onScreen: middle.y > 0 && middle.y < window.innerHeight && middle.x > 0 && middle.x < window.innerWidth,
      focused: widget === document.activeElement,
    };
  }, widgetId);
}

const SHOWN = { outlined: true, inPane: true, onScreen: true };

describe('choosing a difference shows its widget in both panes', () => {
  it('in a workbook’s draft against what is published: a moved widget in both panes, an added one in the draft', async () => {
    const page = await openAs(`${workbookPath(server.fixtures.workbooks.inEditableFolder)}?compare=published`);
    const published = page.getByRole('region', { name: 'Published dashboard', exact: true });
    const draft = page.getByRole('region', { name: 'Draft dashboard', exact: true });
    const list = page.getByRole('region', { name: 'Differences between the published dashboard and the draft' });
    const choice = (widgetId: string) => list.locator(`li[data-widget-id="${widgetId}"]`).getByRole('button');
    await choice('w-draft-note').waitFor();
    // The note the draft adds at its end is below what the draft pane shows at first.
    await page.locator('[data-dashboard-canvas]').nth(1).waitFor();
    expect((await placeIn(draft, 'w-draft-note'))?.inPane).toBe(false);

    await choice('w-draft-note').click();
    await expect.poll(() => placeIn(draft, 'w-draft-note')).toMatchObject({ ...SHOWN, focused: true });
    // Only the draft has it: the published pane is left where it was, at its top.
    expect(await published.evaluate((box) => box.scrollTop)).toBe(0);
    expect(await published.locator('[data-outlined]').count()).toBe(0);
    await expect
      .poll(() => list.getByRole('status').textContent())
      .toMatch(/^Showing “Text” in the draft\. It is not in the published dashboard\.$/);

    // The KPI swapped places with the notes: both panes scroll to it, each where it sits there, and outline it.
    await choice('w-kpi').click();
    await expect.poll(() => placeIn(draft, 'w-kpi')).toMatchObject({ ...SHOWN, focused: true });
    expect(await placeIn(published, 'w-kpi')).toMatchObject({ ...SHOWN, focused: false });
    expect(await draft.locator('[data-outlined]').count()).toBe(1);
    await expect
      .poll(() => list.getByRole('status').textContent())
      .toBe('Showing “ARR” in the published dashboard and the draft.');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/difference-reveal-draft.png` });
    await checkA11y(page, 'the draft compared with the published dashboard, a difference chosen');
    await page.emulateMedia({ colorScheme: 'dark' });
    // The dashboards' themes are fitted to the scheme a render after the page's CSS follows it.
    await expect.poll(() => page.locator('.dash-theme-scope:not([data-scheme="dark"])').count()).toBe(0);
    await checkA11y(page, 'the draft compared with the published dashboard, a difference chosen, in dark mode');
  });

  it('in the clone review: a widget inside a tab not open is shown in its pane, the tab opened, by keyboard', async () => {
    const { inEditableFolder, atRoot } = server.fixtures.workbooks;
    const page = await openAs(`${workbookPath(inEditableFolder)}/compare/${atRoot}`);
    const clone = page.getByRole('region', { name: 'Clone dashboard, published', exact: true });
    const list = page.getByRole('region', { name: 'Differences in the published dashboards' });
    await page.locator('[data-dashboard-canvas]').nth(1).waitFor();
    // “Churn by plan” sits in the stack of the Details tabs’ second tab, “Regions”: not drawn until that tab is open.
    expect(await placeIn(clone, 'w-churn')).toBeNull();
    const churn = list.locator('li[data-widget-id="w-churn"]').getByRole('button', { name: /^Added: Churn by plan — / });
    await churn.focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).searchParams.get('tab_w-tabs')).toBe('tab-regions');
    await expect.poll(() => placeIn(clone, 'w-churn')).toMatchObject({ ...SHOWN, focused: true });
    expect(await clone.getByRole('tab', { name: 'Regions' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => list.getByRole('status').textContent())
      .toBe('Showing “Churn by plan” in the clone. It is not in the source.');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/difference-reveal-clone-review.png` });
    await checkA11y(page, 'the clone review, a difference in a closed tab chosen');
  });
});
