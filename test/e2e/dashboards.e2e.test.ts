import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedOnly } from '../fixtures/dashboards/layouts';
import { checkA11y, startServer, useBrowser, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** `#config=<base64url>` for a JSON value, the way the preview page writes share links. */
function configFragment(value: unknown): string {
  return `config=${Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')}`;
}

interface SeededLayout {
  rowHeight?: number | null;
  margin?: number[] | null;
  containerPadding?: number[] | null;
}

async function seededWorkbook(): Promise<{ id: number; publishedDashboard: { config: { layout?: SeededLayout | null } } }> {
  const { primary } = server.fixtures.deployments;
  const res = await server.api<{ id: number; publishedDashboard: { config: { layout?: SeededLayout | null } } }>(
    `/api/v1/deployments/${primary}/workbooks/${server.fixtures.workbooks.inEditableFolder}`,
    { key: server.fixtures.keys.admin },
  );
  expect(res.status).toBe(200);
  expect(res.body.publishedDashboard).toBeTruthy();
  return res.body;
}

/** react-grid-layout's pixel formula (calcGridItemPosition), written out independently of the console's code. */
function formula(
  box: { x: number; y: number; w: number; h: number },
  grid: { width: number; cols: number; rowHeight: number; margin: [number, number]; padding: [number, number] },
) {
  const colWidth = (grid.width - grid.margin[0] * (grid.cols - 1) - grid.padding[0] * 2) / grid.cols;
  const left = Math.round((colWidth + grid.margin[0]) * box.x + grid.padding[0]);
  const top = Math.round((grid.rowHeight + grid.margin[1]) * box.y + grid.padding[1]);
  const width = Math.round((colWidth + grid.margin[0]) * (box.x + box.w) + grid.padding[0]) - left - grid.margin[0];
  const height = Math.round((grid.rowHeight + grid.margin[1]) * (box.y + box.h) + grid.padding[1]) - top - grid.margin[1];
  return { left, top, width, height };
}

function pair(value: number[] | null | undefined, fallback: [number, number]): [number, number] {
  if (!value || value.length === 0 || value[0] === undefined) return fallback;
  return [value[0], value[1] ?? value[0]];
}

/** Each top-level widget's grid box (from its "Show layout" badge) and its rendered box relative to the canvas. */
async function readCanvas(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLElement>('[data-dashboard-canvas]')!;
    const origin = canvas.getBoundingClientRect();
    const items = [...canvas.querySelectorAll<HTMLElement>(':scope > .react-grid-layout > [data-widget-id]')];
    return {
      breakpoint: canvas.dataset.breakpoint,
      cols: Number(canvas.dataset.cols),
      width: Number(canvas.dataset.width),
      items: items.map((item) => {
        const rect = item.getBoundingClientRect();
        const badge = item.querySelector(':scope > [data-layout-badge]')?.textContent ?? '';
        const match = /x (-?\d+), y (-?\d+), w (-?\d+), h (-?\d+)/.exec(badge);
        return {
          id: item.dataset.widgetId,
          box: match ? { x: Number(match[1]), y: Number(match[2]), w: Number(match[3]), h: Number(match[4]) } : null,
          rect: { left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height },
        };
      }),
    };
  });
}

describe('dashboard preview in the browser', () => {
  it('shows a seeded workbook’s dashboard at each breakpoint with every widget where the formula puts it', async () => {
    const workbook = await seededWorkbook();
    const layout = workbook.publishedDashboard.config.layout ?? {};
    const margin = pair(layout.margin, [10, 10]);
    const padding = pair(layout.containerPadding, margin);
    const rowHeight = layout.rowHeight ?? 150;
    const page = await browser.newPage(server.baseURL, { viewport: { width: 1500, height: 900 } });
    await page.goto(`/preview?layout=1&zoom=100#${configFragment(workbook)}`);
    await page.getByText(/^Detected: Workbook/).waitFor();
    await checkA11y(page, 'the dashboard preview of a seeded workbook');

    for (const bp of ['lg', 'md', 'sm', 'xs', 'xxs']) {
      await page.getByRole('radiogroup', { name: 'Breakpoint' }).getByRole('radio', { name: bp, exact: true }).click();
      await expect.poll(() => page.locator('[data-dashboard-canvas]').getAttribute('data-breakpoint')).toBe(bp);
      // Every widget where the formula puts it, once the grid has placed them for the new breakpoint (react-grid-layout
      // moves items after the canvas says its breakpoint): the list of misplaced sides must become empty.
      const misplaced = async () => {
        const canvas = await readCanvas(page);
        expect(canvas.items.length).toBeGreaterThan(3);
        const wrong: string[] = [];
        for (const item of canvas.items) {
          expect(item.box, `grid box of ${item.id} at ${bp}`).not.toBeNull();
          const expected = formula(item.box!, { width: canvas.width, cols: canvas.cols, rowHeight, margin, padding });
          for (const side of ['left', 'top', 'width', 'height'] as const) {
            const off = Math.abs(item.rect[side] - expected[side]);
            if (off > 0.5) wrong.push(`${item.id} ${side} off by ${off.toFixed(1)} px`);
          }
        }
        return wrong;
      };
      await expect.poll(misplaced, { message: `widgets misplaced at ${bp}` }).toEqual([]);
    }
  });

  it('runs an HTML report inside its sandboxed frame, isolated from the console', async () => {
    const workbook = await seededWorkbook();
    const page = await browser.newPage(server.baseURL, { viewport: { width: 1500, height: 900 } });
    await page.goto(`/preview#${configFragment(workbook)}`);
    await page.getByText(/^Detected: Workbook/).waitFor();
    // Cards are drawn only near the viewport: bring the report's widget into view first.
    await page
      .getByRole('group', { name: /Notes from finance|Finance notes/ })
      .first()
      .scrollIntoViewIfNeeded();
    const frameElement = page.getByTitle(/^HTML report:/).first();
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
    // The report's own markup is drawn inside the frame (the console's CSP would block a srcdoc frame's scripts)...
    const frame = page.frameLocator('iframe[title^="HTML report:"]').first();
    await frame.getByRole('heading', { name: 'Quarter close' }).waitFor();
    // ...in an opaque origin: the frame cannot read the console's storage, where the key lives.
    const origin = await frameElement.evaluate((element) => {
      try {
        return (element as HTMLIFrameElement).contentWindow!.location.origin;
      } catch {
        return 'opaque';
      }
    });
    expect(origin).toBe('opaque');
  });

  it('draws a Vega chart as an image made in a worker, under the console’s content policy', async () => {
    const workbook = await seededWorkbook();
    const page = await browser.newPage(server.baseURL, { viewport: { width: 1500, height: 900 } });
    await page.goto(`/preview#${configFragment(workbook)}`);
    await page.getByText(/^Detected: Workbook/).waitFor();
    const chart = page.getByRole('img', { name: 'Chart: Revenue by month' }).first();
    await chart.scrollIntoViewIfNeeded();
    const image = chart.locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    // Decoded and drawn at the widget's size, not a broken image.
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
  });

  it('switches tabs by mouse and by keyboard and keeps the open tab in the URL', async () => {
    const workbook = await seededWorkbook();
    const page = await browser.newPage(server.baseURL);
    await page.goto(`/preview#${configFragment(workbook)}`);
    // Widget bodies render as they come near the viewport: bring the first container into view.
    const container = page.locator('[data-dashboard-canvas] [data-widget-type="CONTAINER"]').first();
    await container.scrollIntoViewIfNeeded();
    const tablist = container.getByRole('tablist').first();
    await tablist.waitFor();
    const tabs = tablist.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).search).toMatch(/tab_[^=]+=/);
    expect(new URL(page.url()).hash).toMatch(/^#config=/);

    await tabs.first().click();
    await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await checkA11y(page, 'the dashboard preview with a second tab open');
  });

  it('renders a pasted config and opens its share link', async () => {
    const page = await browser.newPage(server.baseURL);
    await page.goto('/preview');
    await page.getByRole('heading', { level: 1, name: 'Dashboard preview' }).waitFor();
    await checkA11y(page, 'the empty preview page');
    await page.getByRole('textbox', { name: 'Dashboard JSON' }).fill(JSON.stringify(derivedOnly));
    await page.getByRole('button', { name: 'Preview' }).click();
    const canvas = page.getByRole('region', { name: 'Dashboard: Derived only' });
    await canvas.waitFor();
    expect(await canvas.locator('[data-widget-id]').count()).toBe(4);
    const shareLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(shareLink).toContain('/preview#config=');
    await checkA11y(page, 'the preview of a pasted config');

    const shared = await browser.newPage(server.baseURL);
    await shared.goto(shareLink);
    await shared.getByRole('region', { name: 'Dashboard: Derived only' }).waitFor();
    expect(await shared.getByRole('textbox', { name: 'Dashboard JSON' }).inputValue()).toBe(JSON.stringify(derivedOnly));
  });
});
