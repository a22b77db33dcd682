import { describe, expect, it } from 'vitest';
import {
  auditFileName,
  describeAuditFilters,
  emptyAuditFilters,
  fieldNamedIn,
  isIsoDate,
  lastDaysRange,
  readAuditFilters,
  validateAuditFilters,
} from './filters';

describe('audit filters', () => {
  it('reads every filter from the URL, trimmed', () => {
    const filters = readAuditFilters(
      new URLSearchParams('start=2025-01-01&end=2025-01-31&search=%20x%20&eventName=Logged+in&userEmail=a%40b.c'),
    );
    expect(filters).toEqual({ start: '2025-01-01', end: '2025-01-31', search: 'x', eventName: 'Logged in', userEmail: 'a@b.c' });
  });

  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });

  it('refuses malformed dates and an end before the start, by field', () => {
    expect(validateAuditFilters({ ...emptyAuditFilters, start: '2025-13-01' }).start).toMatch(/YYYY-MM-DD/);
    expect(validateAuditFilters({ ...emptyAuditFilters, start: '2025-03-10', end: '2025-03-01' })).toEqual({
      end: 'The end date is before the start date.',
    });
    expect(validateAuditFilters({ ...emptyAuditFilters, start: '2025-03-10', end: '2025-03-10' })).toEqual({});
    expect(validateAuditFilters({ ...emptyAuditFilters, userEmail: 'ana' })).toHaveProperty('userEmail');
  });

  it('names the download after the range', () => {
    expect(auditFileName({ ...emptyAuditFilters, start: '2025-01-01', end: '2025-01-31' })).toBe(
      'audit-log-2025-01-01-2025-01-31.csv',
    );
    expect(auditFileName(emptyAuditFilters, new Date(Date.UTC(2025, 5, 9, 12)))).toBe('audit-log-until-2025-06-09.csv');
    expect(auditFileName({ ...emptyAuditFilters, end: '2025-01-31' })).toBe('audit-log-until-2025-01-31.csv');
    expect(auditFileName({ ...emptyAuditFilters, start: '2025-01-01' }, new Date(Date.UTC(2025, 5, 9, 12)))).toBe(
      'audit-log-2025-01-01-2025-06-09.csv',
    );
  });

  it('names an open-ended download after today as the service counts days (UTC), wherever the browser is', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      const lateOnThe9th = new Date(Date.UTC(2025, 5, 9, 23, 30));
      // The premise: in Auckland it is already the 10th.
      expect(lateOnThe9th.getDate()).toBe(10);
      expect(auditFileName(emptyAuditFilters, lateOnThe9th)).toBe('audit-log-until-2025-06-09.csv');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('computes quick ranges that include today, in UTC days as the service counts them', () => {
    expect(lastDaysRange(7, new Date('2025-03-03T12:00:00Z'))).toEqual({ start: '2025-02-25', end: '2025-03-03' });
    expect(lastDaysRange(1, new Date('2025-03-03T12:00:00Z'))).toEqual({ start: '2025-03-03', end: '2025-03-03' });
    // Late in the UTC day, whatever the machine's zone: still that UTC day (Auckland's clock already reads the next).
    expect(lastDaysRange(1, new Date('2026-11-24T23:11:00Z'))).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(lastDaysRange(2, new Date('2026-03-01T00:30:00Z'))).toEqual({ start: '2026-02-28', end: '2026-03-01' });
  });

  it('describes what an empty result was filtered by', () => {
    expect(describeAuditFilters({ ...emptyAuditFilters, eventName: 'Logged in', start: '2025-01-01' })).toBe(
      'event name “Logged in”, from 2025-01-01',
    );
  });

  it('finds the filter a service error names', () => {
    expect(fieldNamedIn('Invalid query: field "start": not a valid date')).toBe('start');
    expect(fieldNamedIn('Invalid query: "end" is odd')).toBe('end');
    expect(fieldNamedIn('Invalid query: field "limit": no')).toBeNull();
  });
});
