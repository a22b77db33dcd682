import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ARTIFACTS,
  VIEWPORTS,
  checkA11y,
  signIn,
  startServer,
  storeKeyAsSignedIn,
  useBrowser,
  type RunningServer,
} from './support';

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

  it('draws the charts with their summaries, narrows the table to a top user, and passes axe in both themes', async () => {
    const page = await browser.newPage(server.baseURL);
    await signIn(page, server.fixtures.keys.admin, { from: '/audit' });
    await page.waitForURL(/\/audit$/);
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,.\s]* events$/ })
      .waitFor();

    // The charts, each with a summary in words (the region's description) and a table of the same figures.
    const perDay = page.getByRole('region', { name: 'Events per day' });
    await perDay.getByRole('listbox', { name: 'Events per day' }).waitFor();
    expect(await describedBy(page, 'Events per day')).toMatch(
      /^Events per day from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(\d+ days\): [\d,]+ events/,
    );
    expect(await describedBy(page, 'Top events')).toMatch(/event names; the most events: /);
    expect(await describedBy(page, 'Events per deployment')).toMatch(/^\d+ deployments; the most events: /);
    // Side by side, the three bar lists start their bars level, however many lines each summary takes.
    const barTops = await Promise.all(
      ['Top events', 'Top users', 'Events per deployment'].map((name) =>
        page
          .getByRole('region', { name })
          .getByRole('list')
          .evaluate((list) => Math.round(list.getBoundingClientRect().top)),
      ),
    );
    expect(new Set(barTops), `the bar lists' tops: ${barTops.join(', ')}`).toHaveLength(1);
    // No bar's fill runs into its count: the figure sits clear of it, whatever the bar's length.
    const fillsIntoCounts = await page.locator('.audit-bar').evaluateAll((bars) =>
      bars
        .filter((bar) => {
          const fill = bar.querySelector('.audit-bar-fill')?.getBoundingClientRect();
          const count = bar.querySelector('.audit-bar-count')?.getBoundingClientRect();
          return !fill || !count || fill.right > count.left;
        })
        .map((bar) => bar.textContent),
    );
    expect(fillsIntoCounts).toEqual([]);
    // The table's controls stay put whichever column the value filter is set to (each has a hint of its own length),
    // and the Deployment and Column pickers stand level.
    const deploymentPicker = page.getByRole('combobox', { name: 'Deployment', exact: true });
    const columnPicker = page.getByRole('combobox', { name: 'Column', exact: true });
    const auditTable = page.getByRole('table', { name: 'Audit events' });
    const top = (locator: typeof auditTable) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const placesByColumn = new Set<string>();
    for (const column of ['Time', 'Event', 'Attributes']) {
      await columnPicker.selectOption({ label: column });
      const [picker, level, table] = await Promise.all([top(deploymentPicker), top(columnPicker), top(auditTable)]);
      expect(level, `the Column picker beside Deployment with ${column}`).toBe(picker);
      placesByColumn.add(`${picker} ${table}`);
    }
    expect([...placesByColumn], 'the Deployment picker and the table, by column picked').toHaveLength(1);
    await perDay.getByRole('button', { name: 'Show table: Events per day' }).click();
    expect(await perDay.getByRole('table', { name: 'Events per day' }).getByRole('row').count()).toBeGreaterThan(30);
    await perDay.getByRole('button', { name: 'Show chart: Events per day' }).click();
    // From the keyboard: the bars are the next tab stop; Shift+arrows mark a span (Enter would set the dates).
    await page.keyboard.press('Tab');
    const bars = perDay.getByRole('listbox', { name: 'Events per day' });
    await expect.poll(() => bars.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await bars.getByRole('option', { selected: true }).count()).toBe(3);
    await perDay.screenshot({ path: `${ARTIFACTS}/audit-time-chart-keyboard.png` });

    const users = page.getByRole('region', { name: 'Top users' }).getByRole('list').getByRole('button');
    const second = users.nth(1);
    const email = (await second.locator('.audit-bar-label').textContent()) ?? '';
    expect(email).toMatch(/@/);
    await second.click();
    await page.waitForURL((url) => url.searchParams.get('f.userEmail') === email);
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(/^Showing [\d,]+ of [\d,]+ events$/).waitFor();
    const table = page.getByRole('table', { name: 'Audit events' });
    const details = table.getByRole('button', { name: /^Details:/ });
    expect(await details.count()).toBeGreaterThan(3);
    for (const label of await details.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? '')))
      expect(label).toContain(` by ${email} `);

    // What is shown is what is saved: the narrowed table's rows, only this user's, as many as the page counts.
    const showing = (await page.getByText(/^Showing [\d,]+ of [\d,]+ events$/).textContent()) ?? '';
    const shownCount = Number((/^Showing ([\d,]+)/.exec(showing)?.[1] ?? '').replace(/,/g, ''));
    const saveShown = page.getByRole('button', { name: /^Download [\d,]+ shown rows?$/ });
    expect(await saveShown.getAttribute('aria-describedby')).toBeTruthy();
    // The two downloads stand side by side, and the words telling them apart keep to their width under them.
    const boxOf = (locator: typeof saveShown) =>
      locator.evaluate((element) => {
        const { left, right, top } = element.getBoundingClientRect();
        return { left: Math.round(left), right: Math.round(right), top: Math.round(top) };
      });
    const [shownBox, fullBox, whichBox] = await Promise.all([
      boxOf(saveShown),
      boxOf(page.getByRole('button', { name: 'Download full export' })),
      boxOf(page.getByText(/^Shown rows: the table as you see it/)),
    ]);
    expect(fullBox.top, 'both downloads on one row').toBe(shownBox.top);
    expect(whichBox.left).toBeGreaterThanOrEqual(shownBox.left);
    expect(whichBox.right).toBeLessThanOrEqual(fullBox.right);
    const [download] = await Promise.all([page.waitForEvent('download'), saveShown.click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-.*-shown\.csv$/);
    // The browser runs out of process: read the file through Playwright rather than from a local path.
    const saved = await text(await download.createReadStream());
    const [header = [], ...rows] = Papa.parse<string[]>(saved.trim(), { delimiter: ',' }).data;
    const userColumn = header.findIndex((name) => /mail/i.test(name));
    expect(userColumn).toBeGreaterThanOrEqual(0);
    expect(rows).toHaveLength(shownCount);
    for (const row of rows) expect(row[userColumn]).toBe(email);
    // The full export, rewritten in its own worker: every event the filters select, every cell quoted.
    const totalCount = Number((/ of ([\d,]+) events$/.exec(showing)?.[1] ?? '').replace(/,/g, ''));
    const [full] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download full export' }).click(),
    ]);
    expect(full.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
    const fullText = (await text(await full.createReadStream())).trim();
    const fullRecords = Papa.parse<string[]>(fullText, { delimiter: ',' }).data;
    expect(fullRecords).toHaveLength(totalCount + 1);
    expect(fullText.split(/\r?\n/, 1)[0]).toMatch(/^"[^"]+"(,"[^"]+")+$/);
    await page.getByRole('button', { name: 'Download full export' }).waitFor();
    await checkA11y(page, 'the audit charts and a filtered table (light theme)');
    await page.screenshot({ path: `${ARTIFACTS}/audit-shown-rows-desktop-light.png` });

    // Dark theme: each press of the theme button flips to the other scheme.
    const themeButton = page.getByRole('button', { name: /^Theme: .*Change theme$/ });
    while (!((await themeButton.getAttribute('aria-label')) ?? '').startsWith('Theme: Dark')) await themeButton.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await checkA11y(page, 'the audit charts and a filtered table (dark theme)');
    await page.screenshot({ path: `${ARTIFACTS}/audit-shown-rows-desktop-dark.png` });
    // Both downloads and the words telling them apart, on a phone.
    await page.setViewportSize(VIEWPORTS.phone);
    // There the time chart's hint says what works on a phone: a tap picks no day, a sideways drag sets the dates.
    await perDay.getByText(/^Drag sideways across the bars to narrow the dates/).waitFor();
    expect(await perDay.getByText(/click a day/).count()).toBe(0);
    await perDay.screenshot({ path: `${ARTIFACTS}/audit-time-chart-phone-dark.png` });
    await saveShown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/audit-shown-rows-phone-dark.png` });
    await page.setViewportSize(VIEWPORTS.desktop);

    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await page.getByText(/^Showing [\d,]+ of [\d,]+ events$/).waitFor();
    expect(page.url()).not.toContain(server.fixtures.keys.admin);
  });

  it('keeps the time chart in its place when a drag across it sets the dates', async () => {
    const page = await browser.newPage(server.baseURL);
    await signIn(page, server.fixtures.keys.admin, { from: '/audit' });
    await page.waitForURL(/\/audit$/);
    const done = page.getByRole('status').filter({ hasText: /^\d[\d,.\s]* events$/ });
    await done.waitFor();
    const perDay = page.getByRole('region', { name: 'Events per day' });
    const bars = perDay.getByRole('listbox', { name: 'Events per day' });
    await bars.waitFor();
    // Scrolled down to the chart, as a person reading it is.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);
    const cardTop = () => perDay.evaluate((card) => Math.round(card.getBoundingClientRect().top));
    const before = await cardTop();
    await dragAcross(page, bars, 0.6, 0.85);
    await page.waitForURL((url) => url.searchParams.has('start') && url.searchParams.has('end'));
    const url = new URL(page.url());
    const [start, end] = [url.searchParams.get('start'), url.searchParams.get('end')];
    // The new export has run and its chart spans the dates just chosen.
    await expect.poll(() => describedBy(page, 'Events per day')).toContain(`from ${start} to ${end}`);
    await done.waitFor();
    // The page kept its length meanwhile: the new chart is where the old one was, not scrolled away to the top.
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300);
    expect(await cardTop()).toBe(before);
    // The drag's press had focus on the old chart: it is on the new one (Tab goes on from there, not from the top of
    // the page), without the keyboard's ring, and the page has not moved for it.
    await expect.poll(() => bars.evaluate((plot) => plot === document.activeElement)).toBe(true);
    expect(await bars.evaluate((plot) => [plot.matches(':focus-visible'), getComputedStyle(plot).outlineStyle])).toEqual([
      false,
      'none',
    ]);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300);
  });

  it('leaves the page where it is when a mouse drag sets the dates with the count line scrolled out of sight', async () => {
    const page = await browser.newPage(server.baseURL);
    await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
    await page.goto('/audit');
    const done = page.getByRole('status').filter({ hasText: /^\d[\d,.\s]* events$/ });
    await done.waitFor();
    const bars = page.getByRole('listbox', { name: 'Events per day' });
    await bars.waitFor();
    // Scrolled just past the count line, where focus waits while the new export loads: the chart under it in sight.
    await done.evaluate((line) => window.scrollTo(0, line.getBoundingClientRect().bottom + window.scrollY + 10));
    const countLineBottom = () => done.evaluate((line) => line.getBoundingClientRect().bottom);
    expect(await countLineBottom()).toBeLessThan(0);
    await dragAcross(page, bars, 0.3, 0.5);
    await page.waitForURL((url) => url.searchParams.has('start'));
    await done.waitFor();
    await expect.poll(() => bars.evaluate((plot) => plot === document.activeElement)).toBe(true);
    // Focus went by the count line and came to the new chart without scrolling either into view.
    expect(await countLineBottom()).toBeLessThan(0);
  });

  it('on a phone, sets one day from the time chart’s table, where a day’s bar is too narrow for a finger', async () => {
    const page = await browser.newPage(server.baseURL, { viewport: VIEWPORTS.phone });
    await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
    await page.goto('/audit');
    const done = page.getByRole('status').filter({ hasText: /^\d[\d,.\s]* events$/ });
    await done.waitFor();
    const perDay = page.getByRole('region', { name: 'Events per day', exact: true });
    await perDay.getByText(/or pick one day in its table\./).waitFor();
    await perDay.getByRole('button', { name: 'Show table: Events per day' }).click();
    const days = perDay.getByRole('button', { name: /^\d{4}-\d{2}-\d{2}: narrow the dates to this day$/ });
    expect(await days.count()).toBeGreaterThan(30);
    // Each day is a target a finger can hit: 44 px tall, as the console's other targets are on a phone.
    const heights = await days.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().height)));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await checkA11y(page, 'the time chart as a table of days on a phone');
    const day = days.nth(2);
    const picked = ((await day.textContent()) ?? '').trim();
    await day.scrollIntoViewIfNeeded();
    await perDay.screenshot({ path: `${ARTIFACTS}/audit-time-table-phone-light.png` });
    await day.click();
    await page.waitForURL((url) => url.searchParams.get('start') === picked && url.searchParams.get('end') === picked);
    await done.waitFor();
    await expect.poll(() => describedBy(page, 'Events per hour')).toContain(`from ${picked}`);
  });

  it('shows the export it read again at once on Back, says as of when, and reads it anew on request', async () => {
    const { page, exports } = await openAuditCountingExports();
    const count = page.getByRole('status').filter({ hasText: /^\d[\d,.\s]* events/ });
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,.\s]* events$/ })
      .waitFor();
    const read = (await count.textContent()) ?? '';
    expect(exports).toHaveLength(1);

    await page.getByRole('navigation').getByRole('link', { name: 'Deployments' }).first().click();
    await page.waitForURL(/\/deployments$/);
    await page.goBack();
    await page.waitForURL(/\/audit$/);
    await page
      .getByRole('status')
      .filter({ hasText: /events as read at / })
      .waitFor();
    expect(await count.textContent()).toMatch(new RegExp(`^${read} as read at \\d`));
    expect(
      await page
        .getByRole('table', { name: 'Audit events' })
        .getByRole('button', { name: /^Details:/ })
        .count(),
    ).toBeGreaterThan(0);
    expect(exports).toHaveLength(1);

    await page.getByRole('button', { name: 'Load again' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,.\s]* events$/ })
      .waitFor();
    expect(exports).toHaveLength(2);
  });

  it('refuses a half-typed date beside its field, and Clear empties the field with its error', async () => {
    const { page, exports } = await openAuditCountingExports();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,.\s]* events$/ })
      .waitFor();
    const from = page.getByLabel('From', { exact: true });
    const width = () => from.evaluate((input) => Math.round(input.getBoundingClientRect().width));
    const widthBefore = await width();
    // Only the month typed: the picker holds a date it cannot read.
    await from.click();
    await page.keyboard.type('03');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const complaint = page.getByText('Enter a complete date: day, month and year.');
    await complaint.waitFor();
    expect(await from.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
    // The complaint wraps under the field; the field keeps its width.
    expect(await width()).toBe(widthBefore);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => complaint.count()).toBe(0);
    expect(await from.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(false);
    expect(await from.getAttribute('aria-invalid')).toBeNull();
    expect(new URL(page.url()).search).toBe('');
    // No filter had been applied: nothing to read again.
    expect(exports).toHaveLength(1);
  });

  it('tells a key without AuditLogManage why there is no log, and turns Download CSV off', async () => {
    // The export is sent from the parser's worker: its refusal must reach the page as the service's own answer.
    const { viewer } = server.fixtures.keys;
    // The service's words for the refusal: JSON `{ error }` in the spec dialect, plain text in the reference one.
    const refusal = await server.api<{ error?: string } | string>('/api/v1/audit-logs/export', { key: viewer });
    expect(refusal.status).toBe(403);
    const said = typeof refusal.body === 'string' ? refusal.body : (refusal.body.error ?? '');
    expect(said).toMatch(/AuditLogManage/);
    const page = await browser.newPage(server.baseURL);
    await signIn(page, viewer, { from: '/audit' });
    await page.waitForURL(/\/audit$/);
    const alert = page.getByRole('alert').filter({ hasText: 'lacks the AuditLogManage permission' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(said);
    const download = page.getByRole('button', { name: 'Download CSV' });
    await expect.poll(() => download.isDisabled()).toBe(true);
    const note = page.getByText(/^Not available to this key: /);
    await note.waitFor();
    // The note reads as the button's reason: its first line level with the label, not with the button's top edge
    // (its text's own box: the element's may be stretched to the button's height).
    const middle = (target: typeof note) =>
      target.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const line = range.getClientRects()[0];
        return line ? line.top + line.height / 2 : NaN;
      });
    expect(Math.abs((await middle(note)) - (await middle(download)))).toBeLessThanOrEqual(2);
    expect(await page.locator('body').textContent()).not.toContain(viewer);
    await checkA11y(page, 'the audit log refused to a key without the permission');
  });
});

/** A mouse drag across the time chart's plot, from and to fractions of its width. */
async function dragAcross(page: Page, plot: Locator, from: number, to: number): Promise<void> {
  const box = await plot.boundingBox();
  if (!box) throw new Error('the time chart has no box');
  await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to, box.y + box.height * 0.6, { steps: 6 });
  await page.mouse.up();
}

/** The audit page opened as the admin, with the export requests it sends (its parser's worker's included) counted. */
async function openAuditCountingExports(): Promise<{ page: Page; exports: string[] }> {
  const page = await browser.newPage(server.baseURL);
  const exports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/audit-logs/export')) exports.push(request.url());
  });
  await signIn(page, server.fixtures.keys.admin, { from: '/audit' });
  await page.waitForURL(/\/audit$/);
  return { page, exports };
}

/** The text a chart's region is described by: its summary for screen readers. */
async function describedBy(page: Page, region: string): Promise<string> {
  return page.getByRole('region', { name: region }).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}
