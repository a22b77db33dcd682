import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedOnly } from '../fixtures/dashboards/layouts';
import { ARTIFACTS, VIEWPORTS, checkA11y, startServer, useBrowser, type RunningServer } from './support';

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const SCHEMES = ['light', 'dark'] as const;

/** A config none of whose widgets can be placed: no id, a position that is not a number, a type that is not a string. */
const unplaceable = {
  title: 'All broken',
  widgets: [
    { type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 } },
    { id: 'b', type: 'TEXT', position: { x: 0, y: 0, w: 'wide', h: 2 } },
    { id: 'c', type: 42, position: { x: 0, y: 0, w: 4, h: 2 } },
  ],
};

/** Two widgets of derivedOnly, and one between them that cannot be placed. */
const partly = {
  title: 'Partly broken',
  widgets: [
    derivedOnly.widgets[0],
    { id: 'bad', type: 'TEXT', position: { x: 4, y: 'top', w: 4, h: 2 } },
    derivedOnly.widgets[1],
  ],
};

/** A missing comma after line 3: the error is at line 4, column 3. */
const missingComma = '{\n  "title": "Sales",\n  "widgets": []\n  "layout": {}\n}';

/** Opens /preview at a viewport size in a colour scheme, pastes `text` into the JSON box and presses Preview. */
async function previewPasted(size: keyof typeof VIEWPORTS, text: string): Promise<Page> {
  const page = await browser.newPage(server.baseURL, { viewport: VIEWPORTS[size] });
  await page.emulateMedia({ colorScheme: SCHEMES[0] });
  await page.goto('/preview');
  await page.getByRole('heading', { level: 1, name: 'Dashboard preview' }).waitFor();
  await page.getByRole('textbox', { name: 'Dashboard JSON' }).fill(text);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  return page;
}

/** In each scheme: axe, then a screenshot of the viewport at the top of the result, as a person sees it. */
async function lookAt(page: Page, size: keyof typeof VIEWPORTS, name: string, what: string): Promise<void> {
  const { width, height } = VIEWPORTS[size];
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    await page.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/preview-${name}-${width}x${height}-${scheme}.png` });
    await checkA11y(page, `${what} (${width}×${height}, ${scheme})`);
  }
}

/** What must not be there when nothing valid can be drawn. */
async function expectNothingDrawn(page: Page): Promise<void> {
  expect(await page.locator('[data-dashboard-canvas]').count()).toBe(0);
  expect(await page.getByText('No layout warnings').count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'Share link' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Copy share link' }).count()).toBe(0);
}

describe('bad input on /preview', () => {
  for (const size of ['desktop', 'phone'] as const) {
    const { width, height } = VIEWPORTS[size];

    it(`lists why a config whose widgets cannot be placed draws nothing, at ${width}×${height}`, async () => {
      const page = await previewPasted(size, JSON.stringify(unplaceable, null, 2));
      const problems = page.getByRole('region', { name: 'Nothing to draw' });
      await problems.waitFor();
      expect(await problems.textContent()).toContain('No widget can be placed, so no dashboard is drawn.');
      for (const path of ['widgets[0].id', 'widgets[1].position.w', 'widgets[2].type'])
        expect(await problems.locator('code', { hasText: path }).count(), path).toBeGreaterThan(0);
      await expectNothingDrawn(page);
      // Nothing sideways: the list fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await lookAt(page, size, 'invalid-config', 'the preview of a config no widget of which can be placed');
    });

    it(`says where a JSON syntax error is and puts the caret there from the keyboard, at ${width}×${height}`, async () => {
      const page = await previewPasted(size, missingComma);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe("Line 4, column 3: Expected ',' or '}' after property value.");
      expect(await page.getByRole('textbox', { name: 'Dashboard JSON' }).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText(/^Detected:/).count()).toBe(0);
      await expectNothingDrawn(page);
      await lookAt(page, size, 'json-syntax-error', 'the preview of text that is not JSON');

      await page.getByRole('button', { name: 'Go to line 4, column 3' }).focus();
      await page.keyboard.press('Enter');
      const caret = await page.evaluate(() => {
        const box = document.activeElement;
        return box instanceof HTMLTextAreaElement
          ? [box.selectionStart, box.selectionEnd, box.value.slice(box.selectionStart)]
          : null;
      });
      const at = missingComma.indexOf('"layout"');
      expect(caret).toEqual([at, at, missingComma.slice(at)]);
    });
  }

  it('draws what it can of a config with a widget that cannot be placed, and says it was left out', async () => {
    const page = await previewPasted('desktop', JSON.stringify(partly, null, 2));
    const problems = page.getByRole('region', { name: '1 widget left out' });
    await problems.waitFor();
    expect(await problems.locator('code', { hasText: 'widgets[1].position.y' }).count()).toBe(1);
    const canvas = page.getByRole('region', { name: 'Dashboard: Partly broken' });
    await canvas.waitFor();
    expect(
      await canvas.locator('[data-widget-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-widget-id'))),
    ).toEqual(['a', 'b']);
    // Above the dashboard, and counted beside its layout warnings, named as problems.
    const [listBottom, canvasTop] = await Promise.all([
      problems.evaluate((el) => el.getBoundingClientRect().bottom),
      canvas.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(listBottom).toBeLessThan(canvasTop);
    await page.getByRole('button', { name: /^(\d+ layout warnings? and )?2 problems$/ }).waitFor();
    expect(await page.getByText('No layout warnings').count()).toBe(0);
    expect(
      await page.getByText('The link holds the input exactly as pasted: whoever opens it sees the same 2 problems.').count(),
    ).toBe(1);
    await lookAt(page, 'desktop', 'partly-invalid-config', 'the preview of a config with a widget left out');
  });

  it('finds the error of a CRLF file in the box, which shows it with LF line ends, and a value Chromium names only by its context', async () => {
    const page = await browser.newPage(server.baseURL);
    await page.goto('/preview');
    await page.getByLabel('JSON file').setInputFiles({
      name: 'windows.json',
      mimeType: 'application/json',
      buffer: Buffer.from(missingComma.replace(/\n/g, '\r\n'), 'utf8'),
    });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Line 4, column 3: Expected ',' or '}' after property value.");
    await page.getByRole('button', { name: 'Go to line 4, column 3' }).click();
    const rest = await page.evaluate(() => {
      const box = document.activeElement;
      return box instanceof HTMLTextAreaElement ? box.value.slice(box.selectionStart) : null;
    });
    expect(rest?.startsWith('"layout": {}')).toBe(true);

    // Chromium names an unexpected value by the text around it, without a position: it is found all the same.
    await page.getByRole('textbox', { name: 'Dashboard JSON' }).fill('{\n  "title": "Sales",\n  "widgets": undefined\n}');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => alert.textContent()).toBe('Line 3, column 14: Unexpected character "u".');
  });

  it('shows a calm empty state for an empty box, with no error', async () => {
    const page = await previewPasted('desktop', '');
    await page.getByText(/^Nothing to preview yet\./).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/Not a dashboard|Not valid JSON/).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    await lookAt(page, 'desktop', 'empty', 'the preview of an empty box');
  });
});
