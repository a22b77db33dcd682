import { readFileSync } from 'node:fs';
import { mkdirSync, mkdtempSync, writeFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs } from '../support/chromium.mjs';
import { startServer } from '../e2e/support/server';

export const FIRST_LOAD_BUDGET_KB = 131;

function gzipKb(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** Gzip size of every script the page fetched, read from dist/ so the figure does not depend on the server's encoding. */
function sizeOf(urls: Set<string>): number {
  let total = 0;
  for (const url of urls) total += gzipKb(readFileSync(join('dist', new URL(url).pathname)));
  return total;
}

/** The first load of sign-in and of the deployments list, as Chromium fetches them from the built console. */
export async function measureFirstLoad(chromiumPath: string) {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(server.baseURL) && new URL(url).pathname.endsWith('.js')) scripts.add(url);
    });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const signIn = sizeOf(scripts);
    const signInFiles = scripts.size;
    const signInOnly = new Set(scripts);
    await page.getByLabel('API key', { exact: true }).fill(server.fixtures.keys.admin);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('table', { name: 'Deployments' }).waitFor();
    const both = sizeOf(scripts);

    // A fresh visit straight to the list (signed in) fetches only what that route needs.
    const direct = await browser.newContext({ baseURL: server.baseURL });
    await direct.addInitScript((key) => sessionStorage.setItem('switchboard.apiKey', key), server.fixtures.keys.admin);
    const listPage = await direct.newPage();
    const listScripts = new Set<string>();
    listPage.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(server.baseURL) && new URL(url).pathname.endsWith('.js')) listScripts.add(url);
    });
    await listPage.goto('/deployments');
    await listPage.getByRole('table', { name: 'Deployments' }).waitFor();
    const names = (urls: Set<string>) =>
      [...urls]
        .map((url) => new URL(url).pathname.replace('/assets/', ''))
        .sort()
        .join(' ');
    return {
      signInScripts: names(signInOnly),
      listScripts: names(listScripts),
      signInKb: signIn,
      signInFiles,
      deploymentsListKb: sizeOf(listScripts),
      signInThenListKb: both,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The same-run baseline: react, react-dom, react-router, react-query and zod alone, built with this toolchain. */
export async function measureLibraryBaseline(): Promise<number> {
  // Inside the project, so the libraries resolve from its node_modules.
  mkdirSync(join('node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.cache', 'bundle-baseline-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./entry.tsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'entry.tsx'),
      `import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
const schema = z.looseObject({ id: z.string() });
function Home() { const q = useQuery({ queryKey: ['x'], queryFn: async () => schema.parse({ id: '1' }) }); return <Link to="/">{q.data?.id}</Link>; }
const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
createRoot(document.getElementById('root')!).render(<QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider>);
`,
    );
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      resolve: { dedupe: ['react', 'react-dom'] },
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = join(dir, 'dist', 'assets');
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipKb(readFileSync(join(assets, name))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
