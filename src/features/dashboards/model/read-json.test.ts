// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeSyntaxError, formatSyntaxError, offsetAt, positionAt, readJson } from './read-json';

function errorOf(text: string) {
  const reading = readJson(text);
  if (reading.kind !== 'syntax-error') throw new Error(`expected a syntax error, got ${reading.kind}`);
  return reading.error;
}

describe('readJson', () => {
  it('reads JSON, and says when there is nothing to read', () => {
    expect(readJson('{"widgets": []}')).toEqual({ kind: 'value', value: { widgets: [] } });
    expect(readJson('')).toEqual({ kind: 'empty' });
    expect(readJson('  \r\n\t ')).toEqual({ kind: 'empty' });
  });

  it('gives the line and column of an error in LF input', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    const error = errorOf(text);
    expect(error.at).toEqual({ line: 3, column: 3 });
    expect(formatSyntaxError(error)).toBe("Line 3, column 3: Expected ',' or '}' after property value.");
  });

  it('gives the same line and column for CRLF input', () => {
    const text = '{\r\n  "a": 1\r\n  "b": 2\r\n}';
    expect(errorOf(text).at).toEqual({ line: 3, column: 3 });
  });

  it('places an error at the first character', () => {
    const error = errorOf('x');
    expect(error.at).toEqual({ line: 1, column: 1 });
    expect(formatSyntaxError(error)).toBe('Line 1, column 1: Unexpected character "x".');
    expect(errorOf("{'a': 1}").at).toEqual({ line: 1, column: 2 });
  });

  it('places an unfinished input just after its last character, not on a trailing blank line', () => {
    const error = errorOf('{\n  "widgets": [\n\n');
    expect(error.at).toEqual({ line: 2, column: 15 });
    expect(formatSyntaxError(error)).toBe(
      'Line 2, column 15: The JSON ends before it is complete (a closing bracket, brace or quote is missing).',
    );
  });

  it('finds an unexpected value from the context V8 shows around it', () => {
    // The start, the middle and the end of a longer input: the message shows only ten characters either side.
    const start = '{"a": undefined, "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb": 1}';
    const middle = '{"aaaaaaaaaaaaaaaaaaaaaaaaa": 1,\n "b": NaN, "ccccccccccccccccccccccc": 2}';
    const end = '{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaa": x}';
    expect(errorOf(start).at).toEqual({ line: 1, column: 7 });
    expect(errorOf(middle).at).toEqual({ line: 2, column: 7 });
    expect(errorOf(end).at).toEqual({ line: 1, column: 35 });
  });
});

describe('describeSyntaxError', () => {
  const text = '{\n  "a": 1\n  "b": 2\n}';

  it('reads "at position N" with or without "(line L column C)", and the Firefox form', () => {
    expect(describeSyntaxError(text, "Expected ',' or '}' after property value in JSON at position 13")).toEqual({
      reason: "Expected ',' or '}' after property value",
      at: { line: 3, column: 3 },
    });
    expect(
      describeSyntaxError(text, "Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)"),
    ).toEqual({ reason: "Expected ',' or '}' after property value", at: { line: 3, column: 3 } });
    expect(
      describeSyntaxError(
        text,
        "JSON.parse: expected ',' or '}' after property value in object at line 3 column 3 of the JSON data",
      ),
    ).toEqual({ reason: "Expected ',' or '}' after property value in object", at: { line: 3, column: 3 } });
  });

  it('keeps an unknown message as it is, with no place', () => {
    const error = describeSyntaxError(text, 'Something odd happened');
    expect(error).toEqual({ reason: 'Something odd happened', at: null });
    expect(formatSyntaxError(error)).toBe('Something odd happened.');
  });

  it('gives no place for an unexpected token it cannot find for sure', () => {
    // Short input shown whole, with the token twice: which one is meant is not known.
    expect(describeSyntaxError('[x, x]', `Unexpected token 'x', "[x, x]" is not valid JSON`)).toEqual({
      reason: 'Unexpected character "x"',
      at: null,
    });
  });

  it('does not read a place out of the input the message echoes', () => {
    const echoed = `Unexpected token 'x', "{"at position 3": x}" is not valid JSON`;
    expect(describeSyntaxError('{"at position 3": x}', echoed).at).toEqual({ line: 1, column: 19 });
  });
});

describe('positionAt and offsetAt', () => {
  it('count "\\r\\n", "\\n" and a lone "\\r" as one line break each', () => {
    const text = 'ab\r\ncd\nef\rgh';
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, 5)).toEqual({ line: 2, column: 2 });
    expect(positionAt(text, 7)).toEqual({ line: 3, column: 1 });
    expect(positionAt(text, 11)).toEqual({ line: 4, column: 2 });
    expect(positionAt(text, 99)).toEqual({ line: 4, column: 3 });
    expect(offsetAt(text, { line: 2, column: 2 })).toBe(5);
    expect(offsetAt(text, { line: 4, column: 2 })).toBe(11);
  });

  it('clamp a place beyond a line or the text to its end', () => {
    const text = 'ab\r\ncd';
    expect(offsetAt(text, { line: 1, column: 9 })).toBe(2);
    expect(offsetAt(text, { line: 7, column: 1 })).toBe(6);
    // The same place in the box's LF text as in the CRLF file it was read from.
    expect(offsetAt('{\n  "a": 1\n  "b": 2\n}', { line: 3, column: 3 })).toBe(13);
  });
});
