import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { batchTransferables } from './batch-encoder';
import { AuditCsvParser } from './parse-core';
import { AuditRowStore } from './row-store';
import { parseToStore } from './parse-to-store.test-helper';

function csvOf(count: number): string {
  const lines = ['timestamp,userEmail,eventName,deploymentName,ipAddress,attributes,region'];
  for (let i = 0; i < count; i += 1) {
    const time = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    lines.push(
      `${time},user${i % 3}@acme.example,${i % 2 ? 'Logged in' : 'Created Git branch'},Acme,10.0.0.${i % 250},"{""n"":${i}}",eu`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('the compact row store', () => {
  it('gives back every cell exactly, across many batches', () => {
    const csv = csvOf(3000);
    const bytes = new TextEncoder().encode(csv);
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 4096) chunks.push(bytes.slice(at, at + 4096));
    const { store, rows } = parseToStore(chunks);
    expect(store?.rowCount).toBe(3000);
    expect(rows[0]).toEqual([
      '2025-01-01T00:00:00.000Z',
      'user0@acme.example',
      'Created Git branch',
      'Acme',
      '10.0.0.0',
      '{"n":0}',
      'eu',
    ]);
    expect(rows[2999]).toEqual([
      new Date(Date.UTC(2025, 0, 1) + 2999 * 60_000).toISOString(),
      'user2@acme.example',
      'Logged in',
      'Acme',
      '10.0.0.249',
      '{"n":2999}',
      'eu',
    ]);
    expect(store?.value(1500, 5)).toBe('{"n":1500}');
  });

  it('keeps every cell, id and time when the finished export drops its spare room', () => {
    const { store, rows } = parseToStore(csvOf(3000));
    const users = Array.from(store?.ids(1)?.subarray(0, 3000) ?? []);
    const times = Array.from(store?.times?.subarray(0, 3000) ?? []);
    store?.trim();
    expect(store?.ids(1)).toHaveLength(3000);
    expect(store?.times).toHaveLength(3000);
    expect(Array.from(store?.ids(1) ?? [])).toEqual(users);
    expect(Array.from(store?.times ?? [])).toEqual(times);
    expect(Array.from({ length: 3000 }, (_, r) => store?.row(r))).toEqual(rows);
  });

  it('keeps each repeated value once, in one string table shared by every column', () => {
    const { store } = parseToStore(csvOf(3000));
    // 3 users, 2 event names, 1 deployment, 1 region: 7 strings for 15,000 cells; the unique columns are not in it.
    expect(store?.strings).toHaveLength(7);
    expect(store?.hasIds(1)).toBe(true);
    expect(store?.hasIds(2)).toBe(true);
    expect(store?.hasIds(6)).toBe(true);
    expect(store?.hasIds(0)).toBe(false);
    expect(store?.hasIds(5)).toBe(false);
    // The same value read twice is the same id.
    const users = store?.ids(1);
    expect(users?.[0]).toBe(users?.[3]);
  });

  it('keeps each event time as a number for the charts, NaN where a cell is not a date', () => {
    const { store } = parseToStore('timestamp,eventName\n2025-03-01T10:00:00Z,a\nyesterday,b\n');
    expect(store?.times?.[0]).toBe(Date.UTC(2025, 2, 1, 10));
    expect(store?.times?.[1]).toBeNaN();
  });

  it('reads a missing cell of a ragged row as empty, and a row out of range as empty', () => {
    const { store } = parseToStore('a,b\n1\n');
    expect(store?.value(0, 1)).toBe('');
    expect(store?.value(5, 0)).toBe('');
  });

  it('gives back text with and without non-ASCII characters exactly, one cell at a time or all of them', () => {
    const lines = ['timestamp,eventName,attributes'];
    for (let i = 0; i < 200; i += 1)
      lines.push(`2025-01-01T00:00:00Z,a,"{""note"":""${i % 50 === 7 ? `café ${i} 📈` : `plain ${i}`}""}"`);
    const csv = `${lines.join('\n')}\n`;
    const bytes = new TextEncoder().encode(csv);
    // Cut so that some batches are all ASCII and some are not, and one cut falls inside the 📈.
    const cut = csv.indexOf('📈');
    const at = new TextEncoder().encode(csv.slice(0, cut)).length + 2;
    const cuts = [0, at, 3000, 7000, bytes.length].sort((a, b) => a - b);
    const chunks = cuts.slice(1).map((end, k) => bytes.slice(cuts[k], end));
    const expected = (i: number) => `{"note":"${i % 50 === 7 ? `café ${i} 📈` : `plain ${i}`}"}`;

    const { store } = parseToStore(chunks);
    expect(store?.rowCount).toBe(200);
    // A few cells as the table reads them, then every cell as a sort or a download does, then the first few again.
    for (const row of [0, 7, 57, 199]) expect(store?.value(row, 2)).toBe(expected(row));
    expect(Array.from({ length: 200 }, (_, row) => store?.value(row, 2))).toEqual(
      Array.from({ length: 200 }, (_, i) => expected(i)),
    );
    for (const row of [0, 7, 57, 199]) expect(store?.value(row, 2)).toBe(expected(row));
  });

  it('hands ASCII text to the page as bytes it can move without copying, other text as a string', () => {
    const parser = new AuditCsvParser(Papa);
    const header = parser.push(new TextEncoder().encode('timestamp,eventName,attributes\n'));
    expect(header.columns).toBeDefined();
    const ascii = parser.push(new TextEncoder().encode('2025-01-01T00:00:00Z,a,"{""n"":1}"\n')).batch;
    const accented = parser.push(new TextEncoder().encode('2025-01-01T00:00:00Z,a,"{""n"":""é""}"\n')).batch;
    if (!ascii || !accented) throw new Error('no batch');
    const attributes = (batch: typeof ascii) => batch.columns[2];
    expect(attributes(ascii)).toMatchObject({ kind: 'text', text: new Uint8Array(new TextEncoder().encode('{"n":1}')) });
    expect(batchTransferables(ascii)).toContain((attributes(ascii) as { text: Uint8Array }).text.buffer);
    expect(attributes(accented)).toMatchObject({ kind: 'text', text: '{"n":"é"}' });
  });
  it('keeps no text for timestamps written as toISOString writes them, and gives each cell back exactly as it came', () => {
    const parser = new AuditCsvParser(Papa);
    const header = parser.push(new TextEncoder().encode('timestamp,eventName\n'));
    const store = new AuditRowStore(header.columns?.all.length ?? 0);
    const canonical = parser.push(new TextEncoder().encode('2025-01-01T00:00:00.000Z,a\n2024-02-29T23:59:59.999Z,b\n')).batch;
    // Another form in one row: that batch keeps its text, so each cell reads as the CSV wrote it.
    const mixed = parser.push(
      new TextEncoder().encode('2025-01-02T00:00:00.000Z,c\n2025-01-03T00:00:00Z,d\nyesterday,e\n'),
    ).batch;
    if (!canonical || !mixed) throw new Error('no batch');
    expect(canonical.columns[0]).toEqual({ kind: 'iso' });
    expect(batchTransferables(canonical)).toHaveLength(2);
    expect(mixed.columns[0]).toMatchObject({ kind: 'text' });
    store.append(canonical);
    store.append(mixed);
    expect(Array.from({ length: 5 }, (_, row) => store.value(row, 0))).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2025-01-02T00:00:00.000Z',
      '2025-01-03T00:00:00Z',
      'yesterday',
    ]);
    expect(store.times?.[1]).toBe(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
  });
});
