import { mkdirSync } from 'node:fs';
import type { Frame, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  VIEWPORTS,
  chartMarkers,
  watchChartMarkers,
  checkA11y,
  dialectFromEnv,
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
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/** Writes what the page shows now (the viewport, as a person sees it) to test/e2e/artifacts/<name>.png. */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}

/** The page at its top, then scrolled to the top of its (first) dashboard, once the cards there are drawn. */
async function screenshots(page: Page, name: string, canvases = 1): Promise<void> {
  await screenshot(page, name);
  await page
    .locator('[data-dashboard-canvas]')
    .first()
    .evaluate((canvas) => {
      // Just below the sticky top bar, which would otherwise cover the dashboard's first row.
      const bar = document.querySelector('.topbar')?.getBoundingClientRect().height ?? 0;
      window.scrollBy(0, canvas.getBoundingClientRect().top - bar - 8);
    });
  await dashboardDrawn(page, canvases);
  await screenshot(page, `${name}-dashboard`);
  // A phone opens the dashboard at a narrow breakpoint, one card per row, so its first chart may be below the fold.
  // Cards far out of view are not drawn, so scroll down the dashboard (the window, or the pane it scrolls in) until a
  // chart is there or the end is reached, then bring the chart in.
  await page
    .locator('[data-dashboard-canvas]')
    .first()
    .evaluate(async (canvas) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let scroller: Element | null = canvas.parentElement;
      while (
        scroller &&
        !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight)
      )
        scroller = scroller.parentElement;
      const target = scroller ?? document.scrollingElement ?? document.documentElement;
      while (!canvas.querySelector('.dash-vega')) {
        const before = target.scrollTop;
        target.scrollBy(0, Math.min(target.clientHeight, window.innerHeight) / 2);
        await frame();
        if (target.scrollTop === before) break;
      }
    });
  await page.locator('[data-dashboard-canvas] .dash-vega').first().scrollIntoViewIfNeeded();
  await dashboardDrawn(page, canvases);
  // Charts are images drawn in a worker, so CSS cannot restyle them: each must have been drawn for this scheme.
  const drawnFor = await page
    .locator('[data-dashboard-canvas] .dash-vega[data-scheme]')
    .evaluateAll((charts) => charts.map((chart) => (chart as HTMLElement).dataset.scheme));
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  expect(drawnFor.length, `charts drawn on ${name}`).toBeGreaterThan(0);
  expect(new Set(drawnFor)).toEqual(new Set([scheme]));
}

/**
 * Turns the system scheme to `scheme` on the open page and brings the page back to its top, as it opens: the console
 * follows the scheme without a reload, and every chart drawn for the other scheme is drawn again (charts are images).
 */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  // Charts drawn before the switch: each must be marked again, over its image for the new scheme.
  const markedBefore = await page.locator('.dash-vega[data-scheme]').count();
  await watchChartMarkers(page);
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() => {
    for (const pane of document.querySelectorAll('*')) if (pane.scrollTop > 0) pane.scrollTop = 0;
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.locator(`[data-dashboard-canvas] .dash-vega[data-scheme]:not([data-scheme="${scheme}"])`).count(), {
      message: `charts still drawn for the other scheme than ${scheme}`,
    })
    .toBe(0);
  // The marker is only true if the image it marks is the one on screen (a chart once said dark over its light image).
  const markers = await chartMarkers(page);
  expect(markers.wrong, `charts marked ${scheme} over an image drawn for the other scheme`).toEqual([]);
  if (markedBefore > 0) expect(markers.seen, 'chart markers set after the switch').toBeGreaterThan(0);
  await expect
    .poll(() => page.locator(`.dash-theme-scope:not([data-scheme="${scheme}"])`).count(), {
      message: `dashboard themes still fitted to the other scheme than ${scheme}`,
    })
    .toBe(0);
}

const workbookPath = (id: number) => `/deployments/${server.fixtures.deployments.primary}/workbooks/${id}`;

async function openAs(size: keyof typeof SIZES, scheme: Scheme, path: string): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: SIZES[size] });
  // The theme toggle's default follows the system's scheme, as a first-time visitor's console does.
  await page.emulateMedia({ colorScheme: scheme });
  await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  await page.goto(path);
  return page;
}

/**
 * Waits until what the viewport shows of the dashboard is drawn: a card there, nothing in view still loading, every
 * chart in view an image. (Cards out of view skip layout, so their charts wait until they are scrolled to.)
 */
async function dashboardDrawn(page: Page, canvases = 1): Promise<void> {
  const canvas = page.locator('[data-dashboard-canvas]');
  await canvas.first().waitFor();
  await expect.poll(() => canvas.count()).toBe(canvases);
  await page.locator('[data-dashboard-canvas] .dash-card').first().waitFor();
  const pendingInView = () =>
    page.evaluate(() => {
      const inView = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
      };
      const busy = [...document.querySelectorAll('[data-dashboard-canvas] [aria-busy="true"]')].filter(inView);
      const undrawn = [...document.querySelectorAll('[data-dashboard-canvas] .dash-vega')].filter(
        // Marked once its image has loaded: an <img> alone may still be loading.
        (chart) => inView(chart) && !chart.hasAttribute('data-scheme'),
      );
      return busy.length + undrawn.length;
    });
  await expect.poll(pendingInView).toBe(0);
}

let reviewPath: string | undefined;
/** A clone of the finance workbook, made once through the console's own clone dialog; its review page's path. */
async function cloneReview(): Promise<string> {
  if (reviewPath) return reviewPath;
  const page = await openAs('desktop', 'light', `/deployments/${server.fixtures.deployments.primary}/workbooks`);
  await page.getByRole('table', { name: 'Workbooks' }).getByRole('button', { name: 'Clone Quarterly revenue review' }).click();
  await page
    .getByRole('dialog', { name: 'Clone “Quarterly revenue review”' })
    .getByRole('button', { name: 'Clone', exact: true })
    .click();
  await page.waitForURL(/\/workbooks\/\d+\/compare\/\d+$/);
  reviewPath = new URL(page.url()).pathname;
  await page.close();
  return reviewPath;
}

interface SeededWorkbook {
  name?: string;
  publishedDashboard: { reportSnapshots: { kind?: string; spec?: unknown }[] };
}

/** The finance workbook as the API answers it. */
async function seededWorkbook(): Promise<SeededWorkbook> {
  const res = await server.api<SeededWorkbook>(`/api/v1${workbookPath(server.fixtures.workbooks.inEditableFolder)}`, {
    key: server.fixtures.keys.admin,
  });
  expect(res.status).toBe(200);
  expect(res.body.name).toBe('Quarterly revenue review');
  return res.body;
}

interface SeededWidget {
  id?: string;
  config: { widgets?: SeededWidget[] };
}

/** The widget with this id, wherever it sits in the workbook's dashboard (containers, tabs). */
function widgetIn(workbook: SeededWorkbook, id: string): SeededWidget {
  const search = (value: unknown): SeededWidget | undefined => {
    if (Array.isArray(value)) return value.map(search).find(Boolean);
    if (value === null || typeof value !== 'object') return undefined;
    if ((value as SeededWidget).id === id && 'config' in value) return value as SeededWidget;
    return Object.values(value).map(search).find(Boolean);
  };
  const found = search(workbook.publishedDashboard);
  expect(found, `the seeded widget ${id}`).toBeTruthy();
  return found!;
}

const previewOf = (workbook: SeededWorkbook) =>
  `/preview#config=${Buffer.from(JSON.stringify(workbook), 'utf8').toString('base64url')}`;

async function previewPath(): Promise<string> {
  return previewOf(await seededWorkbook());
}

/** r + g + b of a computed `rgb(…)` colour: near 765 is light, near 0 dark. */
function sumOfRgb(color: string): number {
  const [r = 0, g = 0, b = 0] = color.match(/\d+/g)!.map(Number);
  return r + g + b;
}

/** The mean relative luminance (0 black … 1 white) of what is on screen where `element` is. */
async function meanLuminance(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  const blank = await page.context().newPage();
  const luminance = await blank.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4)
      sum += (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255;
    return sum / (pixels.length / 4);
  }, png);
  await blank.close();
  return luminance;
}

/** The APP dashboard's frame (served by the frame host), once its document has been written. */
async function appFrame(page: Page): Promise<Frame> {
  const element = await page.getByTitle('App: Customer health app').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the app’s iframe has no frame');
  return frame;
}

/**
 * Looks at the page in light, then in dark (the system scheme turns without a reload: nothing was chosen with the
 * toggle, so the console follows it, as at dusk): its dashboards drawn for the scheme, screenshots, axe. Ends in light.
 * With `walk`, also the checks phone-and-themes' walk makes on every route (that walk leaves this page to this file):
 * no sideways scroll, and on a phone no control under 44 px.
 */
async function lookInBothSchemes(
  page: Page,
  size: keyof typeof SIZES,
  name: string,
  what: string,
  { canvases = 1, walk = false } = {},
) {
  const { width, height } = SIZES[size];
  for (const scheme of SCHEMES) {
    const tag = `${width}x${height}-${scheme}`;
    if (scheme !== SCHEMES[0]) await switchScheme(page, scheme);
    await dashboardDrawn(page, canvases);
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    await screenshots(page, `${name}-${tag}`, canvases);
    if (walk) {
      expect(await sidewaysOverflow(page), `${what} (${tag}) scrolls sideways by`).toBeLessThanOrEqual(0);
      if (size === 'phone') expect(await smallTargets(page), `${what} (${tag}): controls under 44 px`).toEqual([]);
    }
    await checkA11y(page, `${what} (${tag})`);
  }
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
}

/** What the console asked the sandbox since its request log was last cleared (the test's own calls left out). */
async function consoleRequests(): Promise<string[]> {
  return (await server.requests()).filter((r) => !r.fromTest).map((r) => `${r.method} ${r.path}`);
}

describe('dashboards as an admin sees them', () => {
  it('runs the seeded APP dashboard: its own scripts and styles draw in the frame, which cannot reach the console', async () => {
    const page = await openAs('desktop', 'light', workbookPath(server.fixtures.workbooks.app));
    const app = page.frameLocator('iframe[title="App: Customer health app"]');
    // Written by app.js from data.js, both delivered from app.files: the frame itself may fetch nothing.
    await app.getByText('Healthy accounts: 4 of 6').waitFor();
    await app.getByRole('listitem').filter({ hasText: 'Globex (Enterprise)' }).waitFor();
    // styles.css applied: the bars have the app's own colours.
    const bar = app.locator('.bar.good').first();
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(21, 128, 61)');
    // The app's own page (in its sandboxed frame) has a banner and a main landmark, unnamed like the console's, and an
    // h1, after which the console's "Manifest" (h3) skips a level: axe reads landmarks and headings across frames, and
    // the app's HTML is the workbook's, not the console's to change.
    await checkA11y(page, 'the APP dashboard', { knownModerate: ['landmark-unique', 'heading-order'] });

    const frame = await appFrame(page);
    const reach = await frame.evaluate(async () => {
      const attempt = (read: () => unknown) => {
        try {
          read();
          return 'reached';
        } catch {
          return 'blocked';
        }
      };
      return {
        parentDocument: attempt(() => window.parent.document.title),
        topStorage: attempt(() => window.top!.sessionStorage.length),
        ownStorage: attempt(() => window.localStorage.length),
        cookies: attempt(() => document.cookie),
        network: await fetch('/api/v1/deployments').then(
          () => 'reached',
          () => 'blocked',
        ),
        origin: window.origin,
      };
    });
    expect(reach).toEqual({
      parentDocument: 'blocked',
      topStorage: 'blocked',
      ownStorage: 'blocked',
      cookies: 'blocked',
      network: 'blocked',
      origin: 'null',
    });
  });

  it('draws a Markdown table in a TEXT widget as a table', async () => {
    const page = await openAs('desktop', 'light', workbookPath(server.fixtures.workbooks.inEditableFolder));
    await dashboardDrawn(page);
    const canvas = page.locator('[data-dashboard-canvas]');
    const table = canvas.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Owner' }) });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Metric', 'Owner', 'Refreshed']);
    await table.getByRole('row', { name: /ARR\s*RevOps\s*Hourly/ }).waitFor();
    expect(await canvas.getByText('| Metric | Owner | Refreshed |').count()).toBe(0);
  });

  it('draws an HTML report in the dark theme on its card, not on a white sheet', async () => {
    const page = await openAs('desktop', 'dark', workbookPath(server.fixtures.workbooks.inEditableFolder));
    await dashboardDrawn(page);
    const frame = page.getByTitle('HTML report: Notes from finance');
    await frame.scrollIntoViewIfNeeded();
    const report = page.frameLocator('iframe[title="HTML report: Notes from finance"]');
    await report.getByRole('heading', { name: 'Quarter close' }).waitFor();
    // The report's own text is light on the dark card: its page follows the console's scheme.
    const text = await report.locator('body').evaluate((body) => getComputedStyle(body).color);
    expect(sumOfRgb(text), `text colour ${text}`).toBeGreaterThan(3 * 160);
    // What is on screen where the frame is: mostly dark (a white sheet would be near 1).
    expect(await meanLuminance(page, frame)).toBeLessThan(0.35);
    await checkA11y(page, 'an HTML report in the dark theme');

    // The theme changes under the same frame: the report follows it without being loaded again.
    await frame.evaluate((element) => Object.assign(element, { markedBeforeThemeChange: true }));
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(async () => sumOfRgb(await report.locator('body').evaluate((body) => getComputedStyle(body).color)))
      .toBeLessThan(3 * 100);
    expect(await frame.evaluate((element) => 'markedBeforeThemeChange' in element)).toBe(true);
  });

  it('shows every card title in the Regions tab whole or cut with an ellipsis and its full text on hover', async () => {
    const page = await openAs('desktop', 'light', workbookPath(server.fixtures.workbooks.inEditableFolder));
    await dashboardDrawn(page);
    const regions = page.getByRole('tab', { name: 'Regions' });
    await regions.scrollIntoViewIfNeeded();
    await regions.click();
    const panel = page.getByRole('tabpanel', { name: 'Regions' });
    await panel.locator('[data-widget-id="w-stack"] .dash-card').first().waitFor();
    for (const id of ['w-churn', 'w-inner-ai']) await panel.locator(`[data-widget-id="${id}"] .dash-widget-title`).waitFor();
    const titles = await panel.locator('.dash-widget-title').evaluateAll((all) =>
      all.map((title) => {
        // The part of the title that its clipping ancestors (up to the canvas) let through.
        let visible = title.getBoundingClientRect();
        const full = visible;
        for (let box = title.parentElement; box && !box.matches('[data-dashboard-canvas]'); box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          const left = Math.max(visible.left, clip.left);
          const top = Math.max(visible.top, clip.top);
          visible = new DOMRect(
            left,
            top,
            Math.max(0, Math.min(visible.right, clip.right) - left),
            Math.max(0, Math.min(visible.bottom, clip.bottom) - top),
          );
        }
        const cut = title.scrollWidth > title.clientWidth + 1;
        return {
          text: title.textContent,
          shownHeight: visible.height,
          fullHeight: full.height,
          shownWidth: visible.width,
          fullWidth: full.width,
          cut,
          ellipsis: getComputedStyle(title).textOverflow === 'ellipsis',
          hover: title.getAttribute('title'),
        };
      }),
    );
    expect(titles.map((title) => title.text)).toEqual(expect.arrayContaining(['Churn by plan', 'Ask about regions']));
    for (const title of titles) {
      expect(title.shownHeight, `${title.text}: shown height`).toBeGreaterThanOrEqual(title.fullHeight - 1);
      expect(title.shownWidth, `${title.text}: shown width`).toBeGreaterThanOrEqual(title.fullWidth - 1);
      if (title.cut) expect({ ellipsis: title.ellipsis, hover: title.hover }).toEqual({ ellipsis: true, hover: title.text });
    }
    // The vertical stack is a named keyboard stop exactly while it scrolls (axe: scrollable-region-focusable); its
    // cards fit at this size, so it is neither a stop nor a group repeating its card's name.
    const stack = panel.locator('[data-widget-id="w-stack"] .dash-stack-vertical');
    expect(await stack.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(false);
    // The stack's size is read after layout, before the next paint: two frames on, it has been measured.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await stack.getAttribute('tabindex')).toBeNull();
    expect(await stack.getAttribute('aria-label')).toBeNull();
    await checkA11y(page, 'the Regions tab with its vertical stack');
  });

  it('opens the layout editor fitted to its pane, the widest grid not cut off on the right', async () => {
    const page = await openAs('desktop', 'light', `${workbookPath(server.fixtures.workbooks.inEditableFolder)}?mode=edit-layout`);
    const editor = page.getByRole('region', { name: /^Edit layout: / });
    await editor.waitFor();
    const zoom = editor.getByRole('radiogroup', { name: 'Zoom' });
    expect(await zoom.getByRole('radio', { name: /^Fit · \d+%$/ }).isChecked()).toBe(true);
    const shown = await editor.locator('.layout-editor-scroll').evaluate((scroll) => {
      const box = scroll.getBoundingClientRect();
      const items = [...scroll.querySelectorAll('[data-widget-id]')].map((item) => item.getBoundingClientRect().right);
      return {
        right: box.right,
        overflows: scroll.scrollWidth > scroll.clientWidth,
        items,
        scale: Number((scroll as HTMLElement).dataset.scale),
      };
    });
    expect(shown.scale).toBeLessThan(1);
    expect(shown.overflows).toBe(false);
    expect(shown.items.length).toBeGreaterThan(0);
    for (const right of shown.items) expect(right).toBeLessThanOrEqual(shown.right + 0.5);
    await zoom.getByRole('radio', { name: '100%' }).click();
    await expect.poll(() => editor.locator('.layout-editor-scroll').getAttribute('data-scale')).toBe('1');
    await checkA11y(page, 'the layout editor fitted to its pane');
  });

  // The workbook page and the clone review are looked at in tests of their own: together, at 1440×900 in the
  // reference dialect, they took more than the two minutes a test may take on this project's 2-core machine.
  for (const size of ['desktop', 'phone'] as const) {
    const { width, height } = SIZES[size];
    it(`shows the workbook page in the light and the dark theme at ${width}×${height}`, async () => {
      const page = await openAs(size, SCHEMES[0], workbookPath(server.fixtures.workbooks.inEditableFolder));
      await page.getByRole('heading', { level: 1, name: 'Quarterly revenue review' }).waitFor();
      await lookInBothSchemes(page, size, 'workbook', 'the workbook page', { walk: true });
    });

    it(`shows the clone review in the light and the dark theme at ${width}×${height}`, async () => {
      const page = await openAs(size, SCHEMES[0], await cloneReview());
      await page.getByRole('heading', { name: 'Clone checklist' }).waitFor();
      await lookInBothSchemes(page, size, 'clone-review', 'the clone review', { canvases: 2 });
    });
  }
});

/**
 * /preview draws the JSON pasted (here: put in its URL) into it and never calls the management API, and the workbook
 * the tests paste is the same in both dialects (the sandbox seeds one world; only a random publicId differs): the
 * dialect cannot change what these tests see, so they run in the spec dialect's run only. Each checks afterwards
 * that the page indeed sent no API request, so a preview that starts calling the API fails here first.
 */
if (dialectFromEnv() === 'spec') {
  describe('dashboards in the preview (spec dialect only: the page never calls the API)', () => {
    beforeEach(async () => {
      await server.clearRequests();
    });
    afterEach(async () => {
      expect(await consoleRequests(), 'API requests sent by /preview').toEqual([]);
    });

    it('draws an HTML report that declares no colour scheme and sets only dark text on a light sheet in the dark theme', async () => {
      const workbook = await seededWorkbook();
      const snapshot = workbook.publishedDashboard.reportSnapshots.find((each) => each.kind === 'html');
      expect(snapshot, 'the seeded HTML report').toBeTruthy();
      snapshot!.spec = '<style>body{color:#222}</style><h3>Plain page</h3><p>Dark text, no background of its own.</p>';
      const page = await openAs('desktop', 'dark', previewOf(workbook));
      await page.getByText(/^Detected: Workbook/).waitFor();
      const frame = page.getByTitle('HTML report: Notes from finance').first();
      await frame.scrollIntoViewIfNeeded();
      const report = page.frameLocator('iframe[title="HTML report: Notes from finance"]').first();
      await report.getByRole('heading', { name: 'Plain page' }).waitFor();
      expect(sumOfRgb(await report.locator('body').evaluate((body) => getComputedStyle(body).color))).toBeLessThan(3 * 80);
      // Behind that dark text the browser paints the page's own light canvas, not the dark card.
      expect(await meanLuminance(page, frame)).toBeGreaterThan(0.75);
      await checkA11y(page, 'an HTML report without a colour scheme in the dark theme');
    });

    it.each([
      ['fit', 1, false],
      ['do not fit', 8, true],
    ] as const)(
      'makes a vertical stack whose cards %s a named keyboard stop only if it scrolls',
      async (_fit, cards, scrolls) => {
        const workbook = await seededWorkbook();
        // The Regions tab's stack with its chart alone (it fills the stack) or that chart eight times (each keeps room for
        // its title and a line: more than the stack holds).
        const stack = widgetIn(workbook, 'w-stack');
        const chart = stack.config.widgets!.find((child) => child.id === 'w-churn')!;
        stack.config.widgets = Array.from({ length: cards }, (_, index) => ({
          ...chart,
          id: index ? `w-churn-${index}` : 'w-churn',
        }));
        const page = await openAs('desktop', 'light', previewOf(workbook));
        await page.getByText(/^Detected: Workbook/).waitFor();
        // Cards far below the fold are drawn once they come near it.
        await page.locator('[data-widget-id="w-tabs"]').scrollIntoViewIfNeeded();
        const regions = page.getByRole('tab', { name: 'Regions' }).first();
        await regions.scrollIntoViewIfNeeded();
        await regions.click();
        const panel = page.getByRole('tabpanel', { name: 'Regions' }).first();
        await panel.locator('[data-widget-id="w-churn"] .dash-widget-title').waitFor();
        const column = panel.locator('[data-widget-id="w-stack"] .dash-stack-vertical');
        expect(await column.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(scrolls);
        // The stack's size is read after layout, before the next paint: two frames on, it has been measured.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const stop = await column.evaluate((element) => ({
          tabIndex: element.tabIndex,
          role: element.role,
          named: !!element.ariaLabel,
        }));
        expect(stop).toEqual(scrolls ? { tabIndex: 0, role: 'group', named: true } : { tabIndex: -1, role: null, named: false });
        await column.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${ARTIFACTS}/stack-cards-${cards}.png` });
        // A stack that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
        await checkA11y(page, `the Regions tab with a vertical stack whose cards ${_fit}`);
      },
    );

    for (const size of ['desktop', 'phone'] as const) {
      const { width, height } = SIZES[size];

      it(`shows the preview of the workbook in the light and the dark theme at ${width}×${height}`, async () => {
        const page = await openAs(size, SCHEMES[0], await previewPath());
        await page.getByText(/^Detected: Workbook/).waitFor();
        await lookInBothSchemes(page, size, 'preview', 'the dashboard preview');
      });
    }
  });
}
