import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on a 2-core machine one file at a time, with the
    // other core idle. The files share nothing (each server test starts its own sandbox, each UI test its own DOM),
    // so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'test/unit/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'ui',
          // jsdom, except in files of pure logic marked `// @vitest-environment node` (see test/support/setup-dom.ts).
          environment: 'jsdom',
          // Each file still gets a fresh global scope and module graph, but in a VM context inside a kept process,
          // rather than a new process that loads jsdom, React and the testing libraries again: the project took half
          // the time and CPU (96 s against 196 s alone on the 2-core machine). The server project stays on forks:
          // better-sqlite3 is a native module, and several of its files failed in VM contexts.
          pool: 'vmForks',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/setup-dom.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
