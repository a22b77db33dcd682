import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { analyzePage } from './axe';
import { dialectFromEnv } from './server';

/**
 * Where screenshots go (git-ignored): a folder per sandbox dialect, as both dialects run at once and their files write
 * screenshots of the same names.
 */
export const ARTIFACTS = `test/e2e/artifacts/${dialectFromEnv()}`;
/** The widths the console is looked at: a desktop and a phone. */
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

export interface BrowserHandle {
  /** A fresh page (tab) per call, in the file's context for `baseURL`; closed after the test. */
  newPage(baseURL: string, options?: { viewport?: { width: number; height: number } }): Promise<Page>;
}

const DEFAULT_VIEWPORT = { width: 1366, height: 900 };

/**
 * Connects this test file to its dialect's browser. Every page opened gets a screenshot under
 * test/e2e/artifacts/<dialect>/ when its test fails, and its console errors are kept for the failure message.
 *
 * A file's pages share one browser context per server: a new context costs about 2.5 s of CPU more than a new tab
 * (its renderer, its network state, and the console's scripts fetched and compiled again with no cache), a third of
 * the suite's CPU on two cores. A test still starts clean: a new tab has its own sessionStorage (where the key is
 * kept) and its own colour scheme and viewport, and after each test the console's origin forgets its localStorage (a
 * remembered key, a chosen theme) and cookies.
 */
export function useBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  const contexts = new Map<string, Promise<SharedContext>>();
  let opened: { page: Page; consoleErrors: string[] }[] = [];

  function contextFor(baseURL: string): Promise<SharedContext> {
    let shared = contexts.get(baseURL);
    if (!shared) {
      if (!browser) throw new Error('useBrowser(): the browser is not connected yet (call newPage inside a test)');
      shared = openShared(browser, baseURL);
      contexts.set(baseURL, shared);
    }
    return shared;
  }

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  // Here rather than in onTestFailed: vitest calls that after the afterEach hooks, when the pages are closed.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS, { recursive: true });
      const name = `${basename(task.file.name, '.e2e.test.ts')}-${task.fullTestName}`.replace(/[^a-z0-9]+/gi, '-').slice(0, 150);
      for (const [index, { page, consoleErrors }] of opened.entries()) {
        const path = `${ARTIFACTS}/${name}${opened.length > 1 ? `-${index + 1}` : ''}.png`;
        await page.screenshot({ path, fullPage: true }).catch(() => undefined);
        if (consoleErrors.length) console.error(`[e2e] console errors in "${task.name}":\n${consoleErrors.join('\n')}`);
      }
    }
    await Promise.all(opened.map(({ page }) => page.close().catch(() => undefined)));
    opened = [];
    for (const [baseURL, shared] of contexts) await forgetOrigin(await shared, baseURL);
  });
  afterAll(async () => {
    for (const shared of contexts.values()) await (await shared).context.close().catch(() => undefined);
    await browser?.close();
  });

  return {
    async newPage(baseURL, options) {
      const page = await (await contextFor(baseURL)).context.newPage();
      if (options?.viewport) await page.setViewportSize(options.viewport);
      const consoleErrors: string[] = [];
      opened.push({ page, consoleErrors });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
      return page;
    },
  };
}

/** A file's context for one server, with a blank tab kept for the DevTools session that clears its origin. */
interface SharedContext {
  context: BrowserContext;
  devtools: CDPSession;
}

async function openShared(browser: Browser, baseURL: string): Promise<SharedContext> {
  const context = await browser.newContext({ baseURL, viewport: DEFAULT_VIEWPORT });
  // about:blank: no document of the console's, and the tab stays open so the session does.
  const devtools = await context.newCDPSession(await context.newPage());
  return { context, devtools };
}

/** Clears what the origin keeps beyond a tab (localStorage, IndexedDB, cookies, caches), so the next test starts clean. */
async function forgetOrigin({ context, devtools }: SharedContext, baseURL: string) {
  await context.clearCookies();
  await devtools.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' });
}

/** Impacts that fail a page: axe's "minor" findings are left to review. */
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

/**
 * Runs axe on what the page shows now; fails on moderate, serious or critical violations, naming each.
 * `knownModerate` names moderate rules a page is known to break and not yet fixed, each call saying why: only those
 * rules' moderate findings are let through there, never a serious one.
 */
export async function checkA11y(page: Page, where: string, { knownModerate = [] }: { knownModerate?: readonly string[] } = {}) {
  const results = await analyzePage(page);
  const serious = results.violations.filter(
    (violation) =>
      FAILING_IMPACTS.has(violation.impact ?? '') && !(violation.impact === 'moderate' && knownModerate.includes(violation.id)),
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe on ${where}`).toEqual([]);
}

/**
 * Leaves the page's tab signed in with `key` the way the sign-in page does (the key in sessionStorage, see
 * src/api/credentials.ts), without walking through that page: one page load and one key check less per test, so
 * call it before the page's first `goto`. Written before the first script of the tab's first document, once: a
 * sign-out later in the test stays signed out across reloads, as after a real sign-in. The sign-in page itself is
 * walked by `signIn` (foundation, audit, faults, workbooks, hostile names).
 */
export async function storeKeyAsSignedIn(page: Page, key: string) {
  await page.addInitScript((apiKey) => {
    // Frames (reports, apps) have their own documents and no business with the key.
    if (window !== window.top) return;
    try {
      if (sessionStorage.getItem('switchboard.e2e.keyStored') !== null) return;
      sessionStorage.setItem('switchboard.e2e.keyStored', '1');
      sessionStorage.setItem('switchboard.apiKey', apiKey);
    } catch {
      // about:blank and opaque origins have no storage of the console's.
    }
  }, key);
}

/** Signs in through the sign-in page, as an admin would, and waits to leave it. */
export async function signIn(page: Page, key: string, options: { from?: string } = {}) {
  await page.goto(options.from ?? '/sign-in');
  if (!page.url().includes('/sign-in')) await page.waitForURL(/\/sign-in/);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}
