import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SchemaError } from '@/api/errors';
import { createQueryClient, shouldRetry } from './query-client';

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

describe('one retry policy per key, from the client defaults', () => {
  function observe(queryFn: () => Promise<string>) {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useQuery({ queryKey: ['deployments', 'detail', '1'], queryFn }), { wrapper });
  }

  it('retries a 503 by itself, so one failed request shows the data, not an error', async () => {
    const answers = [new ApiError('Get deployment', 503, 'Service unavailable')];
    const queryFn = vi.fn(() => {
      const next = answers.shift();
      return next ? Promise.reject(next) : Promise.resolve('Acme Analytics');
    });
    const { result } = observe(queryFn);
    await waitFor(() => expect(result.current.data).toBe('Acme Analytics'), { timeout: 5_000 });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(result.current.isError).toBe(false);
  });

  it('never retries a 4xx: one request, then the error', async () => {
    const queryFn = vi.fn((): Promise<string> => Promise.reject(new ApiError('Get deployment', 404, 'Deployment 1 not found')));
    const { result } = observe(queryFn);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
