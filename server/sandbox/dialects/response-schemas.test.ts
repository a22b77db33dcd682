import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from '../test-client.ts';
import { listItems } from '../../../test/support/list-items.ts';
import type { Dialect } from './dialect.ts';
import { referenceComponents, strictComponents } from './reference/schemas.ts';
import { errorFormFor } from './reference/errors.ts';
import type { JsonSchema } from './json-schema.ts';

/**
 * Every response of every operation the sandbox serves, in both dialects, checked against its dialect's document:
 * the JSON Schemas served at `GET /api/v1/spec` (the spec dialect's from the handlers' zod schemas, the reference
 * dialect's from `reference/schemas.ts`, which are written once from public-api-reference.md). In the reference
 * dialect a response field the document does not define is a drift too.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface OpenApi {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, ResponseDoc> }>>;
  components: { schemas: Record<string, JsonSchema> };
}
interface ResponseDoc {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Case {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  key?: string | null;
  status: number;
}

const templateRegex = (template: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);

/** Finds the documented operation for a concrete path (the most specific template wins: fewer placeholders). */
function documented(doc: OpenApi, method: string, path: string) {
  const pathname = path.split('?')[0] as string;
  const templates = Object.keys(doc.paths)
    .filter((t) => templateRegex(t).test(pathname) && doc.paths[t]?.[method.toLowerCase()])
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = templates[0];
  return template ? { template, op: doc.paths[template]![method.toLowerCase()]! } : null;
}

async function cases(t: TestSandbox, dialect: Dialect): Promise<Case[]> {
  const fx = t.fx;
  const dep = `/api/v1/deployments/${fx.deployments.primary}`;
  const build = `/build/api/v1/deployments/${fx.deployments.primary}`;
  const ref = dialect === 'reference';
  const envs = listItems<{ id: string; type: string }>(await t.json(t.get(`${dep}/environments`)));
  const envId = envs.find((e) => e.type === 'production')?.id;
  const branches = listItems<{ id: number; name: string }>(await t.json(t.get(`${build}/branches`)));
  const sharedBranchId = branches.find((b) => b.name === fx.branches.shared)?.id;
  const page1 = (await t.json<{ pageInfo: { endCursor: string } }>(t.get(`${dep}/workbooks?first=2`))).pageInfo.endCursor;
  const firstDeployment = ref
    ? (await t.json<{ pageInfo: { endCursor: string } }>(t.get('/api/v1/deployments?first=1'))).pageInfo.endCursor
    : '';
  const w = fx.workbooks;
  return [
    { name: 'deployments', method: 'GET', path: '/api/v1/deployments', status: 200 },
    {
      name: 'deployments, a page',
      method: 'GET',
      path: ref ? `/api/v1/deployments?first=1&after=${firstDeployment}` : '/api/v1/deployments?offset=1&limit=1',
      status: 200,
    },
    ...(ref
      ? [{ name: 'deployments by step', method: 'GET' as const, path: '/api/v1/deployments?creationStep=ready', status: 200 }]
      : []),
    { name: 'deployment', method: 'GET', path: dep, status: 200 },
    { name: 'deployment, unknown', method: 'GET', path: '/api/v1/deployments/9999', status: 404 },
    {
      name: 'deployment, out of scope',
      method: 'GET',
      path: `/api/v1/deployments/${fx.deployments.secondary}`,
      key: fx.keys.scoped,
      status: 403,
    },
    { name: 'deployment, expired key', method: 'GET', path: dep, key: fx.keys.expired, status: 401 },
    ...Object.values(fx.deployments).map((id) => ({
      name: `settings of ${id}`,
      method: 'GET' as const,
      path: `/api/v1/deployments/${id}/settings`,
      status: 200,
    })),
    { name: 'update', method: 'PUT', path: dep, body: { region: 'eu-west-1', templateVariables: { replicas: 4 } }, status: 200 },
    { name: 'update, channel', method: 'PUT', path: dep, body: { releaseChannel: 'release' }, status: 200 },
    { name: 'update, version off the list', method: 'PUT', path: dep, body: { releaseChannelVersion: '0.0.1' }, status: 400 },
    { name: 'versions', method: 'GET', path: `${dep}/versions`, status: 200 },
    ...(ref ? [{ name: 'versions, a page', method: 'GET' as const, path: `${dep}/versions?first=2`, status: 200 }] : []),
    { name: 'environments', method: 'GET', path: `${dep}/environments`, status: 200 },
    { name: 'environments, staging', method: 'GET', path: `${dep}/environments?type=staging`, status: 200 },
    { name: 'environments, bad type', method: 'GET', path: `${dep}/environments?type=qa`, status: 400 },
    {
      name: 'metadata token',
      method: 'POST',
      path: `${dep}/environments/${envId}/tokens-for-meta-sync`,
      body: { security_context: { tenant: 'acme' }, expires_in: 600 },
      status: 200,
    },
    {
      name: 'metadata token, unknown environment',
      method: 'POST',
      path: `${dep}/environments/77777/tokens-for-meta-sync`,
      body: { security_context: {} },
      status: 404,
    },
    { name: 'branches', method: 'GET', path: `${build}/branches`, status: 200 },
    { name: 'branches, a page', method: 'GET', path: `${build}/branches?first=2`, status: 200 },
    {
      name: 'staging on',
      method: 'PUT',
      path: `${build}/branches/staging-environment`,
      body: { branchId: sharedBranchId, enabled: true },
      status: 200,
    },
    {
      name: 'staging, personal branch',
      method: 'PUT',
      path: `${build}/branches/staging-environment`,
      body: { branchName: fx.branches.personal, enabled: true },
      status: 400,
    },
    {
      name: 'staging, unknown branch',
      method: 'PUT',
      path: `${build}/branches/staging-environment`,
      body: { branchName: 'nope', enabled: true },
      status: 404,
    },
    { name: 'folders', method: 'GET', path: `${dep}/folders`, status: 200 },
    { name: 'sub-folders', method: 'GET', path: `${dep}/folders?parentId=${fx.folders.editable}`, status: 200 },
    { name: 'ancestors', method: 'GET', path: `${dep}/folders/${fx.folders.editable}/ancestors`, status: 200 },
    { name: 'ancestors, unknown', method: 'GET', path: `${dep}/folders/9999/ancestors`, status: 404 },
    { name: 'workbooks', method: 'GET', path: `${dep}/workbooks`, status: 200 },
    { name: 'workbooks, a page', method: 'GET', path: `${dep}/workbooks?first=2&after=${page1}`, status: 200 },
    { name: 'workbooks, a folder', method: 'GET', path: `${dep}/workbooks?folderId=${fx.folders.editable}`, status: 200 },
    ...[w.inEditableFolder, w.inReadOnlyFolder, w.atRoot, w.app, w.sharedPublished, w.sharedUnpublished].map((id) => ({
      name: `workbook ${id}`,
      method: 'GET' as const,
      path: `${dep}/workbooks/${id}`,
      status: 200,
    })),
    { name: 'workbook, unknown', method: 'GET', path: `${dep}/workbooks/99999`, status: 404 },
    { name: 'reports', method: 'GET', path: `${dep}/reports`, status: 200 },
    { name: 'reports, search', method: 'GET', path: `${dep}/reports?search=revenue&first=3`, status: 200 },
    { name: 'shared workspace', method: 'GET', path: `${dep}/shared-workspace`, status: 200 },
    {
      name: 'shared workspace, ordered',
      method: 'GET',
      path: `${dep}/shared-workspace?orderByField=name&orderByDirection=${ref ? 'DESC' : 'desc'}`,
      status: 200,
    },
    { name: 'workspace', method: 'GET', path: `${dep}/workspace`, status: 200 },
    { name: 'workspace, a folder', method: 'GET', path: `${dep}/workspace?folderId=${fx.folders.editable}`, status: 200 },
    { name: 'workspace, search', method: 'GET', path: `${dep}/workspace?search=re&first=5`, status: 200 },
    { name: 'clone', method: 'POST', path: `${dep}/workbooks/${w.inEditableFolder}/duplicate`, status: 200 },
    { name: 'clone, viewer', method: 'POST', path: `${dep}/workbooks/${w.atRoot}/duplicate`, key: fx.keys.viewer, status: 403 },
    {
      name: 'clone, shared',
      method: 'POST',
      path: `${dep}/workbooks/${w.sharedPublished}/duplicate`,
      body: { shared: true },
      key: fx.keys.creatorEmbed,
      status: 200,
    },
    {
      name: 'clone, limit',
      method: 'POST',
      path: `/api/v1/deployments/${fx.deployments.limited}/workbooks/${w.inLimited}/duplicate`,
      status: 400,
    },
    { name: 'clone, unknown', method: 'POST', path: `${dep}/workbooks/99999/duplicate`, status: 404 },
    ...(await publishingCases(t, dep)),
    ...(await promoteOnce(t, dep).then(({ targetPath }): Case[] => [
      { name: 'promotion summary of a promoted copy', method: 'GET', path: `${targetPath}/promotion`, status: 200 },
      { name: 'promotions, one', method: 'GET', path: `${dep}/workbooks/${w.atRoot}/promotions`, status: 200 },
      { name: 'promotion links, one', method: 'GET', path: `${dep}/workbooks/${w.atRoot}/promotion-links`, status: 200 },
    ])),
    { name: 'audit export', method: 'GET', path: '/api/v1/audit-logs/export?search=workbook', status: 200 },
    { name: 'spec', method: 'GET', path: '/api/v1/spec', key: null, status: 200 },
  ];
}

/** Editing, publishing, embedding and promoting: run in order, each on what the one before left. */
async function publishingCases(t: TestSandbox, dep: string): Promise<Case[]> {
  const fx = t.fx;
  const w = fx.workbooks.inEditableFolder;
  const wb = `${dep}/workbooks/${w}`;
  const published = (await t.json<{ publishedDashboard: { publicId: string } }>(t.get(wb))).publishedDashboard.publicId;
  const target = { targetDeploymentId: fx.deployments.secondary };
  const preview = await t.json<{ sourceHash: string }>(t.post(`${wb}/promotion-previews`, target));
  const draft = { widgets: [{ id: 'w1', type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 }, config: { text: '# Hi' } }] };
  return [
    { name: 'draft', method: 'PUT', path: `${wb}/dashboard`, body: { dashboardDraft: draft }, status: 200 },
    {
      name: 'draft, read-only folder',
      method: 'PUT',
      path: `${dep}/workbooks/${fx.workbooks.inReadOnlyFolder}/dashboard`,
      body: { dashboardDraft: draft },
      status: 403,
    },
    { name: 'publish', method: 'POST', path: `${wb}/publish`, body: { workbookId: w }, status: 200 },
    { name: 'publish, wrong workbookId', method: 'POST', path: `${wb}/publish`, body: { workbookId: w + 1000 }, status: 400 },
    {
      name: 'embedding off',
      method: 'PATCH',
      path: `/api/v1/embed/dashboard/${published}`,
      body: { allowEmbed: false },
      status: 200,
    },
    {
      name: 'embedding, unknown',
      method: 'PATCH',
      path: '/api/v1/embed/dashboard/nope',
      body: { allowEmbed: true },
      status: 404,
    },
    { name: 'embed access', method: 'GET', path: `${wb}/embed-access`, status: 200 },
    {
      name: 'embed access, grant',
      method: 'PUT',
      path: `${wb}/embed-access`,
      body: { embedTenantName: 'globex', action: 'read' },
      status: 200,
    },
    {
      name: 'embed access, no change',
      method: 'PUT',
      path: `${wb}/embed-access`,
      body: { embedTenantName: 'globex', action: 'read' },
      status: 400,
    },
    { name: 'promotion preview', method: 'POST', path: `${wb}/promotion-previews`, body: target, status: 200 },
    {
      name: 'promotion, stale source hash',
      method: 'POST',
      path: `${wb}/promotions`,
      body: { ...target, expectedSourceHash: preview.sourceHash, idempotencyKey: crypto.randomUUID() },
      status: 409,
    },
    { name: 'promotions', method: 'GET', path: `${wb}/promotions`, status: 200 },
    { name: 'promotion links', method: 'GET', path: `${wb}/promotion-links?first=5`, status: 200 },
    { name: 'promotion summary', method: 'GET', path: `${wb}/promotion`, status: 200 },
  ];
}

/** Promotes once, so that the lists and the summary below have something to show. */
async function promoteOnce(t: TestSandbox, dep: string): Promise<{ targetPath: string }> {
  const fx = t.fx;
  const wb = `${dep}/workbooks/${fx.workbooks.atRoot}`;
  const target = { targetDeploymentId: fx.deployments.secondary };
  const p = await t.json<{ sourceHash: string }>(t.post(`${wb}/promotion-previews`, target));
  const done = await t.json<{ target: { workbookId: number } }>(
    t.post(`${wb}/promotions`, { ...target, expectedSourceHash: p.sourceHash, idempotencyKey: crypto.randomUUID() }),
  );
  return { targetPath: `/api/v1/deployments/${fx.deployments.secondary}/workbooks/${done.target.workbookId}` };
}

describe.each(['spec', 'reference'] as const)('every response in the %s dialect fits its schema', (dialect) => {
  let t: TestSandbox;
  let doc: OpenApi;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    t = testSandbox({ dialect });
    doc = await t.json<OpenApi>(t.get('/api/v1/spec', null));
    const schemas = dialect === 'reference' ? strictComponents(doc.components.schemas) : doc.components.schemas;
    ajv.addSchema({ $id: 'doc', components: { schemas } });
  });
  afterAll(() => t.sb.close());

  const validatorFor = (schema: JsonSchema): ValidateFunction => {
    const text = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/components/schemas/');
    let v = validators.get(text);
    if (!v) validators.set(text, (v = ajv.compile(JSON.parse(text) as object)));
    return v;
  };

  if (dialect === 'reference') {
    it('serves the document built from the schemas written from public-api-reference.md', () => {
      expect(doc.components.schemas).toEqual(referenceComponents);
    });
  }

  it('answers every case as documented, and covers every documented operation', async () => {
    const covered = new Set<string>();
    const drifts: string[] = [];
    for (const c of await cases(t, dialect)) {
      const res = await t.call(c.method, c.path, { key: c.key, body: c.body });
      const text = await res.text();
      const where = `${c.name} (${c.method} ${c.path} -> ${res.status})`;
      if (res.status !== c.status) {
        drifts.push(`${where}: expected status ${c.status}; body ${text.slice(0, 200)}`);
        continue;
      }
      const found = documented(doc, c.method, c.path);
      const contentType = res.headers.get('content-type') ?? '';
      if (!found) {
        // The audit export is the one operation outside the published document; it stays as the spec defines it.
        if (dialect === 'reference' && c.path.startsWith('/api/v1/audit-logs/export') && contentType.startsWith('text/csv'))
          continue;
        drifts.push(`${where}: no such operation in the document`);
        continue;
      }
      covered.add(`${c.method} ${found.template}`);
      const responseDoc = found.op.responses[String(c.status)];
      if (dialect === 'reference' && c.status >= 400) {
        // The published document has no error responses; the sandbox's error forms are fixed per status.
        const form = errorFormFor(c.status);
        const expected = { json: 'application/json', text: 'text/plain', html: 'text/html' }[form];
        if (!contentType.startsWith(expected)) drifts.push(`${where}: error body is ${contentType}, expected ${expected}`);
        if (form === 'json' && typeof (JSON.parse(text) as { error?: unknown }).error !== 'string')
          drifts.push(`${where}: error body has no "error" string`);
        continue;
      }
      if (!responseDoc) {
        drifts.push(`${where}: status not documented`);
        continue;
      }
      const [documentedType, media] = Object.entries(responseDoc.content ?? {})[0] ?? [];
      if (!documentedType || !contentType.startsWith(documentedType)) {
        drifts.push(`${where}: content type ${contentType}, documented ${documentedType ?? 'none'}`);
        continue;
      }
      if (documentedType !== 'application/json' || !media?.schema) continue;
      const validate = validatorFor(media.schema);
      if (!validate(JSON.parse(text)))
        drifts.push(`${where}:\n${ajv.errorsText(validate.errors, { separator: '\n  ', dataVar: 'body' })}`);
    }
    expect(drifts).toEqual([]);
    const all = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect([...covered].sort()).toEqual(all.sort());
  });
});
