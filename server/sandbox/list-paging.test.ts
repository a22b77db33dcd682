import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { sandboxDatabase } from './create-sandbox.ts';
import { encodeCursor } from './routes/common.ts';

type Item = { id: number; name: string; type?: string; createdAt?: string; updatedAt?: string };
type Page = {
  items: Item[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  count?: number;
  pagination?: { offset: number; limit: number; total: number };
};

let t: TestSandbox;
let dep: string;
beforeAll(() => {
  t = testSandbox({ workbooks: 30 });
  dep = `/api/v1/deployments/${t.fx.deployments.primary}`;
  // Names that tie, differ only in case, and sort differently with and without case, so the orders are tested.
  const db = sandboxDatabase(t.sb);
  const at = '2025-03-01T00:00:00.000Z';
  const folder = db.prepare(
    'INSERT INTO folders (deployment_id, parent_id, name, created_at, updated_at) VALUES (?, NULL, ?, ?, ?)',
  );
  for (const name of ['alpha', 'Alpha', 'beta', 'Beta', 'beta', 'Zulu', 'apple', 'Apple'])
    folder.run(t.fx.deployments.primary, name, at, at);
  const branch = db.prepare(
    "INSERT INTO branches (deployment_id, name, kind, parent_branch, last_hash, staging_enabled) VALUES (?, ?, ?, 'main', 'abc1234', ?)",
  );
  for (let i = 0; i < 6; i++) branch.run(t.fx.deployments.primary, `feature-${i}`, i % 2 ? 'personal' : 'shared', i % 3 ? 1 : 0);
});
afterAll(() => t.sb.close());

const page = (path: string, on = t) => on.json<Page>(on.get(path));
const key = (i: Item) => `${i.type ?? ''}:${i.id}`;

/** Follows `endCursor` from the first page of `size` to the last, checking offsets, totals and `hasPreviousPage`. */
async function walk(path: string, size: number, on = t): Promise<Item[]> {
  const join = path.includes('?') ? '&' : '?';
  const seen: Item[] = [];
  let after: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const p: Page = await page(`${path}${join}first=${size}${after ? `&after=${after}` : ''}`, on);
    expect(p.pageInfo.hasPreviousPage).toBe(i > 0);
    if (p.pagination) expect(p.pagination).toMatchObject({ offset: i * size, limit: size });
    expect(p.items.length).toBeLessThanOrEqual(size);
    seen.push(...p.items);
    if (!p.pageInfo.hasNextPage) return seen;
    expect(p.items).toHaveLength(size);
    after = p.pageInfo.endCursor;
  }
  throw new Error('The pages never ended');
}

/** Pages of several sizes join up, with no gap or repeat, into the whole list, which is in the order `compare` says. */
async function expectPagesJoinUp(path: string, compare: (a: Item, b: Item) => number, minimum = 5, on = t) {
  const join = path.includes('?') ? '&' : '?';
  const whole = await page(`${path}${join}first=1000`, on);
  expect(whole.items.length).toBeGreaterThanOrEqual(minimum);
  expect(whole.pageInfo.hasNextPage).toBe(false);
  if (whole.count !== undefined) expect(whole.count).toBe(whole.items.length);
  expect(whole.items.map(key)).toEqual([...whole.items].sort(compare).map(key));
  for (const size of [1, 2, 7]) expect((await walk(path, size, on)).map(key)).toEqual(whole.items.map(key));
}

const byText =
  (f: (i: Item) => string, sign = 1) =>
  (a: Item, b: Item) => {
    const x = f(a);
    const y = f(b);
    return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
  };
const caseless = (i: Item) => i.name.toLowerCase();
const TYPE_RANK: Record<string, number> = { FOLDER: 0, REPORT: 1, WORKBOOK: 1 };
/** The workspace list's order: folders first, then by name (any case), then id, then type. */
const workspaceOrder =
  (sign: number) =>
  (a: Item, b: Item): number =>
    (TYPE_RANK[a.type ?? ''] ?? 9) - (TYPE_RANK[b.type ?? ''] ?? 9) ||
    byText(caseless, sign)(a, b) ||
    (a.type ?? '').localeCompare(b.type ?? '');

describe('keyset pages of every list join up in the list’s order', () => {
  it('folders, by name then id', async () => {
    await expectPagesJoinUp(
      `${dep}/folders`,
      byText((i) => i.name),
      8,
    );
  });

  it.each([
    ['', byText((i) => i.name)],
    ['sortBy=createdAt', byText((i) => i.createdAt ?? '')],
    ['search=kpi', byText((i) => i.name)],
  ])('reports with "%s"', async (q, compare) => {
    await expectPagesJoinUp(`${dep}/reports?${q}`, compare, 20);
  });

  it.each([
    ['', workspaceOrder(1)],
    ['orderByDirection=DESC', workspaceOrder(-1)],
    ['types=FOLDER,REPORT', workspaceOrder(1)],
    ['search=e', workspaceOrder(1)],
  ])('the workspace with "%s", folders first', async (q, compare) => {
    await expectPagesJoinUp(`${dep}/workspace?${q}`, compare, 20);
  });

  it('the workspace by creation date: every folder before any workbook, across page boundaries, each by date', async () => {
    const size = 3;
    const byDate = (a: Item, b: Item) =>
      (TYPE_RANK[a.type ?? ''] ?? 9) - (TYPE_RANK[b.type ?? ''] ?? 9) ||
      byText((i) => i.createdAt ?? '')(a, b) ||
      (a.type ?? '').localeCompare(b.type ?? '');
    const whole = (await page(`${dep}/workspace?orderByField=created_at&first=1000`)).items;
    const folders = whole.filter((i) => i.type === 'FOLDER');
    const others = whole.filter((i) => i.type !== 'FOLDER');
    // By date alone they would mix: a folder is newer than a workbook, so only "folders first" puts it ahead.
    expect(folders.length).toBeGreaterThan(size);
    expect(others.length).toBeGreaterThan(0);
    const newestFolder =
      folders
        .map((i) => i.createdAt ?? '')
        .sort()
        .at(-1) ?? '';
    expect(others.some((i) => (i.createdAt ?? '') < newestFolder)).toBe(true);

    const walked = await walk(`${dep}/workspace?orderByField=created_at`, size);
    expect(walked.map(key)).toEqual([...whole].sort(byDate).map(key));
    const pages = Array.from({ length: Math.ceil(walked.length / size) }, (_, i) => walked.slice(i * size, (i + 1) * size));
    const firstOther = walked.findIndex((i) => i.type !== 'FOLDER');
    // The folders fill whole pages before it; the pages after it hold no folder at all.
    expect(Math.floor(firstOther / size)).toBeGreaterThan(0);
    pages.slice(0, Math.floor(firstOther / size)).forEach((p) => expect(p.every((i) => i.type === 'FOLDER')).toBe(true));
    pages.slice(Math.floor(firstOther / size) + 1).forEach((p) => expect(p.some((i) => i.type === 'FOLDER')).toBe(false));
    expect(walked.slice(0, folders.length).map(key)).toEqual([...folders].sort(byDate).map(key));
  });

  it('the shared workspace, by name and by update, both ways', async () => {
    for (const q of ['', 'orderByDirection=desc', 'orderByField=updated_at'])
      expect((await walk(`${dep}/shared-workspace?${q}`, 1)).map(key)).toEqual(
        (await page(`${dep}/shared-workspace?${q}&first=1000`)).items.map(key),
      );
    const byName = await page(`${dep}/shared-workspace?first=1000`);
    expect(byName.items.length).toBeGreaterThanOrEqual(2);
    expect(byName.items.map(key)).toEqual([...byName.items].sort(byText(caseless)).map(key));
  });

  it('branches, by id', async () => {
    await expectPagesJoinUp(`/build${dep}/branches`, (a, b) => a.id - b.id, 8);
  });

  it('environments in offset pages: production first, then by branch, per type too', async () => {
    for (const type of ['', 'development', 'staging', 'production']) {
      const q = type ? `type=${type}&` : '';
      type Envs = { data: { environments: { id: string; type: string }[] }; pagination: { total: number } };
      const whole = await t.json<Envs>(t.get(`${dep}/environments?${q}limit=1000`));
      const ids: string[] = [];
      for (let offset = 0; offset < whole.pagination.total; offset += 2) {
        const p = await t.json<Envs>(t.get(`${dep}/environments?${q}offset=${offset}&limit=2`));
        expect(p.pagination).toEqual({ offset, limit: 2, total: whole.pagination.total });
        ids.push(...p.data.environments.map((e) => e.id));
      }
      expect(ids).toEqual(whole.data.environments.map((e) => e.id));
      expect(whole.data.environments.every((e) => !type || e.type === type)).toBe(true);
    }
    const all = await t.json<{ data: { environments: { id: string }[] } }>(t.get(`${dep}/environments`));
    expect(all.data.environments.map((e) => e.id)[0]).toBe(`prod-${t.fx.deployments.primary}`);
    expect(all.data.environments.length).toBeGreaterThanOrEqual(5);
  });
});

describe('a workbook’s promotions and promotion links', () => {
  type Preview = { sourceHash: string; destinationHash: string | null };
  const promote = async (targetDeploymentId: number) => {
    const at = `${dep}/workbooks/${t.fx.workbooks.inEditableFolder}`;
    const p = await t.json<Preview>(t.post(`${at}/promotion-previews`, { targetDeploymentId }));
    const res = await t.post(`${at}/promotions`, {
      targetDeploymentId,
      expectedSourceHash: p.sourceHash,
      expectedDestinationHash: p.destinationHash,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.status).toBe(200);
  };

  it('page by keyset, promotions newest first, links by id', async () => {
    for (let i = 0; i < 4; i++) await promote(t.fx.deployments.secondary);
    await promote(t.fx.deployments.limited);
    const at = `${dep}/workbooks/${t.fx.workbooks.inEditableFolder}`;
    await expectPagesJoinUp(`${at}/promotions`, (a, b) => b.id - a.id, 5);
    await expectPagesJoinUp(`${at}/promotion-links`, (a, b) => a.id - b.id, 2);
  });
});

describe('the reference dialect’s lists', () => {
  let r: TestSandbox;
  beforeAll(() => {
    r = testSandbox({ workbooks: 30, dialect: 'reference' });
  });
  afterAll(() => r.sb.close());

  it.each([
    ['sortBy=name&sortDirection=DESC', byText((i) => i.name, -1)],
    ['sortBy=updatedAt&sortDirection=ASC', byText((i) => i.updatedAt ?? '')],
  ])('reports with "%s", by cursor and by page', async (q, compare) => {
    const path = `/api/v1/deployments/${r.fx.deployments.primary}/reports?${q}`;
    await expectPagesJoinUp(path, compare, 20, r);
    const whole = await page(`${path}&first=1000`, r);
    const third = await page(`${path}&limit=4&page=3`, r);
    expect(third.items.map(key)).toEqual(whole.items.slice(8, 12).map(key));
  });

  it('folders, workbooks and the workspace', async () => {
    const at = `/api/v1/deployments/${r.fx.deployments.primary}`;
    await expectPagesJoinUp(
      `${at}/folders`,
      byText((i) => i.name),
      2,
      r,
    );
    await expectPagesJoinUp(`${at}/workbooks`, (a, b) => a.id - b.id, 30, r);
    await expectPagesJoinUp(`${at}/workspace`, workspaceOrder(1), 30, r);
  });
});

describe('a cursor whose rows before it changed between pages', () => {
  it('still says more follow, and the pages reach every row after it', async () => {
    const fresh = testSandbox();
    try {
      const path = `/build/api/v1/deployments/${fresh.fx.deployments.primary}/branches`;
      const db = sandboxDatabase(fresh.sb);
      const insert = db.prepare(
        "INSERT INTO branches (deployment_id, name, kind, parent_branch, last_hash, staging_enabled) VALUES (?, ?, 'shared', 'main', 'abc1234', 0)",
      );
      for (let i = 0; i < 10; i++) insert.run(fresh.fx.deployments.primary, `feature-${i}`);
      const all = (await page(`${path}?first=1000`, fresh)).items;
      const firstSize = all.length - 8; // the first page ends with feature-0 and feature-1
      const first = await page(`${path}?first=${firstSize}`, fresh);
      expect(first.items.slice(-2).map((b) => b.name)).toEqual(['feature-0', 'feature-1']);

      // Two rows before the cursor go away: eight rows follow it, the count is two smaller.
      db.prepare("DELETE FROM branches WHERE name IN ('feature-0', 'feature-1')").run();
      const second = await page(`${path}?first=7&after=${first.pageInfo.endCursor}`, fresh);
      expect(second.items.map((b) => b.name)).toEqual(all.slice(firstSize, firstSize + 7).map((b) => b.name));
      expect(second.pageInfo.hasNextPage).toBe(true);
      const third = await page(`${path}?first=7&after=${second.pageInfo.endCursor}`, fresh);
      expect(third.items.map((b) => b.name)).toEqual(['feature-9']);
      expect(third.pageInfo.hasNextPage).toBe(false);
    } finally {
      fresh.sb.close();
    }
  });
});

describe('a page that ends at a very long name', () => {
  it('pages on: the cursor leaves the name out and stays short, and the list looks the name up', async () => {
    const fresh = testSandbox({ workbooks: 6 });
    try {
      const d = `/api/v1/deployments/${fresh.fx.deployments.primary}`;
      const db = sandboxDatabase(fresh.sb);
      const longName = `A${'x'.repeat(10_000)}`;
      const workbook = (await page(`${d}/workbooks?first=1&orderByField=created_at`, fresh)).items[0] as Item;
      db.prepare('UPDATE workbooks SET name = ? WHERE id = ?').run(longName, workbook.id);
      db.prepare('UPDATE folders SET name = ? WHERE deployment_id = ?').run(`${longName}-folder`, fresh.fx.deployments.primary);

      for (const list of [`${d}/workbooks?orderByField=name`, `${d}/workspace?orderByField=name&types=WORKBOOK`]) {
        const whole = await page(`${list}&first=1000`, fresh);
        expect(whole.items[0]?.name, list).toBe(longName);
        const first = await page(`${list}&first=1`, fresh);
        expect(first.pageInfo.endCursor?.length, list).toBeLessThan(200);
        const second = await page(`${list}&first=2&after=${first.pageInfo.endCursor}`, fresh);
        expect(
          second.items.map((i) => i.id),
          list,
        ).toEqual(whole.items.slice(1, 3).map((i) => i.id));
      }
      const folders = await page(`${d}/folders?first=1`, fresh);
      expect(folders.items[0]?.name.length).toBeGreaterThan(10_000);
      const next = await fresh.get(`${d}/folders?first=1&after=${folders.pageInfo.endCursor}`);
      expect(next.status).toBe(200);
    } finally {
      fresh.sb.close();
    }
  });
});

describe('cursors a list did not write', () => {
  const garbage = Buffer.from('sbk:[1,"x"]').toString('base64url');

  /** A real cursor of the list at `path` with some of its fields changed (`k`: the key, `t`: the row type). */
  async function tampered(path: string, changes: Record<string, unknown>): Promise<string> {
    const cursor = (await page(`${path}?first=1`)).pageInfo.endCursor as string;
    const fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8').slice(4)) as Record<string, unknown>;
    return Buffer.from(`sbk:${JSON.stringify({ ...fields, ...changes })}`).toString('base64url');
  }

  it.each([
    ['folders', () => `${dep}/folders`, { k: 7 }],
    ['reports', () => `${dep}/reports`, { k: 7 }],
    ['branches', () => `/build${dep}/branches`, { k: 'main' }],
    ['workspace', () => `${dep}/workspace`, { t: 'DASHBOARD' }],
    ['shared workspace', () => `${dep}/shared-workspace`, { t: 'FOLDER' }],
  ])('%s: 400 for its own cursor with a key or row type of the wrong kind', async (_name, path, changes) => {
    const res = await t.get(`${path()}?after=${await tampered(path(), changes)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown cursor in "after"' });
  });

  it('400 for garbage', async () => {
    const res = await t.get(`${dep}/folders?after=${garbage}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown cursor in "after"' });
  });

  it('refuses a cursor written by another list, or by the same list in another order', async () => {
    const byName = await page(`${dep}/workbooks?first=2&orderByField=name`);
    const cursor = byName.pageInfo.endCursor;
    expect(cursor).toEqual(expect.any(String));
    // The same list in its own order reads it.
    expect((await t.get(`${dep}/workbooks?first=2&orderByField=name&after=${cursor}`)).status).toBe(200);
    for (const path of [
      `${dep}/workbooks?first=2&orderByField=updated_at&after=${cursor}`,
      `${dep}/workbooks?first=2&orderByField=name&orderByDirection=desc&after=${cursor}`,
      `${dep}/workbooks?first=2&orderByField=name&search=a&after=${cursor}`,
      `${dep}/folders?after=${cursor}`,
      `${dep}/reports?after=${cursor}`,
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({
        error: 'The cursor in "after" belongs to another list or ordering; start from the first page',
      });
    }
  });

  it('still read an index cursor ("start after n"), and refuse one past the end', async () => {
    const whole = await page(`${dep}/reports?first=1000`);
    const p = await page(`${dep}/reports?first=3&after=${encodeCursor(4)}`);
    expect(p.items.map((i) => i.id)).toEqual(whole.items.slice(4, 7).map((i) => i.id));
    expect(p.pagination?.offset).toBe(4);
    const past = await t.get(`${dep}/folders?after=${encodeCursor(1000)}`);
    expect(past.status).toBe(400);
  });
});
