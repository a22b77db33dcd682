// Runs only the dashboard bench: `npx tsx test/bench/dashboard/run.ts` (CHROME_PATH overrides /usr/bin/chromium).
import { runDashboardBench } from './index';

const figures = await runDashboardBench({ chromiumPath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(34)} ${value}`);
