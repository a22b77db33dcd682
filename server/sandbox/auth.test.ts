import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});
afterEach(() => t.sb.close());

describe('authentication', () => {
  it('answers 401 {error} for a missing credential on both prefixes', async () => {
    for (const path of ['/api/v1/deployments', `/build/api/v1/deployments/${t.fx.deployments.primary}/branches`]) {
      const res = await t.get(path, null);
      expect(res.status).toBe(401);
      expect((await t.json<{ error: string }>(res)).error).toMatch(/missing/i);
    }
  });

  it('answers 401 for a malformed header, an unknown key and an expired key, never echoing the key', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ authorization: 'Basic abc' }, /malformed/i],
      [{ authorization: 'Bearer' }, /malformed/i],
      [{ authorization: 'Bearer has spaces inside' }, /malformed/i],
      [{ authorization: 'Bearer sbx_not_a_real_key_123456' }, /unknown/i],
      [{ authorization: `Bearer ${t.fx.keys.expired}` }, /expired/i],
    ];
    for (const [headers, message] of cases) {
      const res = await t.call('GET', '/api/v1/deployments', { key: null, headers });
      expect(res.status).toBe(401);
      const text = await res.text();
      expect((JSON.parse(text) as { error: string }).error).toMatch(message);
      expect(text).not.toContain('sbx_');
    }
  });

  it('answers 403 when a scoped key asks for another deployment, and lists only its deployments', async () => {
    const res = await t.get(`/api/v1/deployments/${t.fx.deployments.secondary}/settings`, t.fx.keys.scoped);
    expect(res.status).toBe(403);
    expect((await t.json<{ error: string }>(res)).error).toMatch(/not authorized/);
    const list = await t.json<{ data: { deployments: { id: string }[] }; pagination: { total: number } }>(
      t.get('/api/v1/deployments', t.fx.keys.scoped),
    );
    expect(list.data.deployments.map((d) => d.id)).toEqual([String(t.fx.deployments.primary)]);
    expect(list.pagination.total).toBe(1);
    expect((await t.get(`/api/v1/deployments/${t.fx.deployments.primary}`, t.fx.keys.scoped)).status).toBe(200);
  });

  it('answers 404 for an unknown deployment', async () => {
    expect((await t.get('/api/v1/deployments/9999')).status).toBe(404);
  });
});

describe('GET /api/v1/deployments', () => {
  it('pages with offset and limit (defaults 0 and 20) and reports the total', async () => {
    const all = await t.json<{
      data: { deployments: { id: string; name: string; created_at: string }[] };
      pagination: Record<string, number>;
    }>(t.get('/api/v1/deployments'));
    expect(all.pagination).toEqual({ offset: 0, limit: 20, total: 3 });
    expect(all.data.deployments[0]).toMatchObject({ id: String(t.fx.deployments.primary), name: 'Acme Analytics' });
    expect(Number.isNaN(Date.parse(all.data.deployments[0]?.created_at ?? ''))).toBe(false);
    const page = await t.json<{ data: { deployments: { id: string }[] }; pagination: Record<string, number> }>(
      t.get('/api/v1/deployments?offset=1&limit=1'),
    );
    expect(page.data.deployments.map((d) => d.id)).toEqual([String(t.fx.deployments.secondary)]);
    expect(page.pagination).toEqual({ offset: 1, limit: 1, total: 3 });
  });

  it('rejects bad paging values with 400 {error}', async () => {
    for (const q of ['offset=-1', 'limit=abc', 'limit=1.5', 'limit=0']) {
      const res = await t.get(`/api/v1/deployments?${q}`);
      expect(res.status, q).toBe(400);
      expect((await t.json<{ error: string }>(res)).error).toMatch(/offset|limit/);
    }
  });
});
