import { mkdirSync } from 'node:fs';
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

describe('the workbook page’s Details tabs on a phone', () => {
  for (const width of [VIEWPORTS.phone.width, 320]) {
    it(`shows the whole “Plan changes” card at ${width} px: inside the screen, nothing in it cut off, no sideways scroll`, async () => {
      const page = await browser.newPage(server.baseURL, { viewport: { width, height: VIEWPORTS.phone.height } });
      await storeKeyAsSignedIn(page, server.fixtures.keys.admin);
      const { deployments, workbooks } = server.fixtures;
      await page.goto(`/deployments/${deployments.primary}/workbooks/${workbooks.inEditableFolder}`);
      // Cards are drawn as they near the screen: the Details tabs first, then the card in their open tab.
      const details = page.locator('[data-dashboard-canvas] [data-widget-id="w-tabs"]');
      await details.scrollIntoViewIfNeeded();
      const card = details.getByRole('group', { name: 'Plan changes' });
      await card.scrollIntoViewIfNeeded();
      await card.locator('.dash-card .dash-chart-body').waitFor();
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/workbook-details-phone-${width}.png` });

      const fit = await card.evaluate((group) => {
        const edge = group.getBoundingClientRect().right;
        // The card clips what sticks out (overflow: hidden): anything past its right edge is cut off, not scrollable.
        const cut = [...group.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
          .map((element) => `${element.className || element.tagName}: ${element.textContent?.trim().slice(0, 40)}`);
        return {
          cardInsideScreen: edge <= window.innerWidth,
          cutOff: cut,
          sidewaysScroll: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(fit).toEqual({ cardInsideScreen: true, cutOff: [], sidewaysScroll: 0 });
      await checkA11y(page, `the workbook page at ${width} px`);
    });
  }
});
