import { performance } from 'node:perf_hooks';
import { createSandbox } from '../../server/sandbox/create-sandbox';

const EVENTS = 300_000;

/** Seeding 300,000 audit events must take seconds; the baseline is the plain seed in the same run. */
export async function measureAuditSeeding() {
  const t0 = performance.now();
  const plain = createSandbox({ data: ':memory:' });
  const plainMs = performance.now() - t0;
  plain.close();

  const t1 = performance.now();
  const big = createSandbox({ data: ':memory:', auditEvents: EVENTS });
  const bigMs = performance.now() - t1;

  const t2 = performance.now();
  const response = await big.fetch(
    new Request('http://sandbox.local/api/v1/audit-logs/export', {
      headers: { Authorization: `Bearer ${big.fixtures.keys.admin}` },
    }),
  );
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const exportMs = performance.now() - t2;
  big.close();
  return {
    'seed (baseline) ms': plainMs,
    [`seed + ${EVENTS} events ms`]: bigMs,
    'events cost ms': bigMs - plainMs,
    [`export all as CSV ms`]: exportMs,
    'export MB': bytes / 1024 / 1024,
  };
}
