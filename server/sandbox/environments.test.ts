import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Env = {
  id: string;
  name: string;
  type: string;
  api_credentials: { rest: { url: string }; sql: { host: string; port: number } };
};
type EnvList = { data: { environments: Env[] }; pagination: { offset: number; limit: number; total: number } };
type Branch = { id: number; name: string; parentBranch: string; lastHash: string; isStagingEnvironmentEnabled: boolean };

let t: TestSandbox;
let dep: string;
let build: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
  build = `/build/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const envs = (q = '') => t.json<EnvList>(t.get(`${dep}/environments${q}`));
const toggle = (body: unknown, key?: string) => t.put(`${build}/branches/staging-environment`, body, key);

describe('environments', () => {
  it('lists production, a development environment per personal branch and the enabled staging one', async () => {
    const list = await envs();
    const byType = (type: string) => list.data.environments.filter((e) => e.type === type).map((e) => e.name);
    expect(byType('production')).toEqual(['production']);
    expect(byType('staging')).toEqual([t.fx.branches.sharedEnabled]);
    expect(byType('development')).toContain(t.fx.branches.personal);
    expect(list.pagination).toEqual({ offset: 0, limit: 20, total: list.data.environments.length });
    const staging = list.data.environments.find((e) => e.type === 'staging');
    expect(staging?.api_credentials.rest.url).toBe(
      `https://acme-analytics.sandbox.switchboard.test/dev-mode/${t.fx.branches.sharedEnabled}/cubejs-api/v1`,
    );
    expect(typeof staging?.api_credentials.sql.port).toBe('number');
  });

  it('filters by type and pages with offset and limit', async () => {
    const dev = await envs('?type=development');
    expect(dev.data.environments.every((e) => e.type === 'development')).toBe(true);
    const all = await envs();
    const page = await envs('?offset=1&limit=2');
    expect(page.data.environments.map((e) => e.id)).toEqual(all.data.environments.slice(1, 3).map((e) => e.id));
    expect(page.pagination).toEqual({ offset: 1, limit: 2, total: all.pagination.total });
    expect((await t.get(`${dep}/environments?type=qa`)).status).toBe(400);
  });

  it('follows the staging toggle', async () => {
    expect((await toggle({ enabled: true, branchName: t.fx.branches.shared })).status).toBe(200);
    expect((await envs('?type=staging')).data.environments.map((e) => e.name).sort()).toEqual(
      [t.fx.branches.shared, t.fx.branches.sharedEnabled].sort(),
    );
    expect((await toggle({ enabled: false, branchName: t.fx.branches.sharedEnabled })).status).toBe(200);
    expect((await envs('?type=staging')).data.environments.map((e) => e.name)).toEqual([t.fx.branches.shared]);
  });
});

describe('metadata tokens', () => {
  const path = () => `${dep}/environments/prod-${t.fx.deployments.primary}/tokens-for-meta-sync`;

  it('signs a JWT carrying the security context and exp, default lifetime 86400 s', async () => {
    const res = await t.post(path(), { security_context: { tenant: 'acme', region: ['eu'] } });
    expect(res.status).toBe(200);
    const { data } = await t.json<{ data: { token: string; created_at: string; expires_at: string } }>(res);
    expect(decodeProtectedHeader(data.token).alg).toBe('HS256');
    const claims = decodeJwt(data.token);
    expect(claims.securityContext).toEqual({ tenant: 'acme', region: ['eu'] });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86400);
    expect(Date.parse(data.expires_at) - Date.parse(data.created_at)).toBe(86400 * 1000);
  });

  it('honours expires_in', async () => {
    const { data } = await t.json<{ data: { token: string } }>(t.post(path(), { security_context: {}, expires_in: 60 }));
    const claims = decodeJwt(data.token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
  });

  it('requires security_context as a JSON object', async () => {
    for (const body of [
      undefined,
      {},
      { security_context: 'tenant=a' },
      { security_context: [1] },
      { security_context: {}, expires_in: -5 },
    ]) {
      const res = await t.post(path(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await t.json<{ error: string }>(res)).error).toMatch(/security_context|expires_in|body/);
    }
  });

  it('answers 404 for an unknown environment and records issued tokens without the token', async () => {
    expect((await t.post(`${dep}/environments/nope/tokens-for-meta-sync`, { security_context: {} })).status).toBe(404);
    const { data } = await t.json<{ data: { token: string } }>(t.post(path(), { security_context: { a: 1 } }));
    const csv = await (await t.get('/api/v1/audit-logs/export?eventName=Created%20metadata%20token&search=prod-')).text();
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('[HIDDEN]');
    expect(csv).not.toContain(data.token);
  });
});

describe('branches', () => {
  it('lists branches with cursor pagination', async () => {
    const first = await t.json<{
      items: Branch[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      data: Branch[];
      count: number;
    }>(t.get(`${build}/branches?first=2`));
    expect(first.items).toHaveLength(2);
    expect(first.data).toEqual(first.items);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const names: string[] = first.items.map((b) => b.name);
    let cursor = first.pageInfo.endCursor;
    while (cursor) {
      const page = await t.json<{ items: Branch[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }>(
        t.get(`${build}/branches?first=2&after=${cursor}`),
      );
      names.push(...page.items.map((b) => b.name));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    expect(names).toHaveLength(first.count);
    expect(names).toEqual(
      expect.arrayContaining([
        t.fx.branches.production,
        t.fx.branches.shared,
        t.fx.branches.sharedEnabled,
        t.fx.branches.personal,
      ]),
    );
    expect((await t.get(`${build}/branches?after=bogus`)).status).toBe(400);
  });

  it('toggles by branchId and answers { data: Branch }', async () => {
    const { items } = await t.json<{ items: Branch[] }>(t.get(`${build}/branches`));
    const shared = items.find((b) => b.name === t.fx.branches.shared) as Branch;
    const res = await toggle({ enabled: true, branchId: shared.id });
    expect(res.status).toBe(200);
    expect((await t.json<{ data: Branch }>(res)).data).toMatchObject({
      id: shared.id,
      name: shared.name,
      isStagingEnvironmentEnabled: true,
    });
    const again = await t.json<{ items: Branch[] }>(t.get(`${build}/branches`));
    expect(again.items.find((b) => b.id === shared.id)?.isStagingEnvironmentEnabled).toBe(true);
  });

  it('rejects the production and personal branches with 400 saying which kind', async () => {
    const prod = await toggle({ enabled: true, branchName: t.fx.branches.production });
    expect(prod.status).toBe(400);
    expect((await t.json<{ error: string }>(prod)).error).toMatch(/production branch/);
    const personal = await toggle({ enabled: true, branchName: t.fx.branches.personal });
    expect(personal.status).toBe(400);
    expect((await t.json<{ error: string }>(personal)).error).toMatch(/personal development branch/);
  });

  it('needs enabled and exactly one of branchName and branchId; unknown branch is 404', async () => {
    expect((await toggle({ branchName: t.fx.branches.shared })).status).toBe(400);
    expect((await toggle({ enabled: true })).status).toBe(400);
    expect((await toggle({ enabled: true, branchName: t.fx.branches.shared, branchId: 2 })).status).toBe(400);
    expect((await toggle({ enabled: 'yes', branchName: t.fx.branches.shared })).status).toBe(400);
    expect((await toggle({ enabled: true, branchName: 'no-such-branch' })).status).toBe(404);
  });

  it('records enable and disable in the audit log', async () => {
    const rows = async (event: string) =>
      (await (await t.get(`/api/v1/audit-logs/export?eventName=${encodeURIComponent(event)}&search=branchId`)).text())
        .split('\r\n')
        .filter(Boolean);
    const before = {
      on: (await rows('Enabled staging environment')).length,
      off: (await rows('Disabled staging environment')).length,
    };
    await toggle({ enabled: true, branchName: t.fx.branches.shared });
    await toggle({ enabled: false, branchName: t.fx.branches.shared });
    const on = await rows('Enabled staging environment');
    const off = await rows('Disabled staging environment');
    expect(on).toHaveLength(before.on + 1);
    expect(off).toHaveLength(before.off + 1);
    expect(on[1]).toContain(t.fx.branches.shared);
  });
});
