// Dashboard preview speed (issues 5 and 12): a generated 300-widget dashboard against a bare react-grid-layout page of
// 300 plain boxes at the same layout; the clone review (two such dashboards side by side at one scale) against two bare
// grids in one page; and a zoom change (Fit <-> 100%, a transform) against the bare grid re-rendered at the new width.
// Measured in the same Chromium in the same run. Reports medians; asserts nothing.
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
import { median } from '../median';

// At least 7 runs (15 by default: single runs vary by a frame or two on a small machine); DASHBOARD_BENCH_RUNS raises
// (or, for quick local checks, lowers) it.
const RUNS = Math.max(1, Number(process.env.DASHBOARD_BENCH_RUNS) || 15);
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');

const PAGES = ['dashboard', 'bare', 'review', 'bare-review', 'zoom', 'bare-zoom'] as const;
type PageName = (typeof PAGES)[number];

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
      rollupOptions: {
        input: Object.fromEntries(PAGES.map((name) => [name, join(here, `pages/${name}.html`)])),
      },
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

/** Two figures per page: mount and lg -> sm, or (zoom pages) Fit -> 100% and 100% -> Fit. */
interface PageFigures {
  first: number;
  second: number;
}

async function measure(browser: Browser, url: string, zoom: boolean): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench !== undefined);
    // Both pages are measured from rest: the page's own start-up (script evaluation, parsing the config) is done.
    await page.evaluate(() => (window.__bench as BenchApi).quiet());
    const mount = await page.evaluate(() => (window.__bench as BenchApi).mount());
    await page.evaluate(() => (window.__bench as BenchApi).quiet());
    if (!zoom) {
      const breakpoint = await page.evaluate(() => (window.__bench as BenchApi).toBreakpoint('sm'));
      return { first: mount, second: breakpoint };
    }
    const toActual = await page.evaluate(() => (window.__bench as BenchApi).toZoom!('actual'));
    await page.evaluate(() => (window.__bench as BenchApi).quiet());
    const toFit = await page.evaluate(() => (window.__bench as BenchApi).toZoom!('fit'));
    return { first: toActual, second: toFit };
  } finally {
    await context.close();
  }
}

/** Medians of both figures for a page and its baseline, taken alternately (neither page gets the warmer slot). */
async function comparePair(
  browser: Browser,
  origin: string,
  page: PageName,
  baseline: PageName,
  zoom: boolean,
): Promise<{ page: PageFigures; baseline: PageFigures }> {
  // One warm-up of each page (disk cache, JIT).
  await measure(browser, `${origin}/${page}.html`, zoom);
  await measure(browser, `${origin}/${baseline}.html`, zoom);
  const ours: PageFigures[] = [];
  const bare: PageFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? [page, baseline] : [baseline, page];
    for (const which of order) (which === page ? ours : bare).push(await measure(browser, `${origin}/${which}.html`, zoom));
  }
  const medians = (figures: PageFigures[]) => ({
    first: median(figures.map((f) => f.first)),
    second: median(figures.map((f) => f.second)),
  });
  return { page: medians(ours), baseline: medians(bare) };
}

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
    const single = await comparePair(browser, served.origin, 'dashboard', 'bare', false);
    const review = await comparePair(browser, served.origin, 'review', 'bare-review', false);
    const zoom = await comparePair(browser, served.origin, 'zoom', 'bare-zoom', true);
    return {
      runs: RUNS,
      widgets: 300,
      'mount to settled: dashboard': round(single.page.first),
      'mount to settled: bare grid': round(single.baseline.first),
      'mount ratio (goal <= 1.25)': round(single.page.first / single.baseline.first),
      'lg -> sm: dashboard': round(single.page.second),
      'lg -> sm: bare grid': round(single.baseline.second),
      'breakpoint ratio (goal <= 1.25)': round(single.page.second / single.baseline.second),
      'review mount: two dashboards': round(review.page.first),
      'review mount: two bare grids': round(review.baseline.first),
      'review mount ratio (goal <= 1.1)': round(review.page.first / review.baseline.first),
      'review lg -> sm: two dashboards': round(review.page.second),
      'review lg -> sm: two bare grids': round(review.baseline.second),
      'review breakpoint ratio (goal <= 1.1)': round(review.page.second / review.baseline.second),
      'fit -> 100%: dashboard (transform)': round(zoom.page.first),
      'fit -> 100%: bare grid at new width': round(zoom.baseline.first),
      'fit -> 100% ratio': round(zoom.page.first / zoom.baseline.first),
      '100% -> fit: dashboard (transform)': round(zoom.page.second),
      '100% -> fit: bare grid at new width': round(zoom.baseline.second),
      '100% -> fit ratio': round(zoom.page.second / zoom.baseline.second),
    };
  } finally {
    await browser?.close();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await rm(outDir, { recursive: true, force: true });
  }
}
