import { getRequestListener } from '@hono/node-server';
import { ArgsError, parseServerArgs, SANDBOX_USAGE } from '../args.ts';
import { closeOnSignals, closeServer, listen } from '../listen.ts';
import { createSandbox } from './create-sandbox.ts';
import { demoKeyLines } from './print-demo-keys.ts';
import { allowedHostsFor } from './http/host-guard.ts';

/** `npm run sandbox`: the management API alone (plus /__sandbox/*), no console. */
async function main(): Promise<void> {
  let args;
  try {
    args = parseServerArgs(process.argv.slice(2), process.env, 'sandbox');
  } catch (err) {
    const help = err instanceof ArgsError && err.message === 'help';
    console[help ? 'log' : 'error'](
      `${help ? '' : `${(err as Error).message}\n\n`}Usage: npm run sandbox -- [options]\n${SANDBOX_USAGE}`,
    );
    process.exit(help ? 0 : 2);
  }
  const sandbox = createSandbox({
    data: args.data,
    reset: args.reset,
    workbooks: args.workbooks,
    auditEvents: args.auditEvents,
    latencyMs: args.latencyMs,
    failRate: args.failRate,
    dialect: args.dialect,
    allowedHosts: allowedHostsFor(args.host),
  });
  const { server, port } = await listen(getRequestListener(sandbox.app.fetch), args.port, args.host);
  console.log(`Switchboard listening on http://${args.host === '0.0.0.0' ? '127.0.0.1' : args.host}:${port}`);
  if (sandbox.dialect !== 'spec') console.log(`Sandbox dialect: ${sandbox.dialect}`);
  for (const line of demoKeyLines(sandbox.fixtures)) console.log(line);
  closeOnSignals(async () => {
    await closeServer(server);
    sandbox.close();
  });
}

main().catch((err: unknown) => {
  console.error(`Sandbox failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
