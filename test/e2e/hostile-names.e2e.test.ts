import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, checkA11y, startServer, useBrowser, storeKeyAsSignedIn, type RunningServer } from './support';

/**
 * Names an attacker (or a careless import) could give things in the service. None may make a page scroll sideways,
 * reorder the console's own words, vanish, or run as script.
 */
const LONG = 'W'.repeat(10_000);
/** Reads "Lab exe.png" when the right-to-left override is obeyed. */
const SPOOF_FILE = 'Lab \u202Egnp.exe';
/** Reads "ab@evil.com" when the override is obeyed. */
const SPOOF_MAIL = 'a\u202Emoc.live@b';
const ZERO_WIDTH = '\u200B\u200B\u200C\u2060';
const SCRIPT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

let server: RunningServer;
/** The same seeded world with its ordinary names: how wide a page is at 390 px before any name is hostile. */
let plain: RunningServer;
let dataDir: string;
const browser = useBrowser();

/**
 * The spec's API cannot rename deployments (the published one can, the spec's `UpdateDeploymentInput` has no name),
 * workbooks, folders, branches or users, nor write audit events, so the names are written into the sandbox's
 * database file (WAL mode: the running server sees them on its next read), the way a real account could hold them.
 */
function seedHostileNames() {
  const { deployments, workbooks, folders, branches } = server.fixtures;
  const db = new Database(join(dataDir, 'sandbox.db'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('UPDATE deployments SET name = ? WHERE id = ?').run(LONG, deployments.primary);
    db.prepare('UPDATE deployments SET name = ? WHERE id = ?').run(SPOOF_FILE, deployments.secondary);
    const rename = db.prepare('UPDATE workbooks SET name = ? WHERE id = ?');
    rename.run(SPOOF_FILE, workbooks.inEditableFolder);
    rename.run(LONG, workbooks.atRoot);
    rename.run(ZERO_WIDTH, workbooks.inReadOnlyFolder);
    rename.run(SCRIPT, workbooks.apiWrittenLayout);
    rename.run(LONG, workbooks.sharedPublished);
    db.prepare('UPDATE folders SET name = ? WHERE id = ?').run(LONG, folders.editable);
    db.prepare('UPDATE folders SET name = ? WHERE id = ?').run(SPOOF_FILE, folders.readOnly);
    db.prepare('UPDATE branches SET name = ? WHERE deployment_id = ? AND name = ?').run(
      LONG,
      deployments.primary,
      branches.shared,
    );
    // Every user: the owner shown on workbook pages has no visible first name and a spoofing e-mail.
    const users = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
    users.forEach((user, index) =>
      db.prepare('UPDATE users SET first_name = ?, email = ? WHERE id = ?').run(ZERO_WIDTH, `${SPOOF_MAIL}${index}`, user.id),
    );
    const insert = db.prepare(
      'INSERT INTO audit_events (ts, user_email, event_name, deployment_name, ip_address, attributes) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    insert.run(new Date(now).toISOString(), SPOOF_MAIL, 'Logged in \u202Estneve', SPOOF_FILE, '127.0.0.1', '{"a":1}');
    insert.run(new Date(now - 1000).toISOString(), ZERO_WIDTH, LONG, SCRIPT, LONG, `{"note":"${LONG}"}`);
    insert.run(new Date(now - 2000).toISOString(), '=HYPERLINK("http://evil.example","x")', SCRIPT, LONG, '+1+1', '{}');
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-hostile-'));
  [server, plain] = await Promise.all([startServer({ args: ['--data', join(dataDir, 'sandbox.db')] }), startServer()]);
  seedHostileNames();
});
afterAll(async () => {
  await Promise.all([server.stop(), plain.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const WIDTHS = [1440, 390] as const;

async function openAs(width: number): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: { width, height: 900 } });
  // The trap: any hostile name that runs as script sets this, and each page checks it.
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: unknown }).__pwned = undefined;
  });
  await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  return page;
}

/**
 * The page's own heading, in its header: a page has exactly one (a Markdown widget's "# …" on a dashboard is a
 * level-1 heading too, but not the page's).
 */
const pageHeading = (page: Page) => page.locator('.page-header').getByRole('heading', { level: 1 });

/** Waits until the page shows its heading, and checks there is exactly one. */
async function onePageHeading(page: Page) {
  await pageHeading(page).waitFor();
  expect(await pageHeading(page).count(), `${page.url()}: page headings`).toBe(1);
  return pageHeading(page);
}

const plainPages = new Map<number, Page>();
// Each test's pages close with it.
afterEach(() => plainPages.clear());

/**
 * How wide the page at `path` is with the seeded world's ordinary names. At phone widths some pages are wider than
 * the screen whatever the names (a table's URL column); names must add nothing to that.
 */
async function plainWidth(path: string, width: number): Promise<number> {
  let page = plainPages.get(width);
  if (!page) {
    page = await browser.newPage(plain.baseURL, { viewport: { width, height: 900 } });
    await storeKeyAsSignedIn(page, plain.fixtures.keys.admin);
    plainPages.set(width, page);
  }
  await page.goto(path);
  await onePageHeading(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.documentElement.clientWidth));
}

/**
 * What every page must hold with hostile names in it: no sideways scroll (beyond what the page has with ordinary
 * names, `allowed`), no bidi control in its text, no script run.
 */
async function expectSafe(page: Page, where: string, allowed = 0) {
  const layout = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // The outermost elements that reach past the right edge, to say what widened the page when it fails.
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .filter((element) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > viewport + 1))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport,
      wide,
      text: document.body.innerText,
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    };
  });
  expect(layout.scrollWidth, `${where} scrolls sideways; too wide: ${layout.wide.join(', ')}`).toBeLessThanOrEqual(
    Math.max(layout.viewport, allowed),
  );
  expect(layout.text, `${where} shows a bidi control`).not.toMatch(BIDI_CONTROLS);
  expect(layout.pwned, `${where} ran a name as script`).toBeUndefined();
}

/**
 * How far the closing quote after the name in `quoted` ("Review “…”") sits from the name's last visible mark, as
 * drawn: the screenshot between the name's left edge and the quote's is scanned for its rightmost inked column (the
 * ellipsis's, when the name is cut; the blank a cut leaves inside the name's box counts as gap). Also whether the
 * quote is on the name's line, and whether the name is cut.
 */
async function quoteGap(page: Page, quoted: Locator) {
  const boxes = await quoted.evaluate((element) => {
    const name = element.querySelector('.name-text');
    const text = name?.firstElementChild;
    const after = name?.nextSibling;
    if (!name || !text || !after?.textContent?.startsWith('”'))
      throw new Error(`no quoted name in ${element.outerHTML.slice(0, 200)}`);
    const range = document.createRange();
    range.setStart(after, 0);
    range.setEnd(after, 1);
    const quote = range.getBoundingClientRect();
    const shown = text.getBoundingClientRect();
    const middle = (quote.top + quote.bottom) / 2;
    return {
      left: shown.left,
      top: shown.top,
      height: shown.height,
      quoteLeft: quote.left,
      sameLine: middle > shown.top && middle < shown.bottom,
      cut: text.scrollWidth > text.clientWidth + 1,
    };
  });
  if (!boxes.sameLine) return { px: Number.NaN, sameLine: false, cut: boxes.cut };
  const clip = { x: boxes.left, y: boxes.top, width: boxes.quoteLeft - boxes.left, height: boxes.height };
  const png = await page.screenshot({ clip, scale: 'css' });
  // Decoded in the page (no PNG decoder among the dependencies); a blob, so no content policy is involved.
  const inkedColumns = await page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      // The line's top row, above the glyphs, is the background.
      const background = [data[0]!, data[1]!, data[2]!];
      const inked = (x: number, y: number) => {
        const at = (y * width + x) * 4;
        return background.reduce((sum, value, channel) => sum + Math.abs(value - data[at + channel]!), 0) > 120;
      };
      for (let x = width - 1; x >= 0; x--) for (let y = 0; y < height; y++) if (inked(x, y)) return x + 1;
      return 0;
    },
    [...png],
  );
  return { px: clip.width - inkedColumns, sameLine: boxes.sameLine, cut: boxes.cut };
}

describe.each(WIDTHS)('hostile names at %i px wide', (width) => {
  const primary = () => `/deployments/${server.fixtures.deployments.primary}`;
  /** At the desktop width nothing may scroll sideways; at the phone width names may add nothing to the page. */
  const allowedFor = (path: string) => (width >= 1024 ? Promise.resolve(0) : plainWidth(path, width));

  it('never widen, spoof or script the deployment pages', async () => {
    const page = await openAs(width);
    const pages: [string, string, () => Promise<unknown>][] = [
      ['/deployments', 'the deployments list', () => page.getByRole('table', { name: 'Deployments' }).waitFor()],
      [primary(), 'the primary deployment', () => page.getByRole('heading', { level: 1, name: LONG }).waitFor()],
      [`${primary()}/environments`, 'the environments', () => page.getByRole('table').first().waitFor()],
      [`${primary()}/branches`, 'the branches', () => page.getByRole('table', { name: 'Branches' }).waitFor()],
      [`${primary()}/versions`, 'the versions', () => page.getByRole('heading', { level: 1, name: 'Versions' }).waitFor()],
      [
        `/deployments/${server.fixtures.deployments.secondary}`,
        'the secondary deployment',
        () => page.getByRole('heading', { level: 1, name: 'Lab gnp.exe' }).waitFor(),
      ],
    ];
    for (const [path, where, ready] of pages) {
      await page.goto(path);
      await ready();
      await expectSafe(page, where, await allowedFor(path));
    }
    // The switcher is bounded, whatever the names it lists.
    const switcher = page.getByRole('combobox', { name: 'Deployment' });
    expect((await switcher.boundingBox())!.width).toBeLessThanOrEqual(width);
    // The spoofed name reads in its real order in the switcher, and the console's own crumb text stays around it.
    await expect.poll(() => switcher.locator('option').allTextContents()).toContain('Lab gnp.exe');
    if (width === 1440) await checkA11y(page, 'the secondary deployment with a spoofed name');
  });

  it('never widen, spoof or script the workbook pages and dialogs', async () => {
    const { workbooks, folders } = server.fixtures;
    const page = await openAs(width);
    const wb = (id: number) => `${primary()}/workbooks/${id}`;

    await page.goto(`${primary()}/workbooks`);
    await page.getByRole('link', { name: 'Lab gnp.exe' }).waitFor();
    await expectSafe(page, 'the workbook list', await allowedFor(`${primary()}/workbooks`));
    // A zero-width name shows as a visible "(unnamed)", and the script name is text.
    await expect.poll(() => page.getByText('(unnamed)').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: SCRIPT }).waitFor();

    await page.goto(`${primary()}/workbooks?folder=${folders.editable}`);
    await page.getByRole('navigation', { name: 'Folder' }).getByText(LONG).waitFor();
    await expectSafe(
      page,
      'a folder with a 10,000-character name',
      await allowedFor(`${primary()}/workbooks?folder=${folders.editable}`),
    );

    await page.goto(`${primary()}/workbooks?tab=shared`);
    await page.getByRole('link', { name: LONG }).first().waitFor();
    await expectSafe(page, 'the shared workspace', await allowedFor(`${primary()}/workbooks?tab=shared`));

    await page.goto(wb(workbooks.atRoot));
    await page.getByRole('heading', { level: 1, name: LONG }).waitFor();
    // The trail names the workbook (and its deployment) as the headings do, each cut to one line: names never make
    // a crumb grow, nor, at the desktop width, the trail leave its line.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => trail.locator('[aria-current="page"]').textContent()).toBe(LONG);
    expect(await trail.getByRole('link', { name: LONG }).count()).toBe(1);
    const crumbHeights = await trail
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(Math.max(...crumbHeights)).toBeLessThan(1.5 * Math.min(...crumbHeights));
    if (width >= 1024) expect((await trail.boundingBox())!.height).toBeLessThan(1.5 * Math.min(...crumbHeights));
    const longPage = await allowedFor(wb(workbooks.atRoot));
    await expectSafe(page, 'a workbook with a 10,000-character name', longPage);
    const title = await page.title();
    expect(title.length).toBeLessThan(200);
    expect(title).toMatch(/ · Workbooks · Switchboard$/);
    // The tab's title holds the name as the page shows it: no bidi control of its own, and no isolate added.
    expect(title).not.toMatch(BIDI_CONTROLS);

    await page.getByRole('button', { name: 'Clone', exact: true }).click();
    const clone = page.getByRole('dialog');
    await clone.waitFor();
    await expectSafe(page, 'the clone dialog of a long name', longPage);
    await clone.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Compare with…' }).click();
    await page.getByRole('dialog').getByRole('list', { name: 'Workbooks to compare with' }).waitFor();
    await expectSafe(page, 'the compare-with dialog', longPage);
    await page.keyboard.press('Escape');

    await page.goto(wb(workbooks.inEditableFolder));
    expect(await (await onePageHeading(page)).textContent()).toBe('Lab gnp.exe');
    expect(await page.title()).toBe('Lab gnp.exe · Workbooks · Switchboard');
    // The owner has no visible first name: "(unnamed)", then the e-mail in its real order.
    await expect.poll(() => page.locator('.wb-meta dd').first().textContent()).toMatch(/^\(unnamed\) \(amoc\.live@b\d\)$/);
    await expectSafe(page, 'a workbook with a spoofed name', await allowedFor(wb(workbooks.inEditableFolder)));

    await page.goto(wb(workbooks.inReadOnlyFolder));
    await page.getByRole('heading', { level: 1, name: '(unnamed)' }).waitFor();
    await expectSafe(page, 'a workbook whose name has no visible characters', await allowedFor(wb(workbooks.inReadOnlyFolder)));

    await page.goto(`${wb(workbooks.atRoot)}/compare/${workbooks.inEditableFolder}`);
    await expect.poll(() => pageHeading(page).textContent()).toBe(`Review “${LONG}”`);
    expect(await pageHeading(page).count()).toBe(1);
    expect(await page.getByText(/^Beside its source/).textContent()).toMatch(/^Beside its source Lab gnp\.exe\. Open the/);
    await expectSafe(page, 'the clone review', await allowedFor(`${wb(workbooks.atRoot)}/compare/${workbooks.inEditableFolder}`));
    if (width === 1440) await checkA11y(page, 'the clone review with hostile names');
    await page.screenshot({ path: `${ARTIFACTS}/hostile-review-${width}.png` });
  });

  it('puts the closing quote right after a name, cut or whole, in the heading and in the crumb', async () => {
    const { workbooks } = server.fixtures;
    const page = await openAs(width);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const reviews: [clone: number, source: number, name: string, cut: boolean][] = [
      [workbooks.atRoot, workbooks.inEditableFolder, LONG, true],
      [workbooks.inEditableFolder, workbooks.atRoot, 'Lab gnp.exe', false],
    ];
    for (const [clone, source, name, cut] of reviews) {
      await page.goto(`${primary()}/workbooks/${clone}/compare/${source}`);
      await expect.poll(() => pageHeading(page).textContent()).toBe(`Review “${name}”`);
      await expect.poll(() => trail.locator('[aria-current="page"]').textContent()).toBe(`Review “${name}”`);
      for (const [where, quoted] of [
        ['heading', pageHeading(page)],
        ['crumb', trail.locator('[aria-current="page"]')],
      ] as const) {
        const gap = await quoteGap(page, quoted);
        const label = `${name.slice(0, 12)}… in the ${where} at ${width} px`;
        expect(gap.cut, `${label}: cut`).toBe(cut);
        expect(gap.sameLine, `${label}: the quote on the name's line`).toBe(true);
        expect(gap.px, `${label}: gap before the closing quote`).toBeGreaterThanOrEqual(-1);
        expect(gap.px, `${label}: gap before the closing quote`).toBeLessThanOrEqual(4);
      }
      await page.screenshot({ path: `${ARTIFACTS}/hostile-quote-${cut ? 'cut' : 'whole'}-${width}.png` });
    }
  });

  it('never widen, spoof or script the audit log, its charts and its detail', async () => {
    const page = await openAs(width);
    await page.goto('/audit');
    const table = page.getByRole('table', { name: 'Audit events' });
    const details = table.getByRole('button', { name: /^Details: Logged in stneve by amoc\.live@b/ });
    await details.waitFor();
    // The charts are drawn in their own render after the table's first rows: check them too.
    await page.getByRole('region', { name: 'Top events' }).waitFor();
    const auditPage = await allowedFor('/audit');
    await expectSafe(page, 'the audit log', auditPage);
    await page.screenshot({ path: `${ARTIFACTS}/hostile-audit-${width}.png`, fullPage: true });

    await details.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The console's own words around the names keep their order: "Only “…” events", "Only events by …".
    await dialog.getByRole('button', { name: 'Only “Logged in stneve” events' }).waitFor();
    await dialog.getByRole('button', { name: 'Only events by amoc.live@b' }).waitFor();
    await expectSafe(page, 'the audit detail of a spoofed event', auditPage);
    await page.keyboard.press('Escape');

    await table.getByRole('button', { name: /^Details: W{100}/ }).click();
    await page.getByRole('dialog').waitFor();
    await expectSafe(page, 'the audit detail of a 10,000-character event', auditPage);
    if (width === 1440) await checkA11y(page, 'the audit detail with hostile names');
  });
});
