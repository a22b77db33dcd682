// `npm run bench`: builds the console, measures each figure against a baseline taken in the same run,
// prints them and writes test/bench/results.json. Never fails on timings; it reports.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { ensureChromium } from '../support/chromium.mjs';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad, measureLibraryBaseline } from './bundle';
import { measureAuditSeeding } from './audit-seed';
import { runAuditExportBench } from './audit-export';
import { runLoadBench } from './load';

type Figures = Record<string, number | string | boolean>;
const results: Record<string, Figures> = {};
// Two decimals: the dashboard ratios are compared against 1.25.
const round = (value: number) => Math.round(value * 100) / 100;

function print(section: string, figures: Figures) {
  results[section] = figures;
  console.log(`\n${section}`);
  for (const [name, value] of Object.entries(figures))
    console.log(`  ${name.padEnd(34)} ${typeof value === 'number' ? round(value) : value}`);
}

// `--load`: only the sandbox load section; `--quick`: 3 s per endpoint instead of 10.
const loadOnly = process.argv.includes('--load');
const loadSeconds = process.argv.includes('--quick') ? 3 : 10;
if (loadOnly) {
  print(`Sandbox under load: ${loadSeconds} s per endpoint, 16 clients on loopback`, await runLoadBench(loadSeconds));
  process.exit(0);
}

const chromiumPath = ensureChromium();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// `--audit`: only the audit export section (after the build), for working on it.
if (process.argv.includes('--audit')) {
  print('Audit export, 300,000 events in Chromium vs a bare fetch of the same body', await runAuditExportBench(chromiumPath));
  process.exit(0);
}

const firstLoad = await measureFirstLoad(chromiumPath);
const baseline = await measureLibraryBaseline();
print('First-load JavaScript (gzip KB)', {
  'sign-in': firstLoad.signInKb,
  'deployments list': firstLoad.deploymentsListKb,
  'sign-in then list': firstLoad.signInThenListKb,
  'baseline: react+router+query+zod': baseline,
  'over baseline (list)': firstLoad.deploymentsListKb - baseline,
  budget: FIRST_LOAD_BUDGET_KB,
  'within budget': Math.max(firstLoad.signInKb, firstLoad.deploymentsListKb) <= FIRST_LOAD_BUDGET_KB,
});

print('Sandbox seeding', await measureAuditSeeding());

print('Audit export, 300,000 events in Chromium vs a bare fetch of the same body', await runAuditExportBench(chromiumPath));

const dashboardBench = 'test/bench/dashboard/index.ts';
if (existsSync(dashboardBench)) {
  const { runDashboardBench } = (await import('./dashboard/index')) as {
    runDashboardBench: (opts: { chromiumPath: string }) => Promise<Figures>;
  };
  print('Dashboard preview, 300 widgets vs bare react-grid-layout (ms, medians)', await runDashboardBench({ chromiumPath }));
}

print(`Sandbox under load: ${loadSeconds} s per endpoint, 16 clients on loopback`, await runLoadBench(loadSeconds));

writeFileSync('test/bench/results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
console.log('\nWrote test/bench/results.json');
