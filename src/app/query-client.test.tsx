import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SchemaError } from '@/api/errors';
import { QueryState } from '@/components/ui/query-state';
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

describe('what a page shows while its query is retried', () => {
  it('a status line while it retries, then the error with Retry once it gives up', async () => {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    const queryFn = vi.fn((): Promise<string[]> => Promise.reject(new ApiError('List branches', 503, 'Service unavailable')));
    function Branches() {
      const query = useQuery({ queryKey: ['branches', 'list', '1'], queryFn });
      return (
        <QueryState query={query} what="the branches" pendingLabel="Loading branches…">
          {(items) => <p>{items.join(', ')}</p>}
        </QueryState>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Branches />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading branches…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The service failed (503); trying again…'));
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('The service failed (503)');
    expect(screen.queryByText(/trying again/)).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(queryFn.mock.calls.length).toBeGreaterThan(1);
    client.clear();
  });
});
