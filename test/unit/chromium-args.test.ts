// The browser tests and the bench launch Chromium with a `--disable-features` of their own, which replaces the one
// Playwright passes (Chromium keeps the last). This checks that ours still repeats every feature the installed
// Playwright turns off, so a Playwright upgrade that adds one cannot be silently undone.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES, chromiumArgs } from '../support/chromium.mjs';

/** Playwright's own list, read from its installed code (the array assigned to `disabledFeatures`). */
function playwrightDisabledFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const source = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    if (list) return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  }
  throw new Error('Playwright’s list of disabled Chromium features was not found in playwright-core/lib');
}

describe('Chromium launch arguments', () => {
  it('turn off every feature Playwright turns off, in the one --disable-features Chromium will keep', () => {
    const disableFlags = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(disableFlags).toHaveLength(1);
    const ours = disableFlags[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining(playwrightDisabledFeatures()));
    expect(ours).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
    expect(ours).toContain('WebUIOmniboxPopup');
  });
});
