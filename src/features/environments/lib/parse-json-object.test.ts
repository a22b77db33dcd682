// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstErrorOffset, lineColumnAt, parseJsonObject } from './parse-json-object';

describe('parseJsonObject', () => {
  it('accepts a JSON object', () => {
    expect(parseJsonObject('{"tenantId": 42, "roles": ["a"]}')).toEqual({ ok: true, value: { tenantId: 42, roles: ['a'] } });
  });

  it('names the line and column of a syntax error', () => {
    const result = parseJsonObject('{\n  "a": 1,\n  b: 2\n}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Line 3, column 3: .+\.$/);
  });

  it('points at the end for unfinished input', () => {
    const result = parseJsonObject('{\n  "a": [1, 2');
    expect(!result.ok && result.message).toMatch(/^Line 2, column 13: /);
  });

  it('refuses JSON that is not an object', () => {
    for (const [text, kind] of [
      ['[]', 'an array'],
      ['null', 'null'],
      ['"x"', 'a string'],
      ['3', 'a number'],
    ] as const) {
      const result = parseJsonObject(text);
      expect(!result.ok && result.message).toContain(`not ${kind}`);
    }
  });

  it('asks for something when empty', () => {
    expect(parseJsonObject('   ').ok).toBe(false);
  });
});

describe('the fallback scan used when the engine gives no position', () => {
  it('finds the first bad character', () => {
    expect(firstErrorOffset('{"a": 1,, "b": 2}')).toBe(8);
    expect(firstErrorOffset('{"a": tru}')).toBe(6);
    expect(firstErrorOffset('[1, 2')).toBe(5);
    expect(lineColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
