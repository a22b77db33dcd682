import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { encodeCursor } from './routes/common.ts';

type Page = {
  items: { id: number; name: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  count: number;
  pagination: { offset: number; limit: number; total: number };
};

let t: TestSandbox;
let list: string;
beforeAll(() => {
  t = testSandbox({ workbooks: 45 });
  list = `/api/v1/deployments/${t.fx.deployments.primary}/workbooks`;
});
afterAll(() => t.sb.close());

const page = (q: string) => t.json<Page>(t.get(`${list}?${q}`));

describe('workbook list keyset pages', () => {
  it.each([
    '',
    'orderByField=name',
    'orderByField=name&orderByDirection=DESC',
    'orderByField=updated_at&orderByDirection=desc',
    'orderByField=created_at',
    'search=generated%20workbook%2000',
  ])('pages of 7 with "%s" add up to the whole list in its order, with offsets and totals', async (q) => {
    const whole = await page(`${q}&first=1000`);
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; ; i++) {
      const p: Page = await page(`${q}&first=7${after ? `&after=${after}` : ''}`);
      expect(p.pagination).toEqual({ offset: i * 7, limit: 7, total: whole.count });
      expect(p.pageInfo.hasPreviousPage).toBe(i > 0);
      seen.push(...p.items.map((w) => w.id));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(seen).toEqual(whole.items.map((w) => w.id));
    expect(whole.count).toBeGreaterThan(7);
  });

  it('still reads an index cursor ("start after n")', async () => {
    const whole = await page('first=1000');
    const p = await page(`first=5&after=${encodeCursor(10)}`);
    expect(p.items.map((w) => w.id)).toEqual(whole.items.slice(10, 15).map((w) => w.id));
    expect(p.pagination.offset).toBe(10);
  });

  it('refuses a cursor it did not write', async () => {
    const res = await t.get(`${list}?after=${Buffer.from('sbk:[1,"x"]').toString('base64url')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown cursor in "after"' });
  });
});
