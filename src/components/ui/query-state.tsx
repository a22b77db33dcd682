import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';

/** The part of a react-query result this component reads; any `useQuery`/`useInfiniteQuery` result fits. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  /** Failures of the fetch under way, while the query client retries it (react-query's `failureCount`/`failureReason`). */
  failureCount?: number;
  failureReason?: unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for the error heading ("the environments"). */
  what: string;
  /** The loading skeleton's label ("Loading environments…") and its row count. */
  pendingLabel: string;
  pendingRows?: number;
  /** Named in a 403's message. */
  deploymentName?: string | null;
  /** When the data counts as empty, and what to show then (a title, or a whole element for links and hints). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Keep showing data that was loaded before a failed refetch (lists that load more in place). */
  keepDataOnError?: boolean;
  /** The data's view. Left out, the component only stands in for the data until it is there (an early return). */
  children?: (data: T) => ReactNode;
}

/**
 * One place for what every page does with a query: a skeleton while pending (saying so once a try has failed and the
 * query client tries again), the error where the data would be (with Retry, so only this part of the page is lost),
 * an empty state, or the data. Retries themselves happen before this shows an error, under the query client's one
 * policy.
 */
export function QueryState<T>({
  query,
  what,
  pendingLabel,
  pendingRows,
  deploymentName,
  isEmpty,
  empty,
  keepDataOnError = false,
  children,
}: QueryStateProps<T>): ReactNode {
  if (query.isPending) {
    const retryingAfter = (query.failureCount ?? 0) > 0 ? query.failureReason : undefined;
    return <LoadingState label={pendingLabel} rows={pendingRows} retryingAfter={retryingAfter} />;
  }
  if (query.isError && (!keepDataOnError || query.data === undefined)) {
    return <ErrorState error={query.error} what={what} deploymentName={deploymentName} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (data === undefined) return null;
  if (isEmpty?.(data))
    return typeof empty === 'string' ? <EmptyState title={empty} /> : (empty ?? <EmptyState title="Nothing here." />);
  return children ? children(data) : null;
}
