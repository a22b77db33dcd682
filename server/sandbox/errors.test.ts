import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

let t: TestSandbox;
let dep: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const errorOf = async (res: Response) => {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return ((await res.json()) as { error: string }).error;
};

describe('unknown paths and methods', () => {
  it('answers 404 {error} naming the method and path, on both prefixes', async () => {
    for (const path of ['/api/v1/nothing-here', '/build/api/v1/deployments/1/data-model/files', '/api/v1/deployments/1/pods']) {
      const res = await t.call('DELETE', path);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toContain(`DELETE ${path}`);
    }
  });

  it('answers 405 with Allow for a known path with the wrong method', async () => {
    const res = await t.call('DELETE', `${dep}/workbooks`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await errorOf(res)).toMatch(/DELETE/);
    const put = await t.call('POST', dep);
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'PUT']);
  });

  it('answers 400 naming the parameter for an id that is not plain decimal digits', async () => {
    const res = await t.get('/api/v1/deployments/abc/settings');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('Invalid path: field "deploymentId": must be plain decimal digits, got "abc"');
  });
});

describe('bad input', () => {
  it('answers 400 for malformed JSON and keeps serving', async () => {
    const res = await t.call('PUT', dep, { rawBody: '{"region": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/malformed json/i);
    expect((await t.get(`${dep}/settings`)).status).toBe(200);
  });

  it('answers 400 naming the field path of a wrong type', async () => {
    const res = await t.put(`/build/api/v1/deployments/${t.fx.deployments.primary}/branches/staging-environment`, {
      enabled: 1,
      branchName: 'staging',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toContain('"enabled"');
    const nested = await t.post(`${dep}/workbooks/${t.fx.workbooks.atRoot}/duplicate`, { shared: { deep: true } });
    expect(await errorOf(nested)).toContain('"shared"');
    const notObject = await t.put(dep, [1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('answers 413 for a body over 1 MiB, declared or streamed, and changes nothing', async () => {
    const before = await (await t.get(`${dep}/settings`)).text();
    const big = JSON.stringify({ region: 'x'.repeat(1024 * 1024 + 10) });
    const res = await t.call('PUT', dep, { rawBody: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatch(/larger than/);
    // Without Content-Length: counted as it streams.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 1024 * 1024 + chunk.length) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const streamed = await t.call('PUT', dep, { rawBody: stream, headers: { 'content-type': 'application/json' } });
    expect(streamed.status).toBe(413);
    expect(await (await t.get(`${dep}/settings`)).text()).toBe(before);
  });
});

describe('fault injection', () => {
  it('--fail-rate 1 answers every API call with 503 but never /__sandbox/*', async () => {
    const failing = testSandbox({ failRate: 1 });
    try {
      const res = await failing.get('/api/v1/deployments');
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toMatch(/unavailable/i);
      expect((await failing.get('/__sandbox/health')).status).toBe(200);
      expect((await failing.get('/__sandbox/fixtures')).status).toBe(200);
    } finally {
      failing.sb.close();
    }
  });
});

describe('/__sandbox tools', () => {
  it('serves health and fixtures without auth', async () => {
    expect(await t.json(t.get('/__sandbox/health', null))).toEqual({ status: 'ok' });
    const fx = await t.json<Record<string, Record<string, unknown>>>(t.get('/__sandbox/fixtures', null));
    expect(Object.keys(fx).sort()).toEqual(['branches', 'deployments', 'folders', 'keys', 'versions', 'workbooks']);
    expect(Object.keys(fx.keys ?? {}).sort()).toEqual(['admin', 'creatorEmbed', 'expired', 'scoped', 'viewer']);
    for (const k of [
      'inEditableFolder',
      'inReadOnlyFolder',
      'atRoot',
      'sharedPublished',
      'sharedUnpublished',
      'inSecondary',
      'inLimited',
    ])
      expect(typeof fx.workbooks?.[k]).toBe('number');
  });
});

describe('GET /api/v1/spec', () => {
  type Doc = {
    openapi: string;
    info: { version: string };
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
          parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
        }
      >
    >;
    components: {
      schemas: Record<
        string,
        { properties?: Record<string, { type?: string }>; required?: string[]; additionalProperties?: unknown }
      >;
    };
  };

  it('is an OpenAPI 3.1 document of every operation the sandbox serves', async () => {
    const doc = await t.json<Doc>(t.get('/api/v1/spec'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    for (const op of [
      'GET /api/v1/deployments',
      'PUT /api/v1/deployments/{deploymentId}',
      'GET /api/v1/deployments/{deploymentId}/settings',
      'GET /api/v1/deployments/{deploymentId}/versions',
      'GET /api/v1/deployments/{deploymentId}/environments',
      'POST /api/v1/deployments/{deploymentId}/environments/{environmentId}/tokens-for-meta-sync',
      'GET /build/api/v1/deployments/{deploymentId}/branches',
      'PUT /build/api/v1/deployments/{deploymentId}/branches/staging-environment',
      'POST /api/v1/deployments/{deploymentId}/workbooks/{workbookId}/duplicate',
      'GET /api/v1/audit-logs/export',
      'GET /api/v1/spec',
    ]) {
      expect(ops).toContain(op);
    }
  });

  it("is generated from the handlers' zod schemas", async () => {
    const doc = await t.json<Doc>(t.get('/api/v1/spec'));
    const put = doc.components.schemas.UpdateDeploymentInput;
    expect(Object.keys(put?.properties ?? {}).sort()).toEqual(
      [
        'cloudProvider',
        'creationMethod',
        'defaultLaunchpadViewGroup',
        'deployMode',
        'launchpadTabs',
        'region',
        'releaseChannel',
        'releaseChannelVersion',
        'releaseChannelVersionHold',
        'template',
        'templateVariables',
      ].sort(),
    );
    expect(put?.additionalProperties).toBe(false);
    expect(doc.components.schemas.StagingEnvironmentInput?.required).toEqual(['enabled']);
    expect(doc.components.schemas.MetaSyncTokenInput?.required).toEqual(['security_context']);
    const list = doc.paths['/api/v1/deployments']?.get;
    expect(list?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:offset', 'query:limit']);
    expect(doc.components.schemas.Workbook?.required).toEqual(
      expect.arrayContaining(['id', 'deploymentId', 'name', 'meta', 'calculatedFields', 'type', 'createdAt', 'updatedAt']),
    );
  });
});
