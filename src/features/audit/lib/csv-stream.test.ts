import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CsvRecordSplitter, parseCsvStream } from './csv-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const headers: string[][] = [];
  const batches: string[][][] = [];
  let bytes = 0;
  await parseCsvStream(streamOf(chunks), Papa, {
    onHeader: (h) => headers.push(h),
    onRows: (rows) => batches.push(rows),
    onBytes: (b) => (bytes = b),
  });
  return { headers, batches, rows: batches.flat(), bytes };
}

describe('CsvRecordSplitter', () => {
  it('releases only complete records, never a quoted newline', () => {
    const splitter = new CsvRecordSplitter();
    expect(splitter.push('a,b\r\n1,"x')).toBe('a,b\r\n');
    expect(splitter.push('\ny"\r\n2,')).toBe('1,"x\ny"\r\n');
    expect(splitter.push('z')).toBe('');
    expect(splitter.flush()).toBe('2,z');
  });

  it('treats an escaped quote as staying inside the field', () => {
    const splitter = new CsvRecordSplitter();
    expect(splitter.push('"say ""hi""\nthere",1\n')).toBe('"say ""hi""\nthere",1\n');
  });
});

describe('parseCsvStream', () => {
  it('reads the header once and every row, whatever the chunk boundaries', async () => {
    const csv =
      'timestamp,eventName,attributes\r\n2025-01-01T00:00:00Z,Logged in,"{""ok"":true}"\r\n2025-01-02T00:00:00Z,"Multi\nline",{}\r\n';
    // Split at every possible position, including inside quotes, inside "" and between \r and \n.
    for (let cut = 1; cut < csv.length; cut += 1) {
      const { headers, rows } = await collect([csv.slice(0, cut), csv.slice(cut)]);
      expect(headers).toEqual([['timestamp', 'eventName', 'attributes']]);
      expect(rows).toEqual([
        ['2025-01-01T00:00:00Z', 'Logged in', '{"ok":true}'],
        ['2025-01-02T00:00:00Z', 'Multi\nline', '{}'],
      ]);
    }
  });

  it('hands rows over as chunks arrive and counts bytes', async () => {
    const { batches, bytes } = await collect(['a,b\n1,2\n', '3,4\n', '5,6']);
    expect(batches).toEqual([[['1', '2']], [['3', '4']], [['5', '6']]]);
    expect(bytes).toBe('a,b\n1,2\n3,4\n5,6'.length);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('name\nJosé\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const rows: string[][] = [];
    await parseCsvStream(stream, Papa, { onHeader: () => undefined, onRows: (r) => rows.push(...r) });
    expect(rows).toEqual([['José']]);
  });

  it('reports nothing for an empty body', async () => {
    const { headers, rows } = await collect([]);
    expect(headers).toEqual([]);
    expect(rows).toEqual([]);
  });

  it('stops with an AbortError and cancels the body when the signal aborts', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('a\n1\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const rows: string[][] = [];
    const done = parseCsvStream(
      body,
      Papa,
      {
        onHeader: () => undefined,
        onRows: (r) => {
          rows.push(...r);
          controller.abort();
        },
      },
      controller.signal,
    );
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(rows).toEqual([['1']]);
    expect(cancelled).toBe(true);
  });
});
