import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../test-client.ts';
import type { LoggedRequest } from '../request-log.ts';

type Page = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
type List<T> = { items: T[]; data: T[]; pageInfo: Page };

let t: TestSandbox;
let dep: string;
let build: string;
beforeEach(() => {
  t = testSandbox({ dialect: 'reference' });
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
  build = `/build/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const errorOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: (await r.json()) as { error: string } };
};

describe('the reference dialect: shapes', () => {
  it('lists deployments as {items, data, pagination, pageInfo, count, totalCount} with integer ids and no created_at', async () => {
    const body = await t.json<List<Record<string, unknown>> & { pagination: unknown; count: number; totalCount: number }>(
      t.get('/api/v1/deployments'),
    );
    expect(body.items[0]).toEqual({
      id: t.fx.deployments.primary,
      name: 'Acme Analytics',
      deploymentUrl: 'https://acme-analytics.sandbox.switchboard.test',
      creationStep: 'ready',
    });
    expect(body.data).toEqual(body.items);
    expect(body.pagination).toEqual({ offset: 0, limit: 20, total: 3 });
    expect([body.count, body.totalCount]).toEqual([3, 3]);
    const next = await t.json<List<{ id: number }>>(t.get(`/api/v1/deployments?first=2`));
    expect(next.items.map((d) => d.id)).toEqual([t.fx.deployments.primary, t.fx.deployments.secondary]);
    const last = await t.json<List<{ id: number }>>(t.get(`/api/v1/deployments?first=2&after=${next.pageInfo.endCursor}`));
    expect(last.items.map((d) => d.id)).toEqual([t.fx.deployments.limited]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('answers GET /deployments/{id} with the bare Deployment', async () => {
    expect(await t.json(t.get(dep))).toEqual({
      id: t.fx.deployments.primary,
      name: 'Acme Analytics',
      deploymentUrl: 'https://acme-analytics.sandbox.switchboard.test',
      creationStep: 'ready',
    });
  });

  it('answers settings and PUT with DeploymentSettings: integer id and every required field', async () => {
    const settings = await t.json(t.get(`${dep}/settings`));
    expect(settings).toMatchObject({
      id: t.fx.deployments.primary,
      name: 'Acme Analytics',
      template: 'multiCluster',
      cloudProvider: 'aws',
      creationStep: 'ready',
      releaseChannel: 'latest',
      deployBranchName: 'main',
      deployBranchReadOnly: false,
      deployBranchMergeAllowed: true,
      deployProjectRoot: '/',
      isCubeSqlEnabled: true,
      isSupportPreAggregations: true,
    });
    expect(settings).not.toHaveProperty('apiSecret');
    const updated = await t.json(
      t.put(dep, { name: 'Acme Renamed', deployBranchReadOnly: true, creationMethod: 'cubecloud', region: null }),
    );
    expect(updated).toMatchObject({
      name: 'Acme Renamed',
      deployBranchReadOnly: true,
      creationMethod: 'cubecloud',
      region: 'us-east-1',
    });
    expect(await t.json(t.get(dep))).toMatchObject({ name: 'Acme Renamed' });
  });

  it('lists versions as {items, pageInfo} paged with first and after', async () => {
    const all = await t.json<{ items: { releaseChannel: string }[] }>(t.get(`${dep}/versions`));
    expect(all).not.toHaveProperty('data');
    expect(new Set(all.items.map((v) => v.releaseChannel))).toEqual(new Set(['latest', 'release']));
    const first = await t.json<{ items: unknown[]; pageInfo: Page }>(t.get(`${dep}/versions?first=2`));
    const rest = await t.json<{ items: unknown[]; pageInfo: Page }>(
      t.get(`${dep}/versions?first=100&after=${first.pageInfo.endCursor}`),
    );
    expect([...first.items, ...rest.items]).toEqual(all.items);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('lists environments without name, with api_credentials as an array and a string id that the token path takes', async () => {
    const body = await t.json<List<Record<string, unknown>>>(t.get(`${dep}/environments`));
    const production = body.items.find((e) => e.type === 'production') as Record<string, unknown>;
    expect(production).not.toHaveProperty('name');
    expect(typeof production.id).toBe('string');
    expect(production.api_credentials).toEqual([
      { type: 'rest', version: 1, url: 'https://acme-analytics.sandbox.switchboard.test/cubejs-api/v1' },
      { type: 'sql', version: 1, host: 'acme-analytics.sql.sandbox.switchboard.test', port: 5432, database: null },
    ]);
    const development = body.items.find((e) => e.type === 'development' && e.branch === t.fx.branches.personal);
    expect(development?.user).toBe('ada.lovelace@acme.example');
    const token = await t.json<{ data: Record<string, unknown> }>(
      t.post(`${dep}/environments/${production.id as string}/tokens-for-meta-sync`, {
        security_context: { tenant: 'a' },
        scopes: ['meta'],
      }),
    );
    expect(Object.keys(token.data).sort()).toEqual(['created_at', 'expires_at', 'security_context', 'token']);
    // Omitted, the lifetime is the longest the document allows: an hour.
    expect(Date.parse(token.data.expires_at as string) - Date.parse(token.data.created_at as string)).toBe(3_600_000);
  });

  it('gives branches nullable fields (the production branch has no parent and no staging toggle) and wraps the toggle in data', async () => {
    const body = await t.json<List<Record<string, unknown>>>(t.get(`${build}/branches`));
    expect(body.items.find((b) => b.name === 'main')).toMatchObject({ parentBranch: null, isStagingEnvironmentEnabled: null });
    expect(body.items[0]).not.toHaveProperty('type');
    const toggled = await t.json(
      t.put(`${build}/branches/staging-environment`, { branchName: t.fx.branches.shared, enabled: true }),
    );
    expect(toggled).toMatchObject({
      data: { name: t.fx.branches.shared, isStagingEnvironmentEnabled: true, parentBranch: 'main' },
    });
  });

  it('gives folders a position and no sandbox-only access field; ancestors run from the root to the folder itself', async () => {
    const folders = await t.json<List<Record<string, unknown>>>(t.get(`${dep}/folders`));
    expect(folders.items.map((f) => [f.name, f.position])).toEqual([
      ['Board', 0],
      ['Finance', 1],
    ]);
    expect(folders.items[0]).not.toHaveProperty('access');
    const ancestors = await t.json<Record<string, unknown>[]>(t.get(`${dep}/folders/${t.fx.folders.editable}/ancestors`));
    expect(ancestors.map((f) => f.id)).toEqual([t.fx.folders.editable]);
    expect(ancestors[0]).toMatchObject({ name: 'Finance', type: 'FOLDER', position: 1, deploymentId: t.fx.deployments.primary });
  });

  it('pages workbooks with first and after only', async () => {
    const first = await t.json<List<{ id: number }>>(t.get(`${dep}/workbooks?first=2`));
    const second = await t.json<List<{ id: number }>>(t.get(`${dep}/workbooks?first=2&after=${first.pageInfo.endCursor}`));
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
  });

  it('takes folderId=0 (and parentId=0) as the workspace root; no folderId lists every workbook', async () => {
    const root = await t.json<List<{ folderId: number | null }>>(t.get(`${dep}/workbooks?folderId=0&first=100`));
    expect(root.items.length).toBeGreaterThan(0);
    expect(root.items.every((w) => w.folderId === null)).toBe(true);
    const all = await t.json<List<{ folderId: number | null }>>(t.get(`${dep}/workbooks?first=100`));
    expect(all.items.some((w) => w.folderId === t.fx.folders.editable)).toBe(true);
    const folders = await t.json<List<{ name: string }>>(t.get(`${dep}/folders?parentId=0`));
    expect(folders.items.map((f) => f.name)).toEqual(['Board', 'Finance']);
    const workspace = await t.json<{ items: { folderId: number | null }[] }>(t.get(`${dep}/workspace?folderId=0`));
    expect(workspace.items.every((i) => i.folderId === null)).toBe(true);
  });

  it('serves the workspace with repeated types, ASC/DESC ordering, search below a folder, folders first', async () => {
    const asc = await t.json<{ items: { type: string; name: string }[]; pageInfo: Page }>(
      t.get(`${dep}/workspace?types=FOLDER&types=WORKBOOK&orderByField=name&orderByDirection=ASC`),
    );
    expect(asc.items[0]).toMatchObject({ type: 'FOLDER', name: 'Board' });
    expect(new Set(asc.items.map((i) => i.type))).toEqual(new Set(['FOLDER', 'WORKBOOK']));
    const desc = await t.json<{ items: { type: string; name: string }[] }>(
      t.get(`${dep}/workspace?types=FOLDER&orderByField=name&orderByDirection=DESC`),
    );
    expect(desc.items.map((i) => i.name)).toEqual(['Finance', 'Board']);
    const found = await t.json<{ items: { name: string; folderId: number | null }[] }>(
      t.get(`${dep}/workspace?types=WORKBOOK&search=quarterly`),
    );
    expect(found.items.map((i) => i.name)).toContain('Quarterly revenue review');
    const shared = await t.json<{ items: unknown[]; pageInfo: Page }>(t.get(`${dep}/shared-workspace?orderByDirection=DESC`));
    expect(shared.items.length).toBeGreaterThan(0);
    expect(shared.pageInfo).toMatchObject({ hasPreviousPage: false });
  });

  it('answers GET and duplicate of a workbook with the Workbook, and reports with the Report fields', async () => {
    const wb = await t.json<Record<string, unknown>>(t.get(`${dep}/workbooks/${t.fx.workbooks.inEditableFolder}`));
    expect(wb).toMatchObject({ id: t.fx.workbooks.inEditableFolder, type: 'WORKBOOK' });
    expect(wb.publishedDashboard).toMatchObject({ allowEmbed: true });
    const copy = await t.json(t.post(`${dep}/workbooks/${t.fx.workbooks.inEditableFolder}/duplicate`, { shared: null }));
    expect(copy).toMatchObject({ name: 'Copy of Quarterly revenue review' });
    const reports = await t.json<List<Record<string, unknown>>>(
      t.get(`${dep}/reports?workbookId=${t.fx.workbooks.inEditableFolder}&sortBy=name&sortDirection=DESC`),
    );
    const names = reports.items.map((r) => r.name as string);
    expect(names).toEqual([...names].sort().reverse());
    expect(reports.items[0]).toMatchObject({ type: 'REPORT', workbookId: t.fx.workbooks.inEditableFolder });
    expect(reports.items[0]?.publicId).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(reports.items[0]).not.toHaveProperty('kind');
  });
});

describe('the reference dialect: refusals name what the document does not define', () => {
  it('refuses a query parameter the operation does not define', async () => {
    expect(await errorOf(t.get(`${dep}/workbooks?search=revenue`))).toEqual({
      status: 400,
      body: { error: 'Query parameter "search" is not defined for GET /api/v1/deployments/{deploymentId}/workbooks' },
    });
    expect((await errorOf(t.get(`${dep}/workbooks?orderByDirection=ASC`))).body.error).toMatch(
      /"orderByDirection" is not defined/,
    );
    expect((await errorOf(t.get(`/api/v1/deployments?offset=0&limit=5&page=2`))).body.error).toMatch(/"page" is not defined/);
  });

  it('refuses a body field the operation does not define', async () => {
    expect(await errorOf(t.put(dep, { region: 'eu-west-1', apiSecret: 'x' }))).toEqual({
      status: 400,
      body: { error: 'Body field "apiSecret" is not defined for PUT /api/v1/deployments/{deploymentId}' },
    });
    expect((await errorOf(t.post(`${dep}/workbooks/${t.fx.workbooks.atRoot}/duplicate`, { folderId: 1 }))).body.error).toMatch(
      /Body field "folderId" is not defined/,
    );
    expect((await errorOf(t.put(`${build}/branches/staging-environment`, { branch: 'x', enabled: true }))).body.error).toMatch(
      /Body field "branch" is not defined/,
    );
  });

  it('refuses an enum value outside the document, including lower-case ordering', async () => {
    expect((await errorOf(t.get(`${dep}/shared-workspace?orderByDirection=asc`))).body.error).toBe(
      'Query parameter "orderByDirection" must be one of "ASC", "DESC"; got "asc" (GET /api/v1/deployments/{deploymentId}/shared-workspace)',
    );
    expect((await errorOf(t.get(`${dep}/workspace?types=WORKBOOK,FOLDER`))).body.error).toMatch(
      /Query parameter "types" must be one of/,
    );
    expect((await errorOf(t.put(dep, { cloudProvider: 'hosted' }))).body.error).toMatch(
      /Body field "cloudProvider" must be one of/,
    );
    expect((await errorOf(t.get(`${dep}/environments?type=qa`))).body.error).toMatch(/Query parameter "type"/);
  });

  it('refuses a value outside a documented range or type', async () => {
    const env = (await t.json<List<{ id: string }>>(t.get(`${dep}/environments`))).items[0]?.id as string;
    const tooLong = await errorOf(
      t.post(`${dep}/environments/${env}/tokens-for-meta-sync`, { security_context: {}, expires_in: 86400 }),
    );
    expect(tooLong.body.error).toMatch(/^Body field "expires_in" must be at most 3600/);
    expect((await errorOf(t.get(`${dep}/workbooks?first=0`))).body.error).toMatch(/"first" must be at least 1/);
    expect((await errorOf(t.get(`${dep}/workbooks?folderId=abc`))).body.error).toMatch(
      /^Query parameter "folderId" must be an integer/,
    );
    expect((await errorOf(t.put(dep, ['region']))).body.error).toBe(
      'The body must be an object (PUT /api/v1/deployments/{deploymentId})',
    );
    expect((await errorOf(t.put(dep, { launchpadTabs: 'a' }))).body.error).toMatch(
      /^Body field "launchpadTabs" must be an array/,
    );
  });
});

describe('the reference dialect: error bodies take the forms real accounts use', () => {
  it('400 is JSON {error}, 401 and 403 plain text, 404 and 405 an HTML page', async () => {
    const bad = await t.put(dep, { releaseChannelVersion: '0.0.1' });
    expect([bad.status, bad.headers.get('content-type')]).toEqual([400, 'application/json; charset=utf-8']);
    const unauthorized = await t.get(dep, t.fx.keys.expired);
    expect(unauthorized.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await unauthorized.text()).not.toContain(t.fx.keys.expired);
    const forbidden = await t.get(`/api/v1/deployments/${t.fx.deployments.secondary}`, t.fx.keys.scoped);
    expect([forbidden.status, await forbidden.text()]).toEqual([
      403,
      `This key is not authorized for deployment ${t.fx.deployments.secondary}`,
    ]);
    const missing = await t.get(`${dep}/workbooks/99999`);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toMatch(/<title>404 Not Found<\/title>[\s\S]*Workbook 99999 not found/);
    const notAllowed = await t.call('DELETE', `${dep}/settings`);
    expect([notAllowed.status, notAllowed.headers.get('content-type')]).toEqual([405, 'text/html; charset=utf-8']);
  });

  it('escapes the message in the HTML page', async () => {
    const res = await t.get(`/api/v1/nothing-<b>here</b>`);
    expect(await res.text()).toContain('nothing-&lt;b&gt;here&lt;/b&gt;');
  });
});

describe('the request log', () => {
  const requests = async (sandbox = t) =>
    (await sandbox.json<{ dialect: string; requests: LoggedRequest[] }>(sandbox.get('/__sandbox/requests', null))).requests;

  it('records names, statuses and refusals, never a credential or a value', async () => {
    await t.get(`${dep}/workbooks?first=2&after=abc`);
    await t.get(`${dep}/workbooks?search=secret-search-term`);
    await t.put(dep, { region: 'eu-west-1', templateVariables: { password: 'hunter2' } });
    const log = await requests();
    expect(log).toEqual([
      expect.objectContaining({
        method: 'GET',
        template: '/api/v1/deployments/{deploymentId}/workbooks',
        operationId: 'listWorkbooks',
        published: true,
        query: ['first', 'after'],
        status: 400,
        refused: null,
      }),
      expect.objectContaining({ query: ['search'], status: 400, refused: { kind: 'undefined', name: 'search' } }),
      expect.objectContaining({ method: 'PUT', bodyFields: ['region', 'templateVariables'], status: 200, refused: null }),
    ]);
    const text = JSON.stringify(log);
    for (const secret of [t.fx.keys.admin, 'Bearer', 'secret-search-term', 'hunter2', 'eu-west-1'])
      expect(text).not.toContain(secret);
  });

  it('marks operations outside the published document and paths no operation serves', async () => {
    await t.get('/api/v1/audit-logs/export');
    await t.get(`${dep}/dashboards`);
    const [audit, dashboard] = await requests();
    expect(audit).toMatchObject({ operationId: 'exportAuditLog', published: false, status: 200, refused: null });
    expect(dashboard).toMatchObject({ operationId: null, status: 404, refused: { kind: 'operation' } });
  });

  it('tells a test’s own requests apart, and clears', async () => {
    await t.call('GET', `${dep}/workbooks?search=x`, { headers: { 'x-switchboard-test-request': '1' } });
    expect((await requests())[0]).toMatchObject({ refused: { name: 'search' }, fromTest: true });
    expect((await t.call('DELETE', '/__sandbox/requests', { key: null })).status).toBe(200);
    expect(await requests()).toEqual([]);
  });

  it('records in the spec dialect too, where nothing is refused as undefined', async () => {
    const spec = testSandbox();
    try {
      await spec.get(`/api/v1/deployments/${spec.fx.deployments.primary}/workbooks?search=x&orderByDirection=desc`);
      expect(await requests(spec)).toEqual([
        expect.objectContaining({ query: ['search', 'orderByDirection'], status: 200, refused: null, published: true }),
      ]);
    } finally {
      spec.sb.close();
    }
  });
});

describe('GET /api/v1/spec per dialect', () => {
  type Doc = {
    info: { title: string };
    paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[] }>>;
  };

  it('is the published document’s operations and parameters in the reference dialect', async () => {
    const doc = await t.json<Doc>(t.get('/api/v1/spec', null));
    expect(doc.info.title).toMatch(/^Cube Platform API/);
    const workbooks = doc.paths['/api/v1/deployments/{deploymentId}/workbooks']?.get;
    expect(workbooks?.operationId).toBe('getWorkbooks');
    expect(workbooks?.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['folderId', 'after', 'first']);
    expect(doc.paths).not.toHaveProperty('/api/v1/audit-logs/export');
    expect(doc.paths['/api/v1/deployments/{deploymentId}/workspace']?.get?.operationId).toBe('workspaceObjects');
  });

  it('stays the sandbox’s own document in the spec dialect', async () => {
    const spec = testSandbox();
    try {
      const doc = await spec.json<Doc>(spec.get('/api/v1/spec', null));
      expect(doc.info.title).toBe('Switchboard sandbox: management API');
      expect(doc.paths['/api/v1/deployments/{deploymentId}/workbooks']?.get?.parameters?.map((p) => p.name)).toContain('search');
      expect(doc.paths).toHaveProperty('/api/v1/audit-logs/export');
      // The reference-only extras the handlers understand are not part of the spec's document.
      const deployments = doc.paths['/api/v1/deployments']?.get?.parameters?.map((p) => p.name);
      expect(deployments).toEqual(['offset', 'limit']);
    } finally {
      spec.sb.close();
    }
  });
});
