import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/http';
import { retryDelay, shouldRetry } from '@/api/retry-policy';
import { deploymentListSchema } from '@/api/deployments/list-deployments';

/** One cheap call proves the key before it is stored. */
function checkApiKey(apiKey: string) {
  return request({
    operation: 'Check key',
    path: '/api/v1/deployments',
    query: { offset: 0, limit: 1 },
    schema: deploymentListSchema,
    apiKey,
  });
}

export function useCheckApiKey() {
  // The key is a mutation variable, never part of a query key, so it never lands in the query cache. The check only
  // reads, so a transient failure (5xx, network) is retried by itself under the queries' policy instead of asking the
  // admin to click again; a 401 is answered at once.
  return useMutation({ mutationFn: (apiKey: string) => checkApiKey(apiKey), gcTime: 0, retry: shouldRetry, retryDelay });
}
