// @vitest-environment node
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, neutralizeCell, neutralizeCsvStream, neutralizeCsvText } from './csv-safe';

/** Runs text through the stream cut into the given chunk sizes, as a network body arrives. */
async function throughChunks(text: string, sizes: number[]): Promise<string> {
  const chunks: string[] = [];
  let rest = text;
  for (const size of sizes) {
    if (!rest) break;
    chunks.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) chunks.push(rest);
  const out: string[] = [];
  await new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  })
    .pipeThrough(neutralizeCsvStream())
    .pipeTo(new WritableStream({ write: (chunk) => void out.push(chunk) }));
  return out.join('');
}

/** What a spreadsheet reads from a CSV file: rows of cells. */
const parse = (text: string) => Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: false }).data;

describe('neutralizeCell', () => {
  it.each(['=HYPERLINK("http://evil.example","click")', "=cmd|' /C calc'!A0", '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with a single quote',
    (value) => {
      expect(neutralizeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['ada@example.com', 'Workbook cloned', "'=already neutral", '', '1-2', 'a=b'])('leaves %j as it is', (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });

  it('quotes every field and doubles the quotes inside', () => {
    expect(csvField('say "hi", then =go')).toBe('"say ""hi"", then =go"');
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
  });
});

describe('neutralizeCsvStream', () => {
  it('rewrites an export: formula cells neutralized, every cell quoted, line endings kept', async () => {
    const input =
      'timestamp,userEmail,eventName,attributes\r\n' +
      '2025-01-01T00:00:00Z,=HYPERLINK("http://x"),+1+1,"{""a"":1}"\r\n' +
      '2025-01-02T00:00:00Z,@evil,"-2,3","multi\nline"\r\n';
    expect(await neutralizeCsvText(input)).toBe(
      '"timestamp","userEmail","eventName","attributes"\r\n' +
        `"2025-01-01T00:00:00Z","'=HYPERLINK(""http://x"")","'+1+1","{""a"":1}"\r\n` +
        `"2025-01-02T00:00:00Z","'@evil","'-2,3","multi\nline"\r\n`,
    );
  });

  it('keeps the last record when the file has no final line break', async () => {
    expect(await neutralizeCsvText('a,b\n=1,""')).toBe(`"a","b"\n"'=1",""`);
  });

  it('reads back as the same cells, with a quote before each formula cell, however the body is chunked', async () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom('=1+1', '+1', '-1', '@a', '\tx', '\rx', 'a,b', 'say "hi"', 'two\nlines', 'cr\r\nlf', ''),
    );
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(table, fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 40 }), async (rows, sizes) => {
        const width = rows[0]!.length;
        const square = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? 'x'));
        const source = Papa.unparse(square, { newline: '\r\n' });
        const saved = await throughChunks(source, sizes);
        const expected = parse(source).map((row) => row.map(neutralizeCell));
        expect(parse(saved)).toEqual(expected);
        // No cell of the saved file starts a formula.
        for (const row of parse(saved)) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 300 },
    );
  });
});
