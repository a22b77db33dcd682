import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, ensureChromium } from '../../support/chromium.mjs';

let server: BrowserServer | undefined;

/** One browser for the whole run; every test file connects to it and opens its own context (see useBrowser). */
export async function setup(project: TestProject) {
  const executablePath = process.env.CHROME_PATH ?? ensureChromium();
  server = await chromium.launchServer({ executablePath, args: chromiumArgs, headless: true });
  project.provide('browserWsEndpoint', server.wsEndpoint());
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string;
  }
}
