import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { useBrowser, storeKeyAsSignedIn, type BrowserHandle } from './browser';
import { startServer, type RunningServer, type StartServerOptions } from './server';

export interface ConsoleHandle {
  /**
   * The file's own server. Usable inside tests and hooks (it is started in `beforeAll`); reading it at the top level of
   * the file, before the server runs, throws.
   */
  server: RunningServer;
  browser: BrowserHandle;
  /** A fresh page at `path`, signed in with `key` (the admin's by default) as the sign-in page leaves it. */
  openAs: (path: string, key?: string) => Promise<Page>;
  /** The primary deployment's path in the console, e.g. `${primary()}/branches`. */
  primary: () => string;
}

/**
 * The set-up most browser test files share: a server of their own for the file (started before its first test,
 * stopped after its last, which in the reference dialect fails the file on requests outside the published API), the
 * run's browser, and signed-in pages.
 */
export function useConsole(options: StartServerOptions = {}): ConsoleHandle {
  const browser = useBrowser();
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer(options);
  });
  afterAll(async () => {
    await running?.stop();
  });

  // Test files name `server` once at the top and use it in their tests, after `beforeAll` has started it.
  const server = new Proxy({} as RunningServer, {
    get(_target, property) {
      if (!running) throw new Error('useConsole(): the server is not started yet (use it inside a test or hook)');
      return Reflect.get(running, property) as unknown;
    },
  });

  return {
    server,
    browser,
    async openAs(path, key = server.fixtures.keys.admin) {
      const page = await browser.newPage(server.baseURL);
      await storeKeyAsSignedIn(page, key);
      await page.goto(path);
      return page;
    },
    primary: () => `/deployments/${server.fixtures.deployments.primary}`,
  };
}
