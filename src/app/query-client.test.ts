import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SchemaError } from '@/api/errors';
import { shouldRetry } from './query-client';

describe('which failures are retried', () => {
  it('retries network failures and 5xx a few times, with nothing else', () => {
    expect(shouldRetry(0, new NetworkError('List'))).toBe(true);
    expect(shouldRetry(0, new ApiError('List', 503, 'Service Unavailable'))).toBe(true);
    expect(shouldRetry(3, new ApiError('List', 503, 'Service Unavailable'))).toBe(false);
  });

  it('never retries what will not change: 4xx and wrong shapes', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, new ApiError('List', status, 'no'))).toBe(false);
    expect(shouldRetry(0, new SchemaError('List', 'data.id', 'expected string', 1))).toBe(false);
  });
});
