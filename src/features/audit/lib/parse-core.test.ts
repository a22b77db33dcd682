import { describe, expect, it } from 'vitest';
import { parseToStore } from './parse-to-store.test-helper';

const encode = (text: string) => new TextEncoder().encode(text);

describe('the audit CSV parsing core', () => {
  it('reads the header once and every row, whatever the chunk boundaries', () => {
    const csv =
      'timestamp,eventName,attributes\r\n2025-01-01T00:00:00Z,Logged in,"{""ok"":true}"\r\n2025-01-02T00:00:00Z,"Multi\nline",{}\r\n';
    const bytes = encode(csv);
    // Split at every possible position, including inside quotes, inside "" and between \r and \n.
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const { columns, rows, truncated } = parseToStore([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(columns?.all.map((c) => c.name)).toEqual(['timestamp', 'eventName', 'attributes']);
      expect(rows).toEqual([
        ['2025-01-01T00:00:00Z', 'Logged in', '{"ok":true}'],
        ['2025-01-02T00:00:00Z', 'Multi\nline', '{}'],
      ]);
      expect(truncated).toBe(false);
    }
  });

  it('keeps quoted commas, escaped quotes and embedded newlines inside their field', () => {
    const { rows } = parseToStore('eventName,notes\n"Renamed, then moved","She said ""hi""\nand left"\n');
    expect(rows).toEqual([['Renamed, then moved', 'She said "hi"\nand left']]);
  });

  it('drops a byte-order mark from the first column name, as bytes or as text', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...encode('timestamp,userEmail\n2025-01-01T00:00:00Z,a@b.c\n')]);
    for (const input of [withBom, [withBom.slice(0, 2), withBom.slice(2)]]) {
      const { columns, rows } = parseToStore(input);
      expect(columns?.all[0]?.name).toBe('timestamp');
      expect(columns?.byRole.timestamp?.index).toBe(0);
      expect(rows).toEqual([['2025-01-01T00:00:00Z', 'a@b.c']]);
    }
  });

  it('keeps a last line that has no newline, and a short last line with empty cells', () => {
    expect(parseToStore('a,b,c\n1,2,3\n4,5,6').rows).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    const short = parseToStore('a,b,c\n1,2,3\n4,5');
    expect(short.rows).toEqual([
      ['1', '2', '3'],
      ['4', '5', ''],
    ]);
    expect(short.truncated).toBe(false);
  });

  it('says when the body ended inside a quoted field, keeping what came of that record', () => {
    const { rows, truncated } = parseToStore('eventName,attributes\nLogged in,{}\nCreated deployment,"{""region"":""eu');
    expect(truncated).toBe(true);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe('Created deployment');
    expect(rows[1]?.[1]).toBe('{"region":"eu');
  });

  it('decodes a multi-byte character split across chunks', () => {
    const bytes = encode('name\nJosé\n');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(parseToStore([bytes.slice(0, cut), bytes.slice(cut)]).rows).toEqual([['José']]);
  });

  it('reports nothing for an empty body', () => {
    const { columns, store, rows } = parseToStore([]);
    expect(columns).toBeNull();
    expect(store).toBeNull();
    expect(rows).toEqual([]);
  });
});
