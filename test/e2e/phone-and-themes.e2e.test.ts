import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  VIEWPORTS,
  chartMarkers,
  watchChartMarkers,
  checkA11y,
  sidewaysOverflow,
  smallTargets,
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

const SIZES = VIEWPORTS;
type Size = keyof typeof SIZES;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

interface Route {
  name: string;
  path: () => string;
  signedIn: boolean;
  /**
   * Pages that never call the management API (the sign-in page before a key is sent, /preview drawing what is pasted
   * into it): the sandbox's dialect cannot change what they show, so the walk looks at them in the spec dialect's run
   * only. Every other page is walked in both dialects.
   */
  apiFree?: boolean;
  /**
   * Looked at by another file with every check the walk makes (screenshots, sideways scroll, touch targets on a phone,
   * axe; in both schemes at both widths): the walk leaves it out rather than run axe on the same page twice.
   */
  walkedIn?: string;
  /** Pages that draw a dashboard: wait for its first card as well. */
  dashboard?: boolean;
}

const deployment = () => `/deployments/${server.fixtures.deployments.primary}`;
const ROUTES: Route[] = [
  { name: 'sign-in', path: () => '/sign-in', signedIn: false, apiFree: true },
  { name: 'preview', path: () => '/preview', signedIn: false, apiFree: true },
  { name: 'deployments', path: () => '/deployments', signedIn: true },
  { name: 'overview', path: deployment, signedIn: true },
  { name: 'environments', path: () => `${deployment()}/environments`, signedIn: true },
  { name: 'branches', path: () => `${deployment()}/branches`, signedIn: true },
  { name: 'versions', path: () => `${deployment()}/versions`, signedIn: true },
  { name: 'workbooks', path: () => `${deployment()}/workbooks`, signedIn: true },
  {
    name: 'workbook',
    path: () => `${deployment()}/workbooks/${server.fixtures.workbooks.inEditableFolder}`,
    signedIn: true,
    dashboard: true,
    walkedIn: 'dashboard-look.e2e.test.ts (the workbook page in both themes, at both widths)',
  },
  {
    name: 'compare',
    path: () =>
      `${deployment()}/workbooks/${server.fixtures.workbooks.inEditableFolder}/compare/${server.fixtures.workbooks.atRoot}`,
    signedIn: true,
    dashboard: true,
  },
  { name: 'audit', path: () => '/audit', signedIn: true },
  { name: 'not-found', path: () => '/no-such-page', signedIn: true },
];

/**
 * Opens a route in its own context with the system scheme given (the theme toggle follows it until a choice is made).
 * Signed-in routes get the admin key in session storage before the first script runs, as the sign-in page leaves it:
 * the sign-in page itself is walked as a route of its own.
 */
async function open(route: Route, size: Size, scheme: Scheme, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: SIZES[size] });
  await page.emulateMedia({ colorScheme: scheme });
  if (route.signedIn) await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  await prepare?.(page);
  await page.goto(route.path());
  await settled(page, route);
  return page;
}

/**
 * Turns the system scheme to `scheme` on an open page, as a person's system does at dusk: the console follows it
 * without a reload (nothing was chosen with the toggle). Waits until the console draws in it, charts included (they
 * are images drawn in a worker for one scheme, so each is drawn again).
 */
async function switchScheme(page: Page, route: Route, scheme: Scheme): Promise<void> {
  // Charts drawn before the switch: each must be marked again, over its image for the new scheme.
  const markedBefore = await page.locator('.dash-vega[data-scheme]').count();
  await watchChartMarkers(page);
  await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(() => page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')))
    .toBe(scheme);
  await expect
    .poll(() => page.locator(`.dash-vega[data-scheme]:not([data-scheme="${scheme}"])`).count(), {
      message: `${route.name}: charts still drawn for the other scheme`,
    })
    .toBe(0);
  const markers = await chartMarkers(page);
  expect(markers.wrong, `${route.name}: charts marked ${scheme} over an image drawn for the other scheme`).toEqual([]);
  if (markedBefore > 0) expect(markers.seen, `${route.name}: chart markers set after the switch`).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator(`.dash-theme-scope:not([data-scheme="${scheme}"])`).count(), {
      message: `${route.name}: dashboard themes still fitted to the other scheme`,
    })
    .toBe(0);
  await settled(page, route);
}

/**
 * The page's heading is shown and nothing in its main area is still loading (the audit log's charts included: its bar
 * lists are drawn a frame after the time chart, their place held meanwhile).
 */
async function settled(page: Page, route: Route): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (route.dashboard) await page.locator('[data-dashboard-canvas] .dash-card').first().waitFor();
  const loading = 'main .skeleton, main .state-loading, main table[aria-busy="true"], main .audit-charts-pending';
  await expect
    .poll(() => page.locator(loading).count(), {
      message: `${route.name} still loading`,
    })
    .toBe(0);
}

/**
 * Walks every route at one size, each in light then in dark: a page is looked at in both schemes (the switch needs no
 * reload, see `switchScheme`), with a screenshot, the sideways-scroll check, the touch-target check on a phone and axe.
 */
async function walk(size: Size) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const failures: string[] = [];
  // Three pages at a time: each has its own context (nothing shared), and two cores serve them all.
  const queue = ROUTES.filter((route) => !route.walkedIn && (!route.apiFree || server.dialect === 'spec'));
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const page = await open(route, size, SCHEMES[0]);
      for (const scheme of SCHEMES) {
        if (scheme !== SCHEMES[0]) await switchScheme(page, route, scheme);
        const where = `the ${route.name} page at ${SIZES[size].width} px in ${scheme} mode`;
        await page.screenshot({ path: `${ARTIFACTS}/walk-${size}-${scheme}-${route.name}.png`, fullPage: size === 'phone' });
        // Every route is checked before failing, so one run names every page that needs work.
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) failures.push(`${where} scrolls sideways by ${overflow} px`);
        const small = size === 'phone' ? await smallTargets(page) : [];
        if (small.length > 0) failures.push(`${where} has controls under 44 px: ${[...new Set(small)].join('; ')}`);
        await checkA11y(page, where).catch((error: unknown) => failures.push(String(error)));
      }
      await page.close();
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  expect(failures).toEqual([]);
}

// Up to eleven routes in two schemes, each with axe: on two shared cores a walk takes longer than one page's test.
const TIMEOUT = 400_000;

describe('every route at phone and desktop widths, in both themes', () => {
  it('fits 390 px in light and in dark mode (no sideways scroll) and passes axe in both', () => walk('phone'), TIMEOUT);
  it('passes axe at 1440 px in light and in dark mode', () => walk('desktop'), TIMEOUT);
});

/**
 * Before the page's scripts: records in `window.__drawnAt` every breakpoint a dashboard canvas is drawn at, from the
 * first (canvases added, and each change of their breakpoint with the value it replaced).
 */
async function recordBreakpointsDrawn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawnAt = new Set<string>();
    (window as unknown as { __drawnAt: Set<string> }).__drawnAt = drawnAt;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.oldValue) drawnAt.add(record.oldValue);
          const now = (record.target as Element).getAttribute('data-breakpoint');
          if (now) drawnAt.add(now);
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const canvases = [node, ...node.querySelectorAll('[data-dashboard-canvas]')];
          for (const canvas of canvases) {
            const breakpoint =
              canvas.getAttribute('data-dashboard-canvas') === null ? null : canvas.getAttribute('data-breakpoint');
            if (breakpoint) drawnAt.add(breakpoint);
          }
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-breakpoint'],
    });
  });
}

/** Whether `locator`'s element has the keyboard focus now. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The dialog's box lies inside the viewport (with its margin), and the page behind does not scroll sideways. */
async function expectFits(page: Page, dialog: Locator, where: string) {
  const box = await dialog.boundingBox();
  const { width, height } = page.viewportSize() ?? SIZES.phone;
  expect(box, where).not.toBeNull();
  expect(box!.x, `${where}: left edge`).toBeGreaterThanOrEqual(8);
  expect(box!.x + box!.width, `${where}: right edge`).toBeLessThanOrEqual(width - 8);
  expect(box!.y + box!.height, `${where}: bottom edge`).toBeLessThanOrEqual(height);
  expect(await sidewaysOverflow(page), `${where} scrolls sideways by`).toBeLessThanOrEqual(0);
}

describe('dialogs and the keyboard on a phone', () => {
  const phone = (path: string, prepare?: (page: Page) => Promise<void>) =>
    open({ name: path, path: () => path, signedIn: true }, 'phone', 'dark', prepare);

  it('fits the metadata token dialog and its claims to the screen, and gives focus back to its opener', async () => {
    const page = await phone(`${deployment()}/environments`);
    const opener = page.getByRole('button', { name: /^Create metadata token for / }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Create metadata token for / });
    await dialog.getByRole('textbox', { name: 'Security context (JSON object)' }).fill('{"tenantId": "acme-42"}');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const claims = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Claims' }) });
    await claims.getByText(/"tenantId": "acme-42"/).waitFor();
    // The claims box is as wide as the dialog allows, not a narrow column of wrapped characters.
    const claimsBox = await claims.locator('pre').boundingBox();
    expect(claimsBox?.width).toBeGreaterThan(250);
    // The expiry's exact time and its brackets stay together: no "(" left at the end of a line.
    expect(await dialog.locator('.token-expiry > .muted').evaluate((part) => part.getClientRects().length)).toBe(1);
    await expectFits(page, dialog, 'the token dialog at 390 px');
    await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-token-dialog.png` });
    await checkA11y(page, 'the token dialog at 390 px in dark mode');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
  });

  it('gives focus back to "Switch to …" after the version confirm is cancelled', async () => {
    const page = await phone(`${deployment()}/versions`);
    const opener = page.getByRole('button', { name: `Switch to ${server.fixtures.versions.older}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Switch to ${server.fixtures.versions.older}?` });
    await dialog.waitFor();
    await expectFits(page, dialog, 'the version confirm at 390 px');
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
  });

  it('gives focus back to the row’s "Clone" after the clone dialog closes, and "/" focuses the search', async () => {
    const page = await phone(`${deployment()}/workbooks`);
    const opener = page.getByRole('button', { name: 'Clone Quarterly revenue review' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clone “Quarterly revenue review”' });
    await dialog.waitFor();
    await expectFits(page, dialog, 'the clone dialog at 390 px');
    await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-clone-dialog.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);

    await page.keyboard.press('/');
    await expect.poll(() => focused(page.getByRole('searchbox', { name: 'Search workbooks' }))).toBe(true);
  });

  it('keeps an audit event’s Previous and Next in sight on a phone, and gives focus back to its "Details" on close', async () => {
    const page = await phone('/audit');
    const opener = page
      .getByRole('table', { name: 'Audit events' })
      .getByRole('button', { name: /^Details:/ })
      .first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectFits(page, dialog, 'an audit event’s details at 390 px');
    await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-audit-dialog.png` });
    // The event's facts fill more than the screen: Previous and Next are in sight from the start, not below them.
    const navInSight = await dialog.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('button')]
        .filter((button) => /^(Previous|Next) event$/.test(button.textContent?.trim() ?? ''))
        .map((button) => {
          const rect = button.getBoundingClientRect();
          return {
            name: button.textContent?.trim(),
            inSight: rect.top >= box.top && rect.bottom <= Math.min(box.bottom, innerHeight),
          };
        });
    });
    expect(navInSight).toEqual([
      { name: 'Previous event', inSight: true },
      { name: 'Next event', inSight: true },
    ]);
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    // Tabbing down to the last filter button scrolls it into view above that footer, not under it.
    await dialog.getByRole('button', { name: /^Only “.*” events$/ }).focus();
    await page.keyboard.press('Tab');
    const lastFilter = dialog.getByRole('button', { name: /^Only events by / });
    expect(await focused(lastFilter)).toBe(true);
    const [filterBox, footerBox] = await Promise.all([
      lastFilter.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      dialog
        .getByRole('button', { name: 'Next event' })
        .evaluate((element) => element.parentElement!.getBoundingClientRect().toJSON() as DOMRect),
    ]);
    expect(filterBox.bottom, 'the focused filter button’s bottom, against the footer’s top').toBeLessThanOrEqual(footerBox.top);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
  });

  it('opens the audit table’s column chooser inside the screen, at 390 px and at 1440 px, and unticks a column', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const where = `the column chooser at ${SIZES[size].width} px`;
      const page = await open({ name: 'audit', path: () => '/audit', signedIn: true }, size, 'dark');
      // The whole export in: rows and charts arriving above the chooser would move it while it is measured.
      await page
        .getByRole('status')
        .filter({ hasText: /^\d[\d,]* events$/ })
        .waitFor();
      const summary = page.getByText(/^Columns \(6 of 6\)$/);
      await summary.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('group', { name: 'Columns to show' });
      await panel.getByRole('button', { name: 'Show all columns' }).waitFor();
      // It opens in the page's flow (below the fold on a phone, as the table is): in view, it must fit the screen.
      await panel.scrollIntoViewIfNeeded();
      await expectFits(page, panel, where);
      await panel.getByRole('checkbox', { name: 'IP address' }).click();
      await page.waitForURL((url) => !!url.searchParams.get('cols') && !url.searchParams.get('cols')!.includes('ipAddress'));
      await page.getByText(/^Columns \(5 of 6\)$/).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await expectFits(page, panel, `${where}, a column unticked`);
      if (size === 'phone') await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-audit-columns.png` });
      await page.close();
    }
  });

  it('keeps the “Download ready” toasts off an open audit event’s links and buttons', async () => {
    const page = await phone('/audit');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const toast = page.locator('.toast').filter({ hasText: 'Download ready' });
    await toast.waitFor();
    // As when a person looks away: the toasts' timers pause, so the toast is still there when the boxes are read.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page
      .getByRole('table', { name: 'Audit events' })
      .getByRole('button', { name: /^Details:/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectFits(page, dialog, 'an audit event’s details beside a toast at 390 px');
    await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-audit-dialog-toast.png` });
    // Scrolled to its end, as a person reaches its last buttons: each control the dialog shows is clear of every toast.
    const covered = await page.evaluate(() => {
      const dialogElement = document.querySelector('[role="dialog"]')!;
      dialogElement.scrollTop = dialogElement.scrollHeight;
      const toasts = [...document.querySelectorAll('.toast')].map((element) => element.getBoundingClientRect());
      const dialogBox = dialogElement.getBoundingClientRect();
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.width > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      const controls = [...dialogElement.querySelectorAll('a, button, input, select, textarea')];
      const inView = controls.filter((element) => overlaps(element.getBoundingClientRect(), dialogBox));
      return {
        toasts: toasts.length,
        dialog: toasts.some((box) => overlaps(dialogBox, box)),
        nextEventShown: inView.some((element) => element.textContent?.trim() === 'Next event'),
        controls: inView
          .filter((element) => toasts.some((box) => overlaps(element.getBoundingClientRect(), box)))
          .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName),
      };
    });
    expect(covered).toEqual({ toasts: 1, dialog: false, nextEventShown: true, controls: [] });
  });

  it('opens dashboards at a breakpoint readable on a phone (not lg at a quarter size), in both compare panes alike', async () => {
    for (const route of ROUTES.filter((candidate) => candidate.dashboard)) {
      const page = await phone(route.path(), recordBreakpointsDrawn);
      const where = `the ${route.name} page at 390 px`;
      const canvases = page.locator('[data-dashboard-canvas]');
      const breakpoints = () =>
        canvases.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-breakpoint')));
      const scales = () =>
        page
          .locator('.dash-frame-caption, .wb-compare-scroll')
          .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-scale'))));
      // A pane picks its breakpoint once it has measured its width: read them until they have settled, not once.
      await expect
        .poll(breakpoints, { message: `${where}: one breakpoint in every pane, readable on a phone (not lg)` })
        .toSatisfy((shown: (string | null)[]) => shown.length > 0 && shown.every((bp) => bp === shown[0] && bp !== 'lg'));
      await expect
        .poll(scales, { message: `${where}: every pane drawn at half size or more` })
        .toSatisfy((drawn: number[]) => drawn.every((scale) => scale >= 0.5));
      const shown = await breakpoints();
      // Laid out once, at the breakpoint it opens at: never first at the widest and then again (a phone's cost).
      const drawn = await page.evaluate(() => [...(window as unknown as { __drawnAt: Set<string> }).__drawnAt]);
      expect(drawn, `${where}: every breakpoint a pane was drawn at`).toEqual([shown[0]]);
      // Not written to the URL: it is the default for this pane, and the picker still offers every breakpoint.
      expect(new URL(page.url()).searchParams.has('bp'), where).toBe(false);
      const picker = page.getByRole('radiogroup', { name: 'Breakpoint' }).first();
      await expect.poll(() => picker.getByRole('radio', { name: shown[0]! }).isChecked()).toBe(true);
      expect(await picker.getByRole('radio').count()).toBe(5);
      // The walk's full-page shot leaves cards below the fold unpainted (they skip rendering off screen): this one
      // shows the dashboard itself, its top just below the sticky top bar (scrolling it into view put its middle in
      // view, where no card was drawn yet), as a phone user reads it, once its first card is drawn.
      await canvases.first().evaluate((canvas) => {
        const bar = document.querySelector('.topbar')?.getBoundingClientRect().height ?? 0;
        window.scrollBy(0, canvas.getBoundingClientRect().top - bar - 8);
      });
      await canvases.first().locator('.dash-card .dash-widget-title').first().waitFor();
      await page.screenshot({ path: `${ARTIFACTS}/walk-phone-dark-${route.name}-dashboard.png` });
      await page.close();
    }
  });

  // Last: it switches the deployment's version, which the walk above and the cancelled confirm expect unchanged.
  it('keeps a toast off the page’s buttons: scrolled to the end, every button is clear of it', async () => {
    const { older } = server.fixtures.versions;
    const page = await phone(`${deployment()}/versions`);
    await page.getByRole('button', { name: `Switch to ${older}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Switch to ${older}` })
      .click();
    const toast = page.locator('.toast').filter({ hasText: `Deployment now on ${older}` });
    await toast.waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      const toastBox = document.querySelector('.toast')!.getBoundingClientRect();
      const overlaps = (box: DOMRect) =>
        box.width > 0 &&
        box.left < toastBox.right &&
        box.right > toastBox.left &&
        box.top < toastBox.bottom &&
        box.bottom > toastBox.top;
      return [...document.querySelectorAll('main button, main a, main input, main select')]
        .filter((element) => overlaps(element.getBoundingClientRect()))
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName);
    });
    expect(covered).toEqual([]);
  });
});
