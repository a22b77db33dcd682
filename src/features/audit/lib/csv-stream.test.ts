import { describe, expect, it } from 'vitest';
import { CsvRecordSplitter } from './csv-stream';

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

  it('knows when the text so far ends inside a quoted field', () => {
    const splitter = new CsvRecordSplitter();
    splitter.push('a,"open');
    expect(splitter.endsInsideQuotes()).toBe(true);
    splitter.push('"\n');
    expect(splitter.endsInsideQuotes()).toBe(false);
  });
});
