import { afterEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { sandboxDatabase } from './create-sandbox.ts';
import type { Dialect } from './dialects/dialect.ts';

let t: TestSandbox;
afterEach(() => t.sb.close());

const count = (table: string) => (sandboxDatabase(t.sb).prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function refusal(res: Response | Promise<Response>): Promise<{ status: number; error: string }> {
  const r = await res;
  const type = r.headers.get('content-type') ?? '';
  return { status: r.status, error: type.includes('json') ? ((await r.json()) as { error: string }).error : await r.text() };
}

/** `n` levels of arrays around a number: valid JSON, about 2n bytes. */
const nested = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

describe.each<Dialect>(['spec', 'reference'])('strict input (%s dialect)', (dialect) => {
  const setup = () => {
    t = testSandbox({ dialect });
    return {
      dep: `/api/v1/deployments/${t.fx.deployments.primary}`,
      build: `/build/api/v1/deployments/${t.fx.deployments.primary}`,
    };
  };

  it.each(['0x1', '0b1', '1e0', '+1', '01', '1.0', '%201', '-1'])(
    'refuses the id %s in a path, for reads and for clones, naming the parameter',
    async (raw) => {
      const { dep } = setup();
      const read = await refusal(t.get(`/api/v1/deployments/${raw}`));
      expect(read.status).toBe(400);
      expect(read.error).toContain('"deploymentId"');
      const before = count('workbooks');
      const clone = await refusal(t.post(`${dep}/workbooks/${raw.replace('1', String(t.fx.workbooks.atRoot))}/duplicate`, {}));
      expect(clone.status).toBe(400);
      expect(clone.error).toContain('"workbookId"');
      expect(count('workbooks')).toBe(before);
    },
  );

  it.each(['offset=0x10', 'limit=1e3', 'limit=+5', 'offset=010'])('refuses the query number %s, naming it', async (q) => {
    setup();
    const res = await refusal(t.get(`/api/v1/deployments?${q}`));
    expect(res.status).toBe(400);
    expect(res.error).toContain(`"${q.split('=')[0]}"`);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no content type', null],
  ])('answers 415 to JSON sent as %s and changes nothing', async (_label, type) => {
    const { build } = setup();
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const events = count('audit_events');
    const res = await refusal(
      t.call('PUT', `${build}/branches/staging-environment`, {
        rawBody: JSON.stringify({ enabled: false, branchName: t.fx.branches.sharedEnabled }),
        headers,
      }),
    );
    expect(res.status).toBe(415);
    expect(res.error).toMatch(/application\/json/);
    expect(count('audit_events')).toBe(events);
  });

  it('refuses an unknown field in the clone body, naming it, and clones nothing', async () => {
    const { dep } = setup();
    const before = count('workbooks');
    const res = await refusal(t.post(`${dep}/workbooks/${t.fx.workbooks.atRoot}/duplicate`, { evil: 1 }));
    expect(res.status).toBe(400);
    expect(res.error).toContain('"evil"');
    expect(count('workbooks')).toBe(before);
  });

  it('answers a 2,000-deep body with a 400 that says so, on the token, deployment and staging endpoints', async () => {
    const { dep, build } = setup();
    const targets: [string, string][] = [
      ['POST', `${dep}/environments/prod-${t.fx.deployments.primary}/tokens-for-meta-sync`],
      ['PUT', dep],
      ['PUT', `${build}/branches/staging-environment`],
      ['POST', `${dep}/workbooks/${t.fx.workbooks.atRoot}/duplicate`],
    ];
    for (const [method, path] of targets) {
      const res = await refusal(
        t.call(method, path, {
          rawBody: `{"security_context":{"a":${nested(2000)}}}`,
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(res).toEqual({ status: 400, error: 'Invalid request body: nested deeper than 32 levels' });
    }
  });

  it('refuses a string longer than the limit, saying where', async () => {
    const { dep } = setup();
    const res = await refusal(
      t.post(`${dep}/environments/prod-${t.fx.deployments.primary}/tokens-for-meta-sync`, {
        security_context: { note: 'x'.repeat(70_000) },
      }),
    );
    expect(res).toEqual({
      status: 400,
      error: 'Invalid request body: a string at "security_context.note" is longer than 65536 characters',
    });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s and records nothing', async (key) => {
    const { dep } = setup();
    const events = count('audit_events');
    const res = await refusal(
      t.call('POST', `${dep}/environments/prod-${t.fx.deployments.primary}/tokens-for-meta-sync`, {
        rawBody: `{"security_context":{"${key}":{"isAdmin":true}}}`,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(res).toEqual({
      status: 400,
      error: `Invalid request body: the key "${key}" at "security_context" is not accepted`,
    });
    expect(count('audit_events')).toBe(events);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the query parameter %s, naming it', async (name) => {
    setup();
    const res = await refusal(t.get(`/api/v1/deployments?${name}=1`));
    expect(res.status).toBe(400);
    expect(res.error).toContain(`"${name}"`);
  });

  it('reads a query parameter named like an Object method as any other unknown name', async () => {
    setup();
    // The spec dialect ignores names it does not define; the reference dialect refuses them.
    expect((await t.get('/api/v1/deployments?toString=1&hasOwnProperty=1')).status).toBe(dialect === 'spec' ? 200 : 400);
  });

  it('quotes long input shortened in its error messages', async () => {
    setup();
    const long = 'v'.repeat(5_000);
    const res = await refusal(t.put(`/api/v1/deployments/${t.fx.deployments.primary}`, { releaseChannelVersion: long }));
    expect(res.status).toBe(400);
    expect(res.error.length).toBeLessThan(300);
  });
});

describe('strict input: dates and lengths (spec dialect)', () => {
  it.each(['2025-02-30', '2025-13-01', '2025-04-31', '2025-01-01T24:00:00Z', '2025-1-1'])(
    'refuses the audit date %s',
    async (date) => {
      t = testSandbox();
      const res = await refusal(t.get(`/api/v1/audit-logs/export?start=${date}`));
      expect(res.status).toBe(400);
      expect(res.error).toContain('"start"');
    },
  );

  it('accepts a leap day and a date-time with an offset', async () => {
    t = testSandbox();
    expect((await t.get('/api/v1/audit-logs/export?start=2024-02-29&end=2025-01-01T10:00:00%2B02:00')).status).toBe(200);
  });

  it('refuses an over-long query value, naming the parameter', async () => {
    t = testSandbox();
    const res = await refusal(t.get(`/api/v1/deployments/${t.fx.deployments.primary}/workbooks?after=${'a'.repeat(3000)}`));
    expect(res).toEqual({ status: 400, error: 'Invalid query: parameter "after" is longer than 2000 characters' });
  });
});
