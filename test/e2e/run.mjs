// `npm run test:e2e [-- <file filter>]`: builds the console, makes sure Chromium is there, then runs the browser tests
// in both sandbox dialects (`spec` and `reference`, one vitest project each, files of both running side by side; see
// vitest.config.ts). `E2E_DIALECT=spec|reference` runs one only.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from '../support/chromium.mjs';

const DIALECTS = ['spec', 'reference'];

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

const only = process.env.E2E_DIALECT;
if (only !== undefined && !DIALECTS.includes(only)) {
  console.error(`[e2e] E2E_DIALECT must be one of ${DIALECTS.join(', ')}, got "${only}"`);
  process.exit(2);
}

const chromePath = ensureChromium();
console.log(`[e2e] Chromium: ${chromePath}`);
if (process.env.E2E_SKIP_BUILD !== '1') {
  const status = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
}

console.log(`[e2e] Sandbox dialect${only ? `: ${only}` : `s: ${DIALECTS.join(' and ')}`}`);
process.exit(
  run('npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts', ...process.argv.slice(2)], {
    ...process.env,
    CHROME_PATH: chromePath,
  }),
);
