import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CsvRecordStream } from './csv-stream';

describe('CsvRecordStream', () => {
  it('releases only complete records, never a quoted newline', () => {
    const stream = new CsvRecordStream(Papa);
    expect(stream.push('a,b\r\n1,"x')).toEqual([['a', 'b']]);
    expect(stream.push('\ny"\r\n2,')).toEqual([['1', 'x\ny']]);
    expect(stream.push('z')).toEqual([]);
    expect(stream.finish()).toEqual({ rows: [['2', 'z']], truncated: false });
  });

  it('treats an escaped quote as staying inside the field', () => {
    const stream = new CsvRecordStream(Papa);
    expect(stream.push('h\n"say ""hi""\nthere",1\n')).toEqual([['h'], ['say "hi"\nthere', '1']]);
  });

  it('detects the delimiter from the header line and skips blank lines', () => {
    const stream = new CsvRecordStream(Papa);
    expect(stream.push('a;b\n\n1;2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('knows when the text ended inside a quoted field, and keeps that record as far as it came', () => {
    const stream = new CsvRecordStream(Papa);
    stream.push('a,b\n1,"open ""quoted');
    expect(stream.finish()).toEqual({ rows: [['1', 'open "quoted']], truncated: true });
  });
});
