import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Settings = Record<string, unknown> & {
  templateVariables: Record<string, unknown>;
  releaseChannel: string;
  releaseChannelVersion: string;
  releaseChannelVersionHold: boolean;
  cubeImageVersion: string;
};
type Version = {
  releaseChannelVersion: string;
  version: string;
  releaseChannel: string;
  isLatestInChannel: boolean;
  isCurrent: boolean;
};

let t: TestSandbox;
let base: string;
beforeEach(() => {
  t = testSandbox();
  base = `/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const settings = () => t.json<Settings>(t.get(`${base}/settings`));
const versions = async () => (await t.json<{ data: Version[] }>(t.get(`${base}/versions`))).data;

describe('deployment settings', () => {
  it('returns every setting with secrets excluded', async () => {
    const s = await settings();
    for (const field of [
      'name',
      'deploymentUrl',
      'cloudProvider',
      'region',
      'template',
      'templateVariables',
      'releaseChannel',
      'releaseChannelVersion',
      'releaseChannelVersionHold',
      'cubeImageVersion',
      'deployBranchName',
      'isCubeSqlEnabled',
    ]) {
      expect(s, field).toHaveProperty(field);
    }
    expect(s.deployBranchName).toBe('main');
    expect(s).not.toHaveProperty('apiSecret');
    expect(JSON.stringify(s)).not.toMatch(/secret/i);
  });

  it('GET /deployments/{id} returns the short record', async () => {
    const d = await t.json(t.get(base));
    expect(d).toMatchObject({ id: String(t.fx.deployments.primary), name: 'Acme Analytics' });
  });
});

describe('PUT /api/v1/deployments/{id}', () => {
  it('is a partial merge: omitted fields stay, templateVariables merge key by key', async () => {
    const before = await settings();
    const res = await t.put(base, { region: 'eu-central-1', templateVariables: { replicas: 5, newKey: 'x' } });
    expect(res.status).toBe(200);
    const after = await settings();
    expect(after.region).toBe('eu-central-1');
    expect(after.template).toBe(before.template);
    expect(after.releaseChannelVersion).toBe(before.releaseChannelVersion);
    expect(after.templateVariables).toEqual({ ...before.templateVariables, replicas: 5, newKey: 'x' });
  });

  it('removes a template variable sent as null', async () => {
    await t.put(base, { templateVariables: { cacheTtl: null } });
    expect((await settings()).templateVariables).not.toHaveProperty('cacheTtl');
  });

  it('answers 400 naming a field it does not accept, and changes nothing', async () => {
    const before = await settings();
    for (const [field, body] of [
      ['name', { name: 'Renamed', region: 'x' }],
      ['cubeImageVersion', { cubeImageVersion: 'cubejs/cube:v9.9.9' }],
    ] as const) {
      const res = await t.put(base, body);
      expect(res.status).toBe(400);
      expect((await t.json<{ error: string }>(res)).error).toContain(`"${field}"`);
    }
    expect(await settings()).toEqual(before);
  });

  it('answers 400 naming the field path of a wrong type', async () => {
    const res = await t.put(base, { templateVariables: { replicas: { nested: true } } });
    expect(res.status).toBe(400);
    expect((await t.json<{ error: string }>(res)).error).toContain('templateVariables.replicas');
    const res2 = await t.put(base, { releaseChannelVersionHold: 'yes' });
    expect((await t.json<{ error: string }>(res2)).error).toContain('releaseChannelVersionHold');
  });

  it.each([
    ['bare version', (v: string) => v],
    ['v-prefixed version', (v: string) => `v${v}`],
    ['image-qualified version', (v: string) => `cubejs/cube:v${v}`],
  ])('accepts a %s and derives the container image', async (_label, form) => {
    const res = await t.put(base, { releaseChannelVersion: form(t.fx.versions.older) });
    expect(res.status).toBe(200);
    const s = await settings();
    expect(s.releaseChannelVersion).toBe(t.fx.versions.older);
    expect(s.cubeImageVersion).toBe(`${t.fx.versions.image}:v${t.fx.versions.older}`);
    // Not the channel's head: the hold is set unless sent.
    expect(s.releaseChannelVersionHold).toBe(true);
    const list = await versions();
    expect(list.filter((v) => v.isCurrent).map((v) => v.version)).toEqual([t.fx.versions.older]);
  });

  it('rejects a version not on the list with 400 and changes nothing', async () => {
    const before = await settings();
    for (const bad of ['9.9.9', 'v0.0.1', 'other/image:v1.3.20', 'latest', '1.2.30' /* on the list, but another channel */]) {
      const res = await t.put(base, { releaseChannelVersion: bad, region: 'changed' });
      expect(res.status, bad).toBe(400);
      expect((await t.json<{ error: string }>(res)).error).toContain('releaseChannelVersion');
    }
    expect(await settings()).toEqual(before);
  });

  it('moves to the head of a channel when only releaseChannel is sent', async () => {
    const res = await t.put(base, { releaseChannel: 'release' });
    expect(res.status).toBe(200);
    const list = await versions();
    const head = list.find((v) => v.releaseChannel === 'release' && v.isLatestInChannel);
    expect(head?.isCurrent).toBe(true);
    const s = await settings();
    expect(s.releaseChannel).toBe('release');
    expect(s.releaseChannelVersion).toBe(head?.version);
    expect(s.releaseChannelVersionHold).toBe(false);
  });

  it('accepts a version of the target channel sent together with it', async () => {
    const res = await t.put(base, {
      releaseChannel: 'release',
      releaseChannelVersion: 'v1.2.28',
      releaseChannelVersionHold: false,
    });
    expect(res.status).toBe(200);
    expect(await settings()).toMatchObject({
      releaseChannel: 'release',
      releaseChannelVersion: '1.2.28',
      releaseChannelVersionHold: false,
    });
  });

  it('records the change in the audit log', async () => {
    await t.put(base, { region: 'ap-south-1', templateVariables: { dbPassword: 'hunter2' } });
    const csv = await (
      await t.get('/api/v1/audit-logs/export?eventName=Updated%20deployment%20configuration&search=ap-south-1')
    ).text();
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('ada.lovelace@acme.example');
    expect(rows[1]).toContain('Acme Analytics');
    expect(rows[1]).toContain('[HIDDEN]');
    expect(csv).not.toContain('hunter2');
  });
});

describe('GET /api/v1/deployments/{id}/versions', () => {
  it('lists the head of each channel plus older versions, with one current', async () => {
    const list = await versions();
    const heads = list.filter((v) => v.isLatestInChannel);
    expect(heads.map((v) => v.releaseChannel).sort()).toEqual(['latest', 'release']);
    expect(heads.find((v) => v.releaseChannel === 'latest')?.version).toBe(t.fx.versions.latest);
    expect(list.filter((v) => v.isCurrent).map((v) => v.version)).toEqual([t.fx.versions.current]);
    expect(list.some((v) => v.version === t.fx.versions.older && !v.isLatestInChannel)).toBe(true);
    for (const v of list) expect(v.releaseChannelVersion).toBe(`${t.fx.versions.image}:v${v.version}`);
  });

  it('follows PUT: the head becomes current', async () => {
    await t.put(base, { releaseChannelVersion: t.fx.versions.latest });
    const list = await versions();
    expect(list.find((v) => v.isCurrent)).toMatchObject({ version: t.fx.versions.latest, isLatestInChannel: true });
    expect((await settings()).releaseChannelVersionHold).toBe(false);
  });
});
