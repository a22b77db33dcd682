import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { retryDelay, shouldRetry } from '@/api/retry-policy';

export { shouldRetry };

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
        // Set here only: a per-query override would win for every observer of that key (see breadcrumbs.tsx).
        retryDelay,
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
