import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/api/errors';

const MAX_RETRIES = 3;

/** Only failures that may pass on their own are retried: the network and 5xx. A 4xx or a bad shape will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

export interface QueryClientHooks {
  /** Any call answered 401: the key is missing, malformed or expired. */
  onUnauthorized: () => void;
  retry?: boolean;
}

export function createQueryClient({ onUnauthorized, retry = true }: QueryClientHooks): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 8000),
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
