import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSandbox, type TestSandbox } from './test-client.ts';
import { sandboxDatabase } from './create-sandbox.ts';
import { AuditStore } from './store/audit-store.ts';

let t: TestSandbox;
beforeEach(() => {
  t = testSandbox();
});
afterEach(() => t.sb.close());

const HEADER = 'timestamp,userEmail,eventName,deploymentName,ipAddress,attributes';

/** Minimal CSV reader for the export's rows (quoted fields with doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const exportCsv = async (query = '', key?: string) => {
  const res = await t.get(`/api/v1/audit-logs/export${query}`, key);
  return { res, rows: res.status === 200 ? parseCsv(await res.text()) : [] };
};

describe('GET /api/v1/audit-logs/export', () => {
  it('needs AuditLogManage: 403 for the viewer and the scoped key, 401 without a key', async () => {
    expect((await t.get('/api/v1/audit-logs/export', t.fx.keys.viewer)).status).toBe(403);
    expect((await t.get('/api/v1/audit-logs/export', t.fx.keys.scoped)).status).toBe(403);
    expect((await t.get('/api/v1/audit-logs/export', null)).status).toBe(401);
  });

  it('is a CSV attachment of a few thousand events over 90 days, from several users, secrets hidden', async () => {
    const { res, rows } = await exportCsv();
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(rows[0]?.join(',')).toBe(HEADER);
    const events = rows.slice(1);
    expect(events.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(events.map((r) => r[1])).size).toBeGreaterThanOrEqual(5);
    const times = events.map((r) => Date.parse(r[0] as string));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.now() - 91 * 86_400_000);
    // Newest first.
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of events.slice(0, 50)) expect(() => JSON.parse(r[5] as string) as unknown).not.toThrow();
    expect(events.some((r) => (r[5] as string).includes('[HIDDEN]'))).toBe(true);
  });

  it('streams the body batch by batch rather than in one piece', async () => {
    const big = testSandbox({ auditEvents: 10_000 });
    try {
      const res = await big.get('/api/v1/audit-logs/export');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const linesPerChunk: number[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        linesPerChunk.push(new TextDecoder().decode(value).split('\r\n').length - 1);
      }
      expect(linesPerChunk.reduce((a, b) => a + b, 0)).toBeGreaterThan(13_000);
      expect(linesPerChunk.length).toBeGreaterThanOrEqual(10);
      // The header, then a small first batch (the first rows arrive soon), then full batches.
      expect(linesPerChunk.slice(0, 3)).toEqual([1, 50, 250]);
    } finally {
      big.sb.close();
    }
  });

  it('reads no batch from the log once the client hangs up, not even one already waiting for its turn', async () => {
    const big = testSandbox({ auditEvents: 10_000 });
    let batchesRead = 0;
    const { batches } = AuditStore.prototype as {
      batches: (this: AuditStore, ...args: Parameters<AuditStore['batches']>) => ReturnType<AuditStore['batches']>;
    };
    const spy = vi.spyOn(AuditStore.prototype, 'batches').mockImplementation(function (this: AuditStore, ...args) {
      const next = batches.apply(this, args);
      return () => {
        batchesRead++;
        return next();
      };
    });
    try {
      const res = await big.get('/api/v1/audit-logs/export');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      // Reading the header makes the stream ask for the first batch, which waits for its turn in the heavy lane.
      expect(new TextDecoder().decode((await reader.read()).value)).toBe(`${HEADER}\r\n`);
      await reader.cancel();
      // That turn comes within the next event-loop turns.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(batchesRead).toBe(0);
    } finally {
      spy.mockRestore();
      big.sb.close();
    }
  });

  it('filters by start and end, the end day inclusive', async () => {
    const { rows } = await exportCsv();
    const day = (rows[10]?.[0] as string).slice(0, 10);
    const { rows: sameDay } = await exportCsv(`?start=${day}&end=${day}`);
    expect(sameDay.length).toBeGreaterThan(1);
    for (const r of sameDay.slice(1)) expect((r[0] as string).slice(0, 10)).toBe(day);
    const expected = rows.slice(1).filter((r) => (r[0] as string).startsWith(day)).length;
    expect(sameDay.length - 1).toBe(expected);
  });

  it('filters by eventName and userEmail', async () => {
    const { rows } = await exportCsv('?eventName=Logged%20in&userEmail=grace.hopper@acme.example');
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows.slice(1)) {
      expect(r[2]).toBe('Logged in');
      expect(r[1]).toBe('grace.hopper@acme.example');
    }
  });

  it('searches case-insensitively across the whole event', async () => {
    for (const term of ['ENTERED DEV', 'staging lab', 'cubejs_db_pass', 'margaret']) {
      const { rows } = await exportCsv(`?search=${encodeURIComponent(term)}`);
      expect(rows.length, term).toBeGreaterThan(1);
      for (const r of rows.slice(1)) expect(r.join(' ').toLowerCase()).toContain(term.toLowerCase());
    }
    const { rows: none } = await exportCsv('?search=no-such-thing-anywhere');
    expect(none).toHaveLength(1);
  });

  it('rejects unparsable dates and a start after the end with 400', async () => {
    for (const q of ['?start=yesterday', '?end=2025-13-45', '?start=2025-03-02&end=2025-03-01']) {
      const res = await t.get(`/api/v1/audit-logs/export${q}`);
      expect(res.status, q).toBe(400);
      expect((await t.json<{ error: string }>(res)).error).toMatch(/start|end/);
    }
  });
});

describe('workbooks named by seeded events', () => {
  /** Every workbook an event's attributes name, with the deployment the event names, as the console links them. */
  async function namedWorkbooks(s: TestSandbox) {
    const list = await s.json<{ data: { deployments: { id: string; name: string }[] } }>(s.get('/api/v1/deployments'));
    const idByName = new Map(list.data.deployments.map((d) => [d.name, d.id]));
    const [header = [], ...rows] = parseCsv(await (await s.get('/api/v1/audit-logs/export')).text());
    const at = (name: string) => header.indexOf(name);
    const links = new Set<string>();
    for (const row of rows) {
      const attributes = JSON.parse(row[at('attributes')] ?? '{}') as Record<string, unknown>;
      for (const key of ['workbookId', 'sourceWorkbookId']) {
        if (attributes[key] === undefined) continue;
        links.add(`${idByName.get(row[at('deploymentName')] ?? '') ?? '?'}/${JSON.stringify(attributes[key])}`);
      }
    }
    return [...links];
  }

  it("name the deployment's own workbooks, each of which opens for the admin (the console's links resolve)", async () => {
    const big = testSandbox({ auditEvents: 2_000 });
    try {
      for (const s of [t, big]) {
        const links = await namedWorkbooks(s);
        // Workbooks of every deployment are named, not only the primary's.
        expect(new Set(links.map((link) => link.split('/')[0])).size).toBe(3);
        for (const link of links) {
          const [deploymentId, workbookId] = link.split('/');
          const res = await s.get(`/api/v1/deployments/${deploymentId}/workbooks/${workbookId}`);
          expect({ link, status: res.status }).toEqual({ link, status: 200 });
        }
      }
    } finally {
      big.sb.close();
    }
  });
});

describe('names carried by seeded events', () => {
  it("are the names of the workbooks their ids name: a copy's source is the workbook it was copied from", async () => {
    const big = testSandbox({ auditEvents: 2_000 });
    try {
      const list = await big.json<{ data: { deployments: { id: string; name: string }[] } }>(big.get('/api/v1/deployments'));
      const idByName = new Map(list.data.deployments.map((d) => [d.name, d.id]));
      const [header = [], ...rows] = parseCsv(await (await big.get('/api/v1/audit-logs/export')).text());
      const at = (name: string) => header.indexOf(name);
      const nameOf = async (deploymentId: string, workbookId: unknown) =>
        (await big.json<{ name: string }>(big.get(`/api/v1/deployments/${deploymentId}/workbooks/${String(workbookId)}`))).name;
      let copies = 0;
      let views = 0;
      for (const row of rows) {
        const attributes = JSON.parse(row[at('attributes')] ?? '{}') as Record<string, unknown>;
        const deploymentId = idByName.get(row[at('deploymentName')] ?? '') ?? '?';
        if (attributes.sourceWorkbookId !== undefined) {
          copies++;
          const source = await nameOf(deploymentId, attributes.sourceWorkbookId);
          expect(attributes).toMatchObject({ sourceWorkbookName: source, workbookName: `Copy of ${source}` });
        } else if (attributes.workbookId !== undefined) {
          views++;
          expect(attributes.workbookName).toBe(await nameOf(deploymentId, attributes.workbookId));
        }
      }
      expect(copies).toBeGreaterThan(0);
      expect(views).toBeGreaterThan(0);
    } finally {
      big.sb.close();
    }
  });
});

describe('--audit-events', () => {
  it('adds that many deterministic events', async () => {
    const big = testSandbox({ auditEvents: 20_000 });
    const other = testSandbox({ auditEvents: 20_000 });
    try {
      const count = async (s: TestSandbox) =>
        (await (await s.get('/api/v1/audit-logs/export')).text()).split('\r\n').filter(Boolean).length;
      const base = await count(t);
      expect(await count(big)).toBe(base + 20_000);
      const sample = async (s: TestSandbox) =>
        parseCsv(await (await s.get('/api/v1/audit-logs/export?search=feature-42')).text()).map((r) => r.slice(1).join('|'));
      expect(await sample(big)).toEqual(await sample(other));
    } finally {
      big.sb.close();
      other.sb.close();
    }
  });
});

describe('audit export: formula cells (both dialects)', () => {
  it.each(['spec', 'reference'] as const)('prefixes cells starting with = + - @ tab or CR with a quote (%s)', async (dialect) => {
    t.sb.close();
    t = testSandbox({ dialect });
    const hostile = ['=HYPERLINK("http://evil.example","x")', "=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    const insert = sandboxDatabase(t.sb).prepare(
      'INSERT INTO audit_events (ts, user_email, event_name, deployment_name, ip_address, attributes) VALUES (?,?,?,?,?,?)',
    );
    hostile.forEach((value, i) => insert.run(`2099-01-01T00:00:0${i}.000Z`, `${value}@x.test`, value, value, '10.0.0.1', '{}'));
    const rows = parseCsv(await (await t.get('/api/v1/audit-logs/export?start=2099-01-01')).text()).slice(1);
    const names = rows.map((r) => r[2]).reverse();
    expect(names).toEqual(hostile.map((v) => `'${v}`));
    expect(rows.map((r) => r[3]).reverse()).toEqual(hostile.map((v) => `'${v}`));
    // Ordinary cells are left as they are.
    expect(rows.every((r) => r[4] === '10.0.0.1' && r[5] === '{}')).toBe(true);
  });
});
