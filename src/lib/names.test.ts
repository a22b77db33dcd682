import { describe, expect, it } from 'vitest';
import { isBlankName, titleName, plainName, shorten, stripBidiControls } from './names';

describe('names', () => {
  it('strips every bidi embedding, override and isolate control', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(stripBidiControls(`a${controls}b`)).toBe('ab');
    expect(stripBidiControls('Lab \u202Egnp.exe')).toBe('Lab gnp.exe');
  });

  it('calls a name blank only when nothing in it can be seen', () => {
    expect(isBlankName('\u200B\u200C\u200D\u2060\uFEFF \u3164\u2800')).toBe(true);
    expect(isBlankName(undefined)).toBe(true);
    expect(isBlankName('\u200Bx')).toBe(false);
    expect(isBlankName('שלום')).toBe(false);
  });

  it('tells names that start with a printable ASCII character from blank ones at the edges of that range', () => {
    expect(isBlankName('!')).toBe(false);
    expect(isBlankName('~\u200B')).toBe(false);
    expect(isBlankName(' \u200B')).toBe(true); // a space is not visible
    expect(isBlankName('\u007F\u0000')).toBe(true); // DEL and NUL are control characters
    expect(isBlankName(' \u007Fx')).toBe(false);
  });

  it('shortens by characters without cutting a surrogate pair', () => {
    expect(shorten('abcdef', 4)).toBe('abc…');
    expect(shorten('abc', 4)).toBe('abc');
    expect(shorten('😀😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('gives plain text for strings: "(unnamed)" when blank, controls removed, shortened on request', () => {
    expect(plainName('\u200B')).toBe('(unnamed)');
    expect(plainName('a\u202Emoc.live@b')).toBe('amoc.live@b');
    expect(plainName('z'.repeat(500), 10)).toBe(`${'z'.repeat(9)}…`);
  });

  it('gives a name for a document title without bidi controls or added isolates, and bounds its length', () => {
    expect(titleName('Lab \u202Egnp.exe')).toBe('Lab gnp.exe');
    expect(titleName('\u2068Acme Analytics\u2069')).toBe('Acme Analytics');
    expect(Array.from(titleName('w'.repeat(10_000)))).toHaveLength(80);
  });
});
