// Dashboard preview speed (issue 5): a generated 300-widget dashboard against a bare react-grid-layout page of 300
// plain boxes at the same layout, measured in the same Chromium in the same run. Reports medians; asserts nothing.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import type { BenchApi } from './pages/settle';

// At least 7 runs (15 by default: single runs vary by a frame or two on a small machine); DASHBOARD_BENCH_RUNS raises
// (or, for quick local checks, lowers) it.
const RUNS = Math.max(1, Number(process.env.DASHBOARD_BENCH_RUNS) || 15);
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');

async function buildPages(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(here, 'pages'),
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: { '@': join(repoRoot, 'src') } },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: { dashboard: join(here, 'pages/dashboard.html'), bare: join(here, 'pages/bare.html') } },
    },
  });
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    stat(file)
      .then((info) => {
        if (!info.isFile()) throw new Error('not a file');
        res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
      })
      .catch(() => res.writeHead(404).end());
  });
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolveServer({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

interface PageFigures {
  mount: number;
  breakpoint: number;
}

async function measure(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench !== undefined);
    // Both pages are measured from rest: the page's own start-up (script evaluation, parsing the config) is done.
    await page.evaluate(() => (window.__bench as BenchApi).quiet());
    const mount = await page.evaluate(() => (window.__bench as BenchApi).mount());
    await page.evaluate(() => (window.__bench as BenchApi).quiet());
    const breakpoint = await page.evaluate(() => (window.__bench as BenchApi).toBreakpoint('sm'));
    return { mount, breakpoint };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number) => Math.round(value * 100) / 100;

export async function runDashboardBench(opts: { chromiumPath: string }): Promise<Record<string, number | string>> {
  const outDir = await mkdtemp(join(tmpdir(), 'switchboard-dashboard-bench-'));
  let server: Server | null = null;
  let browser: Browser | null = null;
  try {
    await buildPages(outDir);
    const served = await serve(outDir);
    server = served.server;
    browser = await chromium.launch({
      executablePath: opts.chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // One warm-up of each page (disk cache, JIT), then alternate which page goes first so neither gets the warmer slot.
    await measure(browser, `${served.origin}/dashboard.html`);
    await measure(browser, `${served.origin}/bare.html`);
    const dashboard: PageFigures[] = [];
    const bare: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? (['dashboard', 'bare'] as const) : (['bare', 'dashboard'] as const);
      for (const which of order) {
        const figures = await measure(browser, `${served.origin}/${which}.html`);
        (which === 'dashboard' ? dashboard : bare).push(figures);
      }
    }
    const dashboardMount = median(dashboard.map((f) => f.mount));
    const bareMount = median(bare.map((f) => f.mount));
    const dashboardBreakpoint = median(dashboard.map((f) => f.breakpoint));
    const bareBreakpoint = median(bare.map((f) => f.breakpoint));
    return {
      runs: RUNS,
      widgets: 300,
      'mount to settled: dashboard': round(dashboardMount),
      'mount to settled: bare grid': round(bareMount),
      'mount ratio (goal <= 1.25)': round(dashboardMount / bareMount),
      'lg -> sm: dashboard': round(dashboardBreakpoint),
      'lg -> sm: bare grid': round(bareBreakpoint),
      'breakpoint ratio (goal <= 1.25)': round(dashboardBreakpoint / bareBreakpoint),
    };
  } finally {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await rm(outDir, { recursive: true, force: true });
  }
}
