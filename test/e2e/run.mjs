// `npm run test:e2e [-- <file filter>]`: builds the console, makes sure Chromium is there, then runs the browser tests.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from '../support/chromium.mjs';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromePath = ensureChromium();
console.log(`[e2e] Chromium: ${chromePath}`);
if (process.env.E2E_SKIP_BUILD !== '1') run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROME_PATH: chromePath,
});
