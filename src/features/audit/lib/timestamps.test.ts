import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './timestamps';

describe('reading a timestamp cell', () => {
  it('reads every instant the service writes (toISOString) to the same millisecond', () => {
    const instants = fc.date({
      min: new Date('0100-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (date) => {
        expect(parseTimestamp(date.toISOString())).toBe(date.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Date.parse on near misses, other forms and nonsense', () => {
    const values = [
      '2024-02-29T12:00:00.000Z',
      '2025-02-29T12:00:00.000Z',
      '2025-04-31T00:00:00.000Z',
      '2025-13-01T00:00:00.000Z',
      '2025-01-01T24:00:00.000Z',
      '2025-01-01T23:60:00.000Z',
      '2025-01-01T23:59:60.000Z',
      '0099-01-01T00:00:00.000Z',
      '2025-01-01T00:00:00Z',
      '2025-01-01T00:00:00.000+02:00',
      '2025-01-01',
      'Tue, 01 Jul 2025 10:00:00 GMT',
      '2025-0a-01T00:00:00.000Z',
      'yesterday',
    ];
    for (const value of values) expect(parseTimestamp(value), value).toBe(Date.parse(value));
    expect(parseTimestamp('')).toBeNaN();
  });
});
