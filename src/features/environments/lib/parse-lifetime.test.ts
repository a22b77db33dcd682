import { describe, expect, it } from 'vitest';
import { parseLifetime } from './parse-lifetime';

describe('parseLifetime', () => {
  it('takes blank as the service default', () => {
    expect(parseLifetime('  ')).toEqual({ ok: true, seconds: undefined, reading: '1 d (the service default)' });
  });

  it('reads whole seconds as a duration', () => {
    expect(parseLifetime('5400')).toEqual({ ok: true, seconds: 5400, reading: '1 h 30 min' });
  });

  it.each([
    ['0', 'more than 0'],
    ['-60', 'more than 0'],
    ['1.5', 'whole number'],
    ['1e1.5', 'number of seconds'],
    ['ten', 'number of seconds'],
  ])('refuses %s', (raw, reason) => {
    const result = parseLifetime(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});
