import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { ArgsError, mainCommand, mainUsage, parseServerArgs } from './args.ts';
import { closeOnSignals, closeServer, listen } from './listen.ts';
import { createServerApp, isServerPath, type Backend } from './create-server-app.ts';
import { createProxy, parseUpstream, refuseEscapingPath } from './proxy.ts';
import { createSandbox, type Sandbox } from './sandbox/create-sandbox.ts';
import { demoKeyLines } from './sandbox/print-demo-keys.ts';
import { allowedHostsFor } from './sandbox/http/host-guard.ts';

/**
 * The one Node process behind `npm start` (`--dev`, Vite middleware with hot reload) and
 * `npm run serve` (the built `dist/`): the console and the API on one origin.
 */
async function main(): Promise<void> {
  let args;
  try {
    args = parseServerArgs(process.argv.slice(2), process.env, 'main');
  } catch (err) {
    const help = err instanceof ArgsError && err.message === 'help';
    console[help ? 'log' : 'error'](
      `${help ? '' : `${(err as Error).message}\n\n`}${mainUsage(mainCommand(process.env, process.argv[1] ?? 'server/main.ts', process.cwd()))}`,
    );
    process.exit(help ? 0 : 2);
  }

  const distDir = resolve('dist');
  if (!args.dev && !existsSync(resolve(distDir, 'index.html'))) {
    console.error(
      'The console is not built: dist/index.html is missing. Run `npm run build` first (or `npm start` for development).',
    );
    process.exit(1);
  }

  let sandbox: Sandbox | null = null;
  let backend: Backend;
  if (args.upstream) {
    let upstream: URL;
    try {
      upstream = parseUpstream(args.upstream, args.allowInsecureUpstream);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(2);
    }
    backend = { mode: 'proxy', upstream, fetch: createProxy(upstream, args.proxy) };
  } else {
    sandbox = createSandbox({
      data: args.data,
      reset: args.reset,
      workbooks: args.workbooks,
      auditEvents: args.auditEvents,
      latencyMs: args.latencyMs,
      failRate: args.failRate,
      dialect: args.dialect,
      allowedHosts: allowedHostsFor(args.host),
    });
    backend = { mode: 'sandbox', fetch: sandbox.fetch };
  }

  const app = createServerApp(backend, args.dev ? {} : { staticDir: distDir });
  const api = getRequestListener(app.fetch);
  let closeVite: () => Promise<void> = () => Promise.resolve();
  let viteMiddlewares:
    ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void) | null = null;

  const { server, port } = await listen(
    (req, res) => {
      if (backend.mode === 'proxy' && refuseEscapingPath(req.url ?? '/', res)) return;
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (viteMiddlewares && !isServerPath(pathname)) {
        viteMiddlewares(req, res, () => {
          res.statusCode = 404;
          res.end('Not found');
        });
        return;
      }
      void api(req, res);
    },
    args.port,
    args.host,
  );

  if (args.dev) {
    // Imported lazily: production serving never loads Vite.
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
    viteMiddlewares = vite.middlewares;
    closeVite = () => vite.close();
  }

  console.log(`Switchboard listening on http://${args.host === '0.0.0.0' ? '127.0.0.1' : args.host}:${port}`);
  if (backend.mode === 'proxy') console.log(`Proxying the API to ${backend.upstream.host}`);
  else {
    if (sandbox!.dialect !== 'spec') console.log(`Sandbox dialect: ${sandbox!.dialect}`);
    for (const line of demoKeyLines(sandbox!.fixtures)) console.log(line);
  }

  closeOnSignals(async () => {
    await closeVite();
    await closeServer(server);
    sandbox?.close();
  });
}

main().catch((err: unknown) => {
  console.error(`Switchboard failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
