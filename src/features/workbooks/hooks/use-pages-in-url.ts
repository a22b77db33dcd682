import { useEffect } from 'react';

/** What this needs of an infinite list query (the workspace list and the shared-workspace list both fit). */
interface PagedList {
  data?: { pages: readonly unknown[] };
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/**
 * Keeps as many pages loaded as the URL asks for (`?pages=`), so a reload or a shared link lists the same rows
 * "Load more" had added: the missing pages are fetched one after another, as "Load more" fetches them. A failed
 * page is not retried by itself (its error shows under the list); the returned "Load more" action retries it.
 */
export function usePagesInUrl(list: PagedList, wanted: number, setWanted: (pages: number) => void): () => void {
  const loadedPages = list.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (loadedPages === 0 || loadedPages >= wanted || !hasNextPage || isFetching || isFetchNextPageError) return;
    // Not a second request while one is on its way (an effect may run twice for the same state).
    void fetchNextPage({ cancelRefetch: false });
  }, [loadedPages, wanted, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return () => {
    setWanted(loadedPages + 1);
    void fetchNextPage();
  };
}
