import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: `e2e (${process.env.E2E_DIALECT ?? 'spec'} dialect)`,
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one file at a time keeps Chromium, the server and the test runner from starving each other.
    fileParallelism: false,
  },
});
