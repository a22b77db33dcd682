import { isAbsolute, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { DIALECTS, type Dialect } from './sandbox/dialects/dialect.ts';
import { DEFAULT_PROXY_LIMITS, type ProxyLimits } from './proxy.ts';

export interface ServerArgs {
  port: number;
  host: string;
  data: string;
  reset: boolean;
  workbooks: number;
  auditEvents: number;
  latencyMs: number;
  failRate: number;
  upstream: string | null;
  allowInsecureUpstream: boolean;
  dev: boolean;
  /** Proxy bounds (`--upstream` only), see `ProxyLimits`. */
  proxy: ProxyLimits;
  /** The shapes the sandbox answers in: the spec's (`management-api.md`) or the published reference's. */
  dialect: Dialect;
}

export class ArgsError extends Error {}

function int(name: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ArgsError(`--${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

/** A positive duration in seconds (decimals allowed), as milliseconds. */
function secondsMs(name: string, value: string | undefined, fallbackMs: number): number {
  if (value === undefined) return fallbackMs;
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n <= 0 || n > 3600)
    throw new ArgsError(`--${name} must be a number of seconds above 0 and at most 3600, got "${value}"`);
  return Math.round(n * 1000);
}

/** Parses the options shared by `server/main.ts` and `server/sandbox/cli.ts`. */
export function parseServerArgs(argv: string[], env: NodeJS.ProcessEnv, allowed: 'main' | 'sandbox'): ServerArgs {
  const options: import('node:util').ParseArgsConfig['options'] = {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    reset: { type: 'boolean' },
    workbooks: { type: 'string' },
    'audit-events': { type: 'string' },
    latency: { type: 'string' },
    'fail-rate': { type: 'string' },
    dialect: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    ...(allowed === 'main'
      ? {
          upstream: { type: 'string' },
          'allow-insecure-upstream': { type: 'boolean' },
          dev: { type: 'boolean' },
          'connect-timeout': { type: 'string' },
          'first-byte-timeout': { type: 'string' },
          'idle-timeout': { type: 'string' },
          'max-body-mb': { type: 'string' },
        }
      : {}),
  };
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (err) {
    throw new ArgsError(err instanceof Error ? err.message : String(err));
  }
  if (values.help) throw new ArgsError('help');
  const failRateRaw = values['fail-rate'] as string | undefined;
  const failRate = failRateRaw === undefined ? 0 : Number(failRateRaw);
  if (!Number.isFinite(failRate) || failRate < 0 || failRate > 1)
    throw new ArgsError(`--fail-rate must be a number from 0 to 1, got "${failRateRaw}"`);
  const host = (values.host as string | undefined) ?? '127.0.0.1';
  const dialectRaw = values.dialect as string | undefined;
  if (dialectRaw !== undefined && !(DIALECTS as readonly string[]).includes(dialectRaw))
    throw new ArgsError(`--dialect must be one of ${DIALECTS.join(', ')}, got "${dialectRaw}"`);
  if (dialectRaw !== undefined && values.upstream !== undefined)
    throw new ArgsError('--dialect applies to the sandbox only; it cannot be combined with --upstream');
  return {
    port: int('port', (values.port as string | undefined) ?? env.PORT, 5173, 0, 65535),
    host,
    data: (values.data as string | undefined) ?? '.data/sandbox.db',
    reset: values.reset === true,
    workbooks: int('workbooks', values.workbooks as string | undefined, 0, 0, 1_000_000),
    auditEvents: int('audit-events', values['audit-events'] as string | undefined, 0, 0, 10_000_000),
    latencyMs: int('latency', values.latency as string | undefined, 0, 0, 600_000),
    failRate,
    upstream: (values.upstream as string | undefined) ?? null,
    allowInsecureUpstream: values['allow-insecure-upstream'] === true,
    dev: values.dev === true,
    proxy: {
      connectMs: secondsMs('connect-timeout', values['connect-timeout'] as string | undefined, DEFAULT_PROXY_LIMITS.connectMs),
      firstByteMs: secondsMs(
        'first-byte-timeout',
        values['first-byte-timeout'] as string | undefined,
        DEFAULT_PROXY_LIMITS.firstByteMs,
      ),
      idleMs: secondsMs('idle-timeout', values['idle-timeout'] as string | undefined, DEFAULT_PROXY_LIMITS.idleMs),
      maxBodyBytes:
        int(
          'max-body-mb',
          values['max-body-mb'] as string | undefined,
          DEFAULT_PROXY_LIMITS.maxBodyBytes / 1024 / 1024,
          1,
          10_240,
        ) *
        1024 *
        1024,
    },
    dialect: (dialectRaw as Dialect | undefined) ?? 'spec',
  };
}

export const SANDBOX_USAGE = `Options:
  --port <n>            port (default 5173, env PORT; 0 = any free port)
  --host <addr>         address to listen on (default 127.0.0.1)
  --data <file|:memory:> sandbox database (default .data/sandbox.db)
  --reset               delete the database first and seed afresh
  --workbooks <n>       add n generated workbooks to the primary deployment
  --audit-events <n>    add n generated audit events
  --latency <ms>        delay every API answer
  --fail-rate <0..1>    answer that share of API calls with 503
  --dialect <d>         spec (default): the shapes of management-api.md;
                        reference: the published API reference's shapes, refusing
                        any parameter or field it does not define`;

/**
 * The command that started the console, for its usage line: the npm script when npm ran one of the two that start it,
 * else the script as run (`node dist-server/server/main.js` once built, `tsx server/main.ts` from source).
 */
export function mainCommand(env: Record<string, string | undefined>, script: string, cwd: string): string {
  if (env.npm_lifecycle_event === 'start') return 'npm start --';
  if (env.npm_lifecycle_event === 'serve') return 'npm run serve --';
  const fromHere = relative(cwd, script);
  const shown = fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : script;
  return `${script.endsWith('.ts') ? 'tsx' : 'node'} ${shown}`;
}

export const mainUsage = (command: string) => `Usage: ${command} [options]
${SANDBOX_USAGE}
  --upstream <https://host>    proxy the API to a real account instead of the sandbox
  --allow-insecure-upstream    allow an http upstream on a loopback address (tests)
  --dev                        serve the console through Vite with hot reload
  --connect-timeout <s>        proxy: connecting to the upstream (default 10)
  --first-byte-timeout <s>     proxy: from the request's end to the answer's headers (default 60)
  --idle-timeout <s>           proxy: longest upstream silence mid-body (default 60)
  --max-body-mb <n>            proxy: largest request body forwarded, in MiB (default 10)`;
