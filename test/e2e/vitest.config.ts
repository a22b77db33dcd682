import { defineConfig } from 'vitest/config';

// One project per sandbox dialect (`E2E_DIALECT` picks one), each with its own browser and, per file, its own server.
const DIALECTS = ['spec', 'reference'] as const;
const only = process.env.E2E_DIALECT;
const dialects = DIALECTS.filter((dialect) => only === undefined || only === dialect);
const root = new URL('../..', import.meta.url).pathname;
// Files whose pages never call the API (/preview reads what is pasted into it, in the tab): the sandbox's dialect
// cannot change what they see, so they run once, against the spec dialect. Files that mix such pages with pages that
// call the API keep the API-free part to the spec run themselves (phone-and-themes, dashboard-look: see
// support/README.md).
const API_FREE = ['test/e2e/preview-input.e2e.test.ts'];

export default defineConfig({
  test: {
    root,
    // Two files at a time, from either dialect. A file waits mostly on its pages (the sandbox's latency, animations,
    // idle workers), not on the CPU, so two run in about the time of one. Files share nothing: each starts its own
    // server on a free port with an in-memory sandbox, opens its own browser contexts and writes its screenshots under
    // its dialect's folder (see ARTIFACTS in support/browser.ts).
    fileParallelism: true,
    maxWorkers: 2,
    projects: dialects.map((dialect) => ({
      test: {
        name: `e2e (${dialect} dialect)`,
        root,
        include: ['test/e2e/**/*.e2e.test.ts'],
        exclude: dialect === 'spec' ? [] : API_FREE,
        environment: 'node',
        env: { E2E_DIALECT: dialect },
        globalSetup: ['test/e2e/support/global-setup.ts'],
        // Two files share the cores, and other work may too: a test waits for what it needs (never for time), so a
        // generous limit only bounds a hung test. Likewise what a test polls for (a chart drawn in a worker, a list
        // settled) may take longer than vitest's default second; Playwright's own waits allow 30 s.
        testTimeout: 120_000,
        hookTimeout: 120_000,
        expect: { poll: { timeout: 15_000 } },
      },
    })),
  },
});
