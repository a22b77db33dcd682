import { afterEach, describe, expect, it } from 'vitest';
import { savedTopRow as read, saveTopRow as write } from './use-remembered-top-row';

describe("the table's remembered top rows", () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the rows of the last 50 history entries and forgets older ones', () => {
    for (let entry = 1; entry <= 60; entry += 1) write(`entry-${entry}`, entry * 10);
    expect(read('entry-10')).toBe(0);
    expect(read('entry-11')).toBe(110);
    expect(read('entry-60')).toBe(600);
    expect(Object.keys(sessionStorage).filter((name) => name.startsWith('audit-top-row:')).length).toBe(51);
  });

  it('forgets an entry scrolled back to the top, and counts a rewritten entry once', () => {
    write('a', 40);
    write('a', 80);
    write('b', 30);
    write('b', 0);
    expect(read('a')).toBe(80);
    expect(read('b')).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('audit-top-row:entries') ?? '')).toEqual(['a']);
  });
});
