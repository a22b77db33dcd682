// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLifetime } from './parse-lifetime';

describe('parseLifetime', () => {
  it('takes blank as the longest lifetime the service accepts', () => {
    expect(parseLifetime('  ')).toEqual({ ok: true, seconds: 3600, reading: '1 h (the longest the service accepts)' });
  });

  it('reads whole seconds as a duration', () => {
    expect(parseLifetime('540')).toEqual({ ok: true, seconds: 540, reading: '9 min' });
    expect(parseLifetime('3600')).toEqual({ ok: true, seconds: 3600, reading: '1 h' });
  });

  it.each([
    ['0', 'more than 0'],
    ['-60', 'more than 0'],
    ['1.5', 'whole number'],
    ['1e1.5', 'number of seconds'],
    ['ten', 'number of seconds'],
    ['3601', 'at most 3600 seconds (1 h)'],
    ['86400', 'at most 3600 seconds (1 h)'],
  ])('refuses %s', (raw, reason) => {
    const result = parseLifetime(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(reason);
  });
});
