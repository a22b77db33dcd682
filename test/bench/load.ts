import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { Fixtures } from '../../server/sandbox/fixtures';

/**
 * The sandbox under load: each endpoint alone with 16 concurrent clients, then all of them at once (the same 16
 * clients spread over the endpoints), against a sandbox process on loopback. Figures are printed against the goals;
 * nothing fails on a timing.
 */
const CONNECTIONS = 16;
const GOALS = { list10kP95: 20, list100kP95: 40, cloneP95: 100, mixedSlowdown: 2 };

interface Target {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
}

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

interface Sandbox {
  url: string;
  fixtures: Fixtures;
  stop(): Promise<void>;
}

async function startSandbox(workbooks: number): Promise<Sandbox & { seedMs: number }> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/sandbox/cli.ts', '--port', '0', '--data', ':memory:', '--workbooks', String(workbooks)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The sandbox did not start in 120 s')), 120_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /listening on (http:\/\/\S+)/.exec(line);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}) before listening`)));
  });
  const seedMs = performance.now() - t0;
  const fixtures = (await (await fetch(`${url}/__sandbox/fixtures`)).json()) as Fixtures;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, fixtures, seedMs, stop };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function figures(latencies: number[], seconds: number, failed: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failed,
  };
}

/** One endpoint with autocannon, every response's time recorded (autocannon's own summary has no p95). */
async function cannon(sb: Sandbox, target: Target, connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${sb.url}${target.path}`,
    connections,
    duration: seconds,
    method: target.method ?? 'GET',
    headers: {
      authorization: `Bearer ${sb.fixtures.keys.admin}`,
      ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body !== undefined ? { body: JSON.stringify(target.body) } : {}),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return figures(latencies, seconds, result.non2xx + result.errors + result.timeouts);
}

/** The audit export's time to first byte: clients that read the first chunk of the CSV, then hang up. */
async function firstByte(sb: Sandbox, connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const abort = new AbortController();
      const t0 = performance.now();
      try {
        const res = await fetch(`${sb.url}/api/v1/audit-logs/export`, {
          headers: { authorization: `Bearer ${sb.fixtures.keys.admin}` },
          signal: abort.signal,
        });
        await res.body?.getReader().read();
        if (res.ok) latencies.push(performance.now() - t0);
        else failed++;
      } catch {
        failed++;
      }
      abort.abort();
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return figures(latencies, seconds, failed);
}

const show = (f: Figures) =>
  `${f.rps.toFixed(0)} rps, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms` +
  (f.failed ? `, ${f.failed} failed` : '');

/** Runs the load section; `seconds` per endpoint (10 in `npm run bench`, less with `--quick`). */
export async function runLoadBench(seconds: number): Promise<Record<string, string | number | boolean>> {
  const out: Record<string, string | number | boolean> = {};
  const big = await startSandbox(100_000);
  out['seed 100,000 workbooks (start to listening) ms'] = Math.round(big.seedMs);
  const bigList = `/api/v1/deployments/${big.fixtures.deployments.primary}/workbooks?first=20`;
  const list100k = await cannon(big, { name: 'list', path: bigList }, CONNECTIONS, seconds);
  out['workbook list, 100,000'] = show(list100k);
  const list100kByName = await cannon(big, { name: 'list', path: `${bigList}&orderByField=name` }, CONNECTIONS, seconds);
  out['workbook list by name, 100,000'] = show(list100kByName);
  await big.stop();

  const sb = await startSandbox(10_000);
  const fx = sb.fixtures;
  const dep = `/api/v1/deployments/${fx.deployments.primary}`;
  const targets: Target[] = [
    { name: 'deployments list', path: '/api/v1/deployments' },
    { name: 'workbook list, 10,000', path: `${dep}/workbooks?first=20` },
    { name: 'one workbook', path: `${dep}/workbooks/${fx.workbooks.inEditableFolder}` },
    { name: 'clone', path: `${dep}/workbooks/${fx.workbooks.inEditableFolder}/duplicate`, method: 'POST', body: {} },
    {
      name: 'staging toggle',
      path: `/build${dep}/branches/staging-environment`,
      method: 'PUT',
      body: { enabled: true, branchName: fx.branches.shared },
    },
  ];
  const alone = new Map<string, Figures>();
  for (const t of targets) {
    const f = await cannon(sb, t, CONNECTIONS, seconds);
    alone.set(t.name, f);
    out[t.name] = show(f);
  }
  const exportAlone = await firstByte(sb, CONNECTIONS, seconds);
  out['audit export, first byte'] = show(exportAlone);

  // Mixed: the same 16 clients spread over every endpoint at once.
  const share = (i: number) => Math.floor(CONNECTIONS / (targets.length + 1)) + (i < CONNECTIONS % (targets.length + 1) ? 1 : 0);
  const mixed = await Promise.all([
    ...targets.map((t, i) => cannon(sb, t, share(i), seconds)),
    firstByte(sb, share(targets.length), seconds),
  ]);
  await sb.stop();
  let worst = 0;
  [...targets.map((t) => t.name), 'audit export, first byte'].forEach((name, i) => {
    const m = mixed[i] as Figures;
    const solo = name === 'audit export, first byte' ? exportAlone : (alone.get(name) as Figures);
    const ratio = m.p95 / Math.max(solo.p95, 1);
    worst = Math.max(worst, ratio);
    out[`mixed: ${name}`] = `${show(m)} (p95 ${ratio.toFixed(2)}× alone)`;
  });

  const list10k = alone.get('workbook list, 10,000') as Figures;
  const clone = alone.get('clone') as Figures;
  out[`goal: list p95 < ${GOALS.list10kP95} ms at 10,000`] = list10k.p95 < GOALS.list10kP95;
  out[`goal: list p95 < ${GOALS.list100kP95} ms at 100,000`] = Math.max(list100k.p95, list100kByName.p95) < GOALS.list100kP95;
  out[`goal: clone p95 < ${GOALS.cloneP95} ms`] = clone.p95 < GOALS.cloneP95;
  out[`goal: no endpoint > ${GOALS.mixedSlowdown}× slower mixed (worst ${worst.toFixed(2)}×)`] = worst <= GOALS.mixedSlowdown;
  return out;
}
