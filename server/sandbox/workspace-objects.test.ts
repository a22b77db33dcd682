import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { sandboxDatabase } from './create-sandbox.ts';

type Item = { id: number; type: string; name: string; folderId: number | null; folderPath: { name: string }[] };
type Page = { items: Item[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

let t: TestSandbox;
let dep: string;
beforeEach(() => {
  t = testSandbox();
  dep = `/api/v1/deployments/${t.fx.deployments.primary}/workspace`;
});
afterEach(() => t.sb.close());

describe('GET /api/v1/deployments/{id}/workspace (spec dialect)', () => {
  it('lists the root, folders first, every item workbook-shaped', async () => {
    const body = await t.json<Page>(t.get(`${dep}?types=FOLDER,WORKBOOK&first=100`));
    const types = body.items.map((i) => i.type);
    expect(types.slice(0, 2)).toEqual(['FOLDER', 'FOLDER']);
    expect(types.slice(2).every((x) => x === 'WORKBOOK')).toBe(true);
    expect(body.items.slice(0, 2).map((i) => i.name)).toEqual(['Board', 'Finance']);
    expect(body.items.every((i) => i.folderId === null)).toBe(true);
    expect(body.items[0]).toMatchObject({ meta: {}, calculatedFields: {}, deploymentId: t.fx.deployments.primary });
  });

  it("lists one folder's direct contents only", async () => {
    const body = await t.json<Page>(t.get(`${dep}?folderId=${t.fx.folders.editable}&types=FOLDER,WORKBOOK`));
    expect(body.items.map((i) => [i.type, i.name])).toEqual([
      ['FOLDER', 'Forecasts'],
      ['WORKBOOK', 'Quarterly revenue review'],
    ]);
  });

  it('searches at any depth below the folder, case-insensitively', async () => {
    const body = await t.json<Page>(t.get(`${dep}?folderId=${t.fx.folders.editable}&types=WORKBOOK&search=FORECAST`));
    expect(body.items.map((i) => [i.name, i.folderPath.map((f) => f.name)])).toEqual([
      ['Revenue forecast', ['Finance', 'Forecasts']],
    ]);
    const outside = await t.json<Page>(t.get(`${dep}?folderId=${t.fx.folders.readOnly}&types=WORKBOOK&search=forecast`));
    expect(outside.items).toEqual([]);
  });

  it('searches beyond ASCII case-insensitively too, as the workbook list does', async () => {
    sandboxDatabase(t.sb).prepare("UPDATE workbooks SET name = 'Émile’s forecast' WHERE id = ?").run(t.fx.workbooks.atRoot);
    const inWorkspace = await t.json<Page>(t.get(`${dep}?types=WORKBOOK&search=${encodeURIComponent('émile')}`));
    expect(inWorkspace.items.map((i) => i.name)).toEqual(['Émile’s forecast']);
    const workbooks = `/api/v1/deployments/${t.fx.deployments.primary}/workbooks?search=${encodeURIComponent('ÉMILE')}`;
    expect((await t.json<Page>(t.get(workbooks))).items.map((i) => i.name)).toEqual(['Émile’s forecast']);
  });

  it('orders within each kind and pages with first and after', async () => {
    const desc = await t.json<Page>(t.get(`${dep}?types=FOLDER&orderByDirection=desc`));
    expect(desc.items.map((i) => i.name)).toEqual(['Finance', 'Board']);
    const first = await t.json<Page>(t.get(`${dep}?first=1`));
    const second = await t.json<Page>(t.get(`${dep}?first=1&after=${first.pageInfo.endCursor}`));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(second.items[0]?.name).toBe('Finance');
  });

  it('refuses types outside FOLDER, WORKBOOK, REPORT', async () => {
    const res = await t.get(`${dep}?types=DASHBOARD`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/types/);
  });
});
