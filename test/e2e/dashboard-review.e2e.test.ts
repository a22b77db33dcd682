import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, startServer, useBrowser, storeKeyAsSignedIn, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const DESKTOP = { width: 1440, height: 900 };
const workbookPath = (id: number) => `/deployments/${server.fixtures.deployments.primary}/workbooks/${id}`;

async function openAs(path: string): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: DESKTOP });
  await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
  await page.goto(path);
  return page;
}

interface Position {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface RawWidget {
  id: string;
  type: string;
  position: Position;
  responsiveLayouts?: Record<string, Position | null> | null;
}
interface RawConfig {
  widgets?: RawWidget[];
}
/** The single-workbook GET: its shape is the same in every sandbox dialect. */
interface RawWorkbook {
  name: string;
  dashboardDraft?: RawConfig | null;
  dashboardPublished?: RawConfig | null;
  publishedDashboard?: { config: RawConfig } | null;
}

async function readWorkbook(id: number): Promise<RawWorkbook> {
  const res = await server.api<RawWorkbook>(`/api/v1/deployments/${server.fixtures.deployments.primary}/workbooks/${id}`, {
    key: server.fixtures.keys.admin,
  });
  expect(res.status).toBe(200);
  return res.body;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the first dashboard on the page sits: its canvas, its pane, and every top-level item, in page pixels. */
async function measureDashboard(page: Page, index = 0) {
  return page.evaluate((which) => {
    const canvas = document.querySelectorAll<HTMLElement>('[data-dashboard-canvas]')[which]!;
    const scroll = canvas.closest<HTMLElement>('.dash-frame-scroll')!;
    const caption = canvas.closest('.dash-view')!.querySelector<HTMLElement>('[data-frame-width]')!;
    const rect = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
    };
    const items = [...canvas.querySelectorAll<HTMLElement>(':scope > .react-grid-layout > [data-widget-id]')];
    return {
      breakpoint: canvas.dataset.breakpoint,
      designWidth: Number(canvas.dataset.width),
      scale: Number(caption.dataset.scale),
      canvas: rect(canvas),
      pane: rect(scroll),
      paneOverflows: scroll.scrollWidth > scroll.clientWidth,
      items: items.map((item) => ({ id: item.dataset.widgetId!, ...rect(item) })),
    };
  }, index);
}

describe('a workbook’s dashboard at a glance', () => {
  it('opens at the widest breakpoint, fitted: no empty band above the first row and no card cut off on the right', async () => {
    const id = server.fixtures.workbooks.inEditableFolder;
    const page = await openAs(workbookPath(id));
    const canvas = page.locator('[data-dashboard-canvas]');
    await canvas.waitFor();
    await expect.poll(() => canvas.getAttribute('data-breakpoint')).toBe('lg');
    const picker = page.getByRole('radiogroup', { name: 'Breakpoint' });
    expect(await picker.getByRole('radio', { name: 'lg', exact: true }).isChecked()).toBe(true);
    const fit = page.getByRole('radiogroup', { name: 'Zoom' }).getByRole('radio', { name: /^Fit · \d+%$/ });
    expect(await fit.isChecked()).toBe(true);

    const shown = await measureDashboard(page);
    expect(shown.scale).toBeGreaterThan(0.3);
    expect(shown.scale).toBeLessThan(1);
    expect(await fit.evaluate((radio) => radio.closest('label')?.textContent)).toBe(`Fit · ${Math.round(shown.scale * 100)}%`);
    expect(shown.paneOverflows).toBe(false);
    expect(shown.canvas.right).toBeLessThanOrEqual(shown.pane.right + 0.5);
    const firstRow = Math.min(...shown.items.map((item) => item.top));
    // The first row starts right under the canvas's own padding (at most a few scaled pixels), not a band lower.
    expect(firstRow - shown.canvas.top).toBeLessThan(40 * shown.scale);
    for (const item of shown.items) {
      expect(item.left, `${item.id} left`).toBeGreaterThanOrEqual(shown.pane.left - 0.5);
      expect(item.right, `${item.id} right`).toBeLessThanOrEqual(shown.pane.right + 0.5);
    }
    // Card titles are names a person reads, never a type constant and an id.
    const names = await canvas
      .locator(':scope > .react-grid-layout > [data-widget-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
    for (const name of names) expect(name).not.toMatch(/^[A-Z_]+ [\w-]+$/);
    await checkA11y(page, 'a workbook’s dashboard fitted to its pane');

    // 100% is one click away and kept in the URL; the grid is the same, only no longer scaled.
    await page.getByRole('radiogroup', { name: 'Zoom' }).getByRole('radio', { name: '100%' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).toBe('100');
    await expect.poll(async () => (await measureDashboard(page)).scale).toBe(1);
    await fit.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).toBeNull();
  });

  it('lists layout warnings beside the breakpoint picker and shows the widget a chosen one names', async () => {
    const page = await openAs(`${workbookPath(server.fixtures.workbooks.apiWrittenLayout)}?positions=stored`);
    await page.locator('[data-dashboard-canvas]').waitFor();
    const count = page.getByRole('button', { name: /^\d+ layout warnings?$/ });
    await count.waitFor();
    // Beside the picker, in the dashboard's toolbar: within the first screen, not below the dashboard.
    const box = (await count.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(DESKTOP.height);
    await count.click();
    const list = page.getByRole('dialog', { name: /^Layout warnings \(\d+\) at lg$/ });
    await list.waitFor();
    await checkA11y(page, 'the layout warnings list');
    const choices = list.getByRole('button');
    expect(await choices.count()).toBeGreaterThan(0);
    const last = choices.last();
    const target = await last.evaluate((button) => button.closest('li')!.getAttribute('data-widget-id'));
    await last.click();
    await list.waitFor({ state: 'detached' });
    const widget = page.locator(`[data-dashboard-canvas] [data-widget-id="${target}"]`).first();
    await expect.poll(() => widget.getAttribute('data-outlined')).toBe('');
    const rect = (await widget.boundingBox())!;
    expect(rect.y).toBeLessThan(DESKTOP.height);
    expect(rect.y + rect.height).toBeGreaterThan(0);
    expect(await widget.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('compares the draft with what is published on the workbook’s page, and draws draft-only widgets after switching', async () => {
    const id = server.fixtures.workbooks.inEditableFolder;
    const raw = await readWorkbook(id);
    const published = raw.publishedDashboard?.config ?? raw.dashboardPublished ?? {};
    const draft = raw.dashboardDraft ?? {};
    const publishedIds = new Set((published.widgets ?? []).map((widget) => widget.id));
    const draftOnly = (draft.widgets ?? []).filter((widget) => !publishedIds.has(widget.id));
    const movedOrResized = (draft.widgets ?? []).filter((widget) => {
      const before = (published.widgets ?? []).find((other) => other.id === widget.id);
      return before && JSON.stringify(before.position) !== JSON.stringify(widget.position);
    });
    expect(draftOnly.length + movedOrResized.length).toBeGreaterThan(0);

    const page = await openAs(workbookPath(id));
    await page.locator('[data-dashboard-canvas]').waitFor();
    // Published → Draft in the page: the widgets only the draft has are drawn, not left empty.
    await page.getByRole('radiogroup', { name: 'Dashboard version' }).getByRole('radio', { name: 'Draft' }).click();
    for (const widget of draftOnly) {
      const item = page.locator(`[data-dashboard-canvas] [data-widget-id="${widget.id}"]`);
      await item.scrollIntoViewIfNeeded();
      await item.locator('.dash-card').waitFor();
    }

    await page.getByRole('button', { name: 'Compare with published' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe('published');
    const differences = page.getByRole('list', { name: 'Differences' });
    await differences.waitFor();
    // Each listed by the name its card shows (never by its id), in the row the widget's id marks.
    const row = (id: string) => differences.locator(`li[data-widget-id="${id}"]`);
    // The card's group is named "<its title> (added)".
    const cardName = async (id: string) =>
      ((await page.locator(`[data-dashboard-canvas] [data-widget-id="${id}"]`).last().getAttribute('aria-label')) ?? '').replace(
        / \(\w+\)$/,
        '',
      );
    for (const widget of draftOnly) {
      expect(await row(widget.id).textContent()).toMatch(new RegExp(`^Added: ${escapeRegExp(await cardName(widget.id))} — `));
    }
    for (const widget of movedOrResized) expect(await row(widget.id).textContent()).toMatch(/^(Moved|Resized|Changed): /);
    expect(await differences.textContent()).not.toMatch(new RegExp([...draftOnly, ...movedOrResized].map((w) => w.id).join('|')));
    // The draft pane highlights what was added; both panes highlight what moved.
    const draftPane = page.getByRole('region', { name: 'Draft dashboard', exact: true });
    const publishedPane = page.getByRole('region', { name: 'Published dashboard', exact: true });
    for (const widget of draftOnly) {
      expect(await draftPane.locator(`[data-widget-id="${widget.id}"]`).getAttribute('data-highlight')).toBe('added');
    }
    for (const widget of movedOrResized) {
      expect(await publishedPane.locator(`[data-widget-id="${widget.id}"]`).getAttribute('data-highlight')).toBeTruthy();
      expect(await draftPane.locator(`[data-widget-id="${widget.id}"]`).getAttribute('data-highlight')).toBeTruthy();
    }
    await checkA11y(page, 'the draft compared with the published dashboard');
  });
});

describe('the clone review', () => {
  it('draws both dashboards at one scale, so their widgets line up', async () => {
    const { inEditableFolder, atRoot } = server.fixtures.workbooks;
    const page = await openAs(`${workbookPath(inEditableFolder)}/compare/${atRoot}`);
    const canvases = page.locator('[data-dashboard-canvas]');
    await expect.poll(() => canvases.count()).toBe(2);
    await expect.poll(() => canvases.nth(0).getAttribute('data-breakpoint')).toBe('lg');
    // Measured once the fit is done: the panes are fitted a frame after the breakpoint is chosen.
    const measureBoth = async () => [await measureDashboard(page, 0), await measureDashboard(page, 1)] as const;
    let [left, right] = await measureBoth();
    await expect
      .poll(async () => {
        [left, right] = await measureBoth();
        return left.paneOverflows || right.paneOverflows || left.scale !== right.scale ? 'fitting' : 'fitted';
      })
      .toBe('fitted');
    expect(left.scale).toBeLessThan(1);
    expect(right.scale).toBe(left.scale);
    // Each canvas is drawn at its design width times that one scale (a grid unit is as wide in both), and fits its pane.
    for (const side of [left, right]) {
      expect(Math.abs(side.canvas.width - side.designWidth * left.scale)).toBeLessThanOrEqual(0.5);
    }
    expect(left.paneOverflows).toBe(false);
    expect(right.paneOverflows).toBe(false);
    const zoom = page.getByRole('radiogroup', { name: 'Zoom' });
    expect(await zoom.getByRole('radio', { name: `Fit · ${Math.round(left.scale * 100)}%` }).isChecked()).toBe(true);
    await checkA11y(page, 'the clone review at one scale');
  });

  it('keeps both canvases level when only one side has layout warnings, so a widget sits at the same place in both', async () => {
    const id = server.fixtures.workbooks.inEditableFolder;
    const raw = await readWorkbook(id);
    const published = raw.publishedDashboard?.config ?? raw.dashboardPublished;
    expect(published?.widgets?.length).toBeGreaterThan(0);
    // A draft written through the API with an empty band above one more widget: only the draft has a layout warning.
    const widgets = structuredClone(published!.widgets!);
    const bottom = Math.max(...widgets.map((widget) => widget.position.y + widget.position.h));
    widgets.push({ id: 'w-below-gap', type: 'TEXT', position: { x: 0, y: bottom + 6, w: 4, h: 2 } });
    const path = `/api/v1/deployments/${server.fixtures.deployments.primary}/workbooks/${id}/dashboard`;
    const write = (draft: unknown) =>
      server.api(path, { key: server.fixtures.keys.admin, method: 'PUT', body: { dashboardDraft: draft } });
    expect((await write({ ...published, widgets })).status).toBe(200);
    try {
      const page = await openAs(`${workbookPath(id)}?compare=published&positions=stored`);
      const publishedPane = page.getByRole('region', { name: 'Published dashboard', exact: true });
      const draftPane = page.getByRole('region', { name: 'Draft dashboard', exact: true });
      await publishedPane.getByRole('status').filter({ hasText: 'No layout warnings' }).waitFor();
      await draftPane.getByRole('button', { name: /^\d+ layout warnings?$/ }).waitFor();
      const shared = published!.widgets![0]!.id;
      const offsets = (pane: typeof draftPane) =>
        pane.evaluate((region, widgetId) => {
          const origin = region.getBoundingClientRect();
          const at = (element: Element) => {
            const rect = element.getBoundingClientRect();
            return { left: rect.left - origin.left, top: rect.top - origin.top };
          };
          return {
            canvas: at(region.querySelector('[data-dashboard-canvas]')!),
            widget: at(region.querySelector(`[data-dashboard-canvas] [data-widget-id="${widgetId}"]`)!),
          };
        }, shared);
      const [left, right] = [await offsets(publishedPane), await offsets(draftPane)];
      for (const key of ['canvas', 'widget'] as const) {
        expect(Math.abs(left[key].left - right[key].left), `${key} left`).toBeLessThanOrEqual(1);
        expect(Math.abs(left[key].top - right[key].top), `${key} top`).toBeLessThanOrEqual(1);
      }
      // The panes themselves start level too, so the two widgets are side by side on the page.
      const [a, b] = [(await publishedPane.boundingBox())!, (await draftPane.boundingBox())!];
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(1);
    } finally {
      expect((await write(raw.dashboardDraft ?? null)).status).toBe(200);
    }
  });
});
