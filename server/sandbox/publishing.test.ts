import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';

type Position = { x: number; y: number; w: number; h: number };
type Widget = { id: string; type: string; position: Position; responsiveLayouts?: Record<string, Position | null> | null };
type Config = { widgets?: Widget[] | null; title?: string | null };
type Dashboard = { id: number; publicId: string; allowEmbed: boolean; versionNumber: number; config: Config };
type Workbook = {
  id: number;
  name: string;
  deploymentId: number;
  dashboardDraft: Config | null;
  dashboardPublished: Config | null;
  publishedDashboard: Dashboard | null;
};

let t: TestSandbox;
let dep: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
});
afterEach(() => t.sb.close());

const workbook = (id: number, deployment = dep) => t.json<Workbook>(t.get(`${deployment}/workbooks/${id}`));
const auditRows = async (eventName: string) =>
  (await (await t.get(`/api/v1/audit-logs/export?eventName=${encodeURIComponent(eventName)}`)).text())
    .split('\r\n')
    .filter(Boolean)
    .slice(1);
const moved = (config: Config): Config => ({
  ...config,
  widgets: (config.widgets ?? []).map((w, i) => (i === 0 ? { ...w, position: { ...w.position, x: w.position.x + 1 } } : w)),
});

describe('PUT …/workbooks/{id}/dashboard', () => {
  it('replaces the draft, leaves the published dashboard alone, and records it', async () => {
    const id = t.fx.workbooks.inEditableFolder;
    const before = await workbook(id);
    const draft = moved(before.dashboardDraft as Config);
    const res = await t.put(`${dep}/workbooks/${id}/dashboard`, { dashboardDraft: draft });
    expect(res.status).toBe(200);
    const body = await t.json<{ dashboardDraft: Config; dashboardPublished: Config }>(res);
    expect(body.dashboardDraft.widgets?.[0]?.position).toEqual(draft.widgets?.[0]?.position);
    const after = await workbook(id);
    expect(after.dashboardDraft?.widgets?.[0]?.position).toEqual(draft.widgets?.[0]?.position);
    expect(after.dashboardPublished).toEqual(before.dashboardPublished);
    expect(await auditRows('Updated dashboard draft')).toHaveLength(1);
  });

  it('gives a draft widget without an id one, and clears the draft with null', async () => {
    const id = t.fx.workbooks.atRoot;
    const widget = { type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 }, config: { text: 'hi' } };
    const body = await t.json<{ dashboardDraft: Config }>(
      t.put(`${dep}/workbooks/${id}/dashboard`, { dashboardDraft: { widgets: [widget] } }),
    );
    expect(body.dashboardDraft.widgets?.[0]?.id).toMatch(/\S/);
    expect((await t.put(`${dep}/workbooks/${id}/dashboard`, { dashboardDraft: null })).status).toBe(200);
    expect((await workbook(id)).dashboardDraft).toBeNull();
  });

  it('refuses a viewer, a read-only folder, an unknown workbook and a bad position', async () => {
    const path = (id: number) => `${dep}/workbooks/${id}/dashboard`;
    const draft = { dashboardDraft: { widgets: [] } };
    expect((await t.put(path(t.fx.workbooks.atRoot), draft, t.fx.keys.viewer)).status).toBe(403);
    expect((await t.put(path(t.fx.workbooks.inReadOnlyFolder), draft)).status).toBe(403);
    expect((await t.put(path(99999), draft)).status).toBe(404);
    const bad = await t.put(path(t.fx.workbooks.atRoot), {
      dashboardDraft: { widgets: [{ id: 'a', type: 'TEXT', position: { x: 'left', y: 0, w: 1, h: 1 } }] },
    });
    expect(bad.status).toBe(400);
    expect((await t.json<{ error: string }>(bad)).error).toContain('widgets.0.position.x');
  });
});

describe('POST …/workbooks/{id}/publish', () => {
  it('publishes the draft as the next version of the same dashboard', async () => {
    const id = t.fx.workbooks.inEditableFolder;
    const before = await workbook(id);
    const res = await t.post(`${dep}/workbooks/${id}/publish`, { workbookId: id });
    expect(res.status).toBe(200);
    const published = await t.json<Dashboard>(res);
    expect(published.versionNumber).toBe((before.publishedDashboard?.versionNumber ?? 0) + 1);
    expect(published.id).toBe(before.publishedDashboard?.id);
    expect(published.publicId).toBe(before.publishedDashboard?.publicId);
    expect(published.allowEmbed).toBe(before.publishedDashboard?.allowEmbed);
    const after = await workbook(id);
    expect(after.dashboardPublished?.widgets?.map((w) => w.id)).toEqual(before.dashboardDraft?.widgets?.map((w) => w.id));
    expect(await auditRows('Published dashboard')).toHaveLength(1);
  });

  it('refuses a workbookId that is not the path’s, a foreign dashboardId, and nothing to publish', async () => {
    const id = t.fx.workbooks.atRoot;
    expect((await t.post(`${dep}/workbooks/${id}/publish`, { workbookId: id + 1 })).status).toBe(400);
    expect((await t.post(`${dep}/workbooks/${id}/publish`, { workbookId: id, dashboardId: 987654 })).status).toBe(400);
    await t.put(`${dep}/workbooks/${id}/dashboard`, { dashboardDraft: null });
    const res = await t.post(`${dep}/workbooks/${id}/publish`, { workbookId: id });
    expect(res.status).toBe(400);
    expect((await t.json<{ error: string }>(res)).error).toContain('no draft');
    expect((await t.post(`${dep}/workbooks/${id}/publish`, {}, undefined)).status).toBe(400);
  });
});

describe('embedding', () => {
  it('switches a clone’s embedding on by publicId (admin only) and records it', async () => {
    const copy = await t.json<Workbook>(t.post(`${dep}/workbooks/${t.fx.workbooks.inEditableFolder}/duplicate`));
    const publicId = copy.publishedDashboard?.publicId as string;
    expect(copy.publishedDashboard?.allowEmbed).toBe(false);
    expect(
      (await t.call('PATCH', `/api/v1/embed/dashboard/${publicId}`, { body: { allowEmbed: true }, key: t.fx.keys.scoped }))
        .status,
    ).toBe(403);
    const res = await t.call('PATCH', `/api/v1/embed/dashboard/${publicId}`, { body: { allowEmbed: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ allowEmbed: true, publicId });
    expect((await workbook(copy.id)).publishedDashboard?.allowEmbed).toBe(true);
    expect(await auditRows('Enabled dashboard embedding')).toHaveLength(1);
    expect((await t.call('PATCH', '/api/v1/embed/dashboard/nope', { body: { allowEmbed: true } })).status).toBe(404);
    expect((await t.call('PATCH', `/api/v1/embed/dashboard/${publicId}`, { body: {} })).status).toBe(400);
  });

  it('grants and revokes embed access per tenant, and refuses what changes nothing', async () => {
    const path = `${dep}/workbooks/${t.fx.workbooks.inEditableFolder}/embed-access`;
    type Access = {
      allowEmbed: boolean;
      tenants: { embedTenantName: string; action: string }[];
      allEmbedUsers: { enabled: boolean };
    };
    const start = await t.json<Access>(t.get(path));
    expect(start.allowEmbed).toBe(true);
    expect(start.tenants.map((x) => x.action)).toEqual(start.tenants.map(() => 'none'));
    const name = start.tenants[0]?.embedTenantName as string;
    const granted = await t.json<Access>(t.put(path, { embedTenantName: name, action: 'read' }));
    expect(granted.tenants.find((x) => x.embedTenantName === name)?.action).toBe('read');
    expect((await t.json<Access>(t.get(path))).tenants.find((x) => x.embedTenantName === name)?.action).toBe('read');
    expect((await t.put(path, { embedTenantName: name, action: 'read' })).status).toBe(400);
    expect((await t.put(path, {})).status).toBe(400);
    expect((await t.put(path, { embedTenantName: name })).status).toBe(400);
    expect((await t.put(path, { embedTenantName: 'nobody', action: 'read' })).status).toBe(404);
    expect((await t.put(path, { embedTenantName: name, action: 'none' }, t.fx.keys.scoped)).status).toBe(403);
    const all = await t.json<Access>(t.put(path, { allEmbedUsers: true }));
    expect(all.allEmbedUsers.enabled).toBe(true);
    expect(await auditRows('Updated embed access')).toHaveLength(2);
  });

  it('refuses allowEmbed for a workbook without a published dashboard', async () => {
    const list = await t.json<{ items: { id: number; name: string }[] }>(t.get(`${dep}/workbooks?first=100`));
    const draftOnly = list.items.find((w) => w.name === 'Revenue forecast')?.id as number;
    expect((await workbook(draftOnly)).publishedDashboard).toBeNull();
    const res = await t.put(`${dep}/workbooks/${draftOnly}/embed-access`, { allowEmbed: true });
    expect(res.status).toBe(400);
    expect((await t.json<{ error: string }>(res)).error).toContain('no published dashboard');
  });
});

describe('promotions', () => {
  const target = () => t.fx.deployments.secondary;
  const src = () => t.fx.workbooks.inEditableFolder;
  type Preview = {
    sourceHash: string;
    destinationHash: string | null;
    destinationWasDiverged: boolean;
    reportCount: number;
    targetWorkbookId: number | null;
  };
  type Promotion = {
    id: number;
    outcome: string;
    destinationWasDiverged: boolean;
    overrideRequested: boolean;
    performedBy: { displayName: string };
    target: { workbookId: number | null; deploymentId: number | null };
  };
  const preview = (key?: string) =>
    t.json<Preview>(t.post(`${dep}/workbooks/${src()}/promotion-previews`, { targetDeploymentId: target() }, key));
  const applyFrom = (p: Preview, extra: Record<string, unknown> = {}) =>
    t.post(`${dep}/workbooks/${src()}/promotions`, {
      targetDeploymentId: target(),
      expectedSourceHash: p.sourceHash,
      expectedDestinationHash: p.destinationHash,
      idempotencyKey: crypto.randomUUID(),
      ...extra,
    });

  it('previews a first promotion: no destination, the source hash and the report count', async () => {
    const p = await preview();
    expect(p.destinationHash).toBeNull();
    expect(p.targetWorkbookId).toBeNull();
    expect(p.destinationWasDiverged).toBe(false);
    expect(p.sourceHash).toMatch(/^[a-f0-9]{64}$/);
    const reports = await t.json<{ count: number }>(t.get(`${dep}/reports?externalWorkbookId=${src()}&first=100`));
    expect(p.reportCount).toBe(reports.count);
  });

  it('creates the workbook in the target, then answers unchanged, and shows the history both ways', async () => {
    const first = await t.json<Promotion>(applyFrom(await preview()));
    expect(first.outcome).toBe('created');
    expect(first.performedBy.displayName).toBe('Ada');
    const targetDep = `/api/v1/deployments/${target()}`;
    const made = await workbook(first.target.workbookId as number, targetDep);
    const source = await workbook(src());
    expect(made.name).toBe(source.name);
    expect(made.deploymentId).toBe(target());
    expect(made.dashboardPublished?.widgets?.map((w) => w.id)).toEqual(source.dashboardPublished?.widgets?.map((w) => w.id));

    const second = await preview();
    expect(second.destinationHash).toBe(second.sourceHash);
    expect(second.targetWorkbookId).toBe(made.id);
    const again = await t.json<Promotion>(applyFrom(second));
    expect(again.outcome).toBe('unchanged');

    const list = await t.json<{ items: Promotion[] }>(t.get(`${dep}/workbooks/${src()}/promotions`));
    expect(list.items.map((x) => x.outcome)).toEqual(['unchanged', 'created']);
    const links = await t.json<{ items: { target: { workbookId: number } }[] }>(
      t.get(`${dep}/workbooks/${src()}/promotion-links`),
    );
    expect(links.items.map((l) => l.target.workbookId)).toEqual([made.id]);
    const summary = await t.json<{
      promotion: { parent: { workbookId: number }; origin: { workbookId: number }; lastPromotion: { outcome: string } } | null;
    }>(t.get(`${targetDep}/workbooks/${made.id}/promotion`));
    expect(summary.promotion?.parent.workbookId).toBe(src());
    expect(summary.promotion?.origin.workbookId).toBe(src());
    expect(summary.promotion?.lastPromotion.outcome).toBe('unchanged');
    expect((await t.json<{ promotion: unknown }>(t.get(`${dep}/workbooks/${src()}/promotion`))).promotion).toBeNull();
    expect(await auditRows('Promoted workbook')).toHaveLength(2);
  });

  it('replays the same idempotencyKey without promoting twice; the key with another request is a conflict', async () => {
    const p = await preview();
    const key = crypto.randomUUID();
    const one = await t.json<Promotion>(applyFrom(p, { idempotencyKey: key }));
    const two = await applyFrom(p, { idempotencyKey: key });
    expect(two.status).toBe(200);
    expect((await t.json<Promotion>(two)).id).toBe(one.id);
    expect((await t.json<{ items: unknown[] }>(t.get(`${dep}/workbooks/${src()}/promotions`))).items).toHaveLength(1);
    expect((await applyFrom(p, { idempotencyKey: key, override: true })).status).toBe(409);
  });

  it('answers 409 when the source or the destination changed since the preview', async () => {
    const stale = await preview();
    await t.put(`${dep}/workbooks/${src()}/dashboard`, { dashboardDraft: { widgets: [] } });
    await t.post(`${dep}/workbooks/${src()}/publish`, { workbookId: src() });
    const res = await applyFrom(stale);
    expect(res.status).toBe(409);
    expect((await t.json<{ error: string }>(res)).error).toContain('source workbook changed');

    const fresh = await preview();
    expect((await applyFrom(fresh, { expectedDestinationHash: 'a'.repeat(64) })).status).toBe(409);
  });

  it('needs an explicit override when the destination diverged, and then updates it', async () => {
    const first = await t.json<Promotion>(applyFrom(await preview()));
    const targetDep = `/api/v1/deployments/${target()}`;
    const madeId = first.target.workbookId as number;
    // Someone changes the promoted copy in the target deployment.
    await t.post(`${targetDep}/workbooks/${madeId}/publish`, {
      workbookId: madeId,
      config: { widgets: [{ id: 'local', type: 'TEXT', position: { x: 0, y: 0, w: 2, h: 2 } }] },
    });
    const p = await preview();
    expect(p.destinationWasDiverged).toBe(true);
    const refused = await applyFrom(p);
    expect(refused.status).toBe(409);
    expect((await t.json<{ error: string }>(refused)).error).toContain('override');
    const done = await t.json<Promotion>(applyFrom(p, { override: true }));
    expect(done.outcome).toBe('updated');
    expect(done.destinationWasDiverged).toBe(true);
    expect(done.overrideRequested).toBe(true);
    expect((await preview()).destinationWasDiverged).toBe(false);
  });

  it('refuses the same deployment, an unknown folder, a scope without the target, and a viewer', async () => {
    const p = await preview();
    expect((await applyFrom(p, { targetDeploymentId: t.fx.deployments.primary })).status).toBe(400);
    expect((await applyFrom(p, { targetFolderId: 999999 })).status).toBe(404);
    expect(
      (await t.post(`${dep}/workbooks/${src()}/promotion-previews`, { targetDeploymentId: target() }, t.fx.keys.scoped)).status,
    ).toBe(403);
    expect(
      (
        await t.post(
          `${dep}/workbooks/${t.fx.workbooks.atRoot}/promotions`,
          { targetDeploymentId: target(), expectedSourceHash: p.sourceHash, idempotencyKey: crypto.randomUUID() },
          t.fx.keys.viewer,
        )
      ).status,
    ).toBe(403);
    expect((await applyFrom(p, { idempotencyKey: 'not-a-uuid' })).status).toBe(400);
  });
});

describe('the reference dialect', () => {
  it('refuses fields the published document does not define', async () => {
    const r = testSandbox({ dialect: 'reference' });
    try {
      const d = `/api/v1/deployments/${r.fx.deployments.primary}`;
      const id = r.fx.workbooks.inEditableFolder;
      const res = await r.put(`${d}/workbooks/${id}/dashboard`, { dashboardDraft: { widgets: [] }, etag: 'x' });
      expect(res.status).toBe(400);
      expect((await r.json<{ error: string }>(res)).error).toContain('"etag" is not defined');
      const promo = await r.post(`${d}/workbooks/${id}/promotion-previews`, {
        targetDeploymentId: r.fx.deployments.secondary,
        dryRun: true,
      });
      expect(promo.status).toBe(400);
      const ok = await r.post(`${d}/workbooks/${id}/promotion-previews`, {
        targetDeploymentId: r.fx.deployments.secondary,
        targetFolderId: null,
      });
      expect(ok.status).toBe(200);
    } finally {
      r.sb.close();
    }
  });
});
