// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration, formatRelative } from './format';

describe('formatDuration', () => {
  it('reads seconds the way a person says them', () => {
    expect(formatDuration(5400)).toBe('1 h 30 min');
    expect(formatDuration(86400)).toBe('1 d');
    expect(formatDuration(90061)).toBe('1 d 1 h 1 min 1 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(0)).toBe('0 s');
  });
});

describe('formatRelative', () => {
  it('says how long ago, in the largest fitting unit', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatRelative('2026-11-22T09:00:00Z', now)).toMatch(/3 hours ago/);
    expect(formatRelative('2026-11-20T12:00:00Z', now)).toMatch(/2 days ago/);
    expect(formatRelative('not a date', now)).toBe('not a date');
  });
});
