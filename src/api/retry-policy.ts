import { ApiError, NetworkError } from './errors';

const MAX_RETRIES = 3;

/** Only failures that may pass on their own are retried: the network and 5xx. A 4xx or a bad shape will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

/** Exponential backoff: 1 s, 2 s, 4 s, capped at 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8000);
}
