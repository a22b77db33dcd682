import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';

export interface LoadedListStatusProps {
  /** "workbooks" or "shared workspace items". */
  what: string;
  loaded: number;
  /** Rows shown after the search. */
  matching: number;
  /** The service's total, when it gives one. */
  total: number | null;
  search: string;
  /** The service applied search and order (shared workspace); otherwise they ran over the loaded rows. */
  searchedByService: boolean;
  /** False when the list left out whether each dashboard is published. */
  publishedKnown: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
}

const count = (n: number) => n.toLocaleString();

/** Says how much of the list is loaded and what the search covered, and loads the next page. */
export function LoadedListStatus(props: LoadedListStatusProps) {
  const { what, loaded, matching, total, search, searchedByService, hasMore } = props;
  // "workbooks" → "workbook", "shared workspace items" → "shared workspace item".
  const one = what.replace(/s$/, '');
  const of = total !== null && total > loaded ? ` of ${count(total)}` : '';
  let text: string;
  if (search && !searchedByService) {
    text = hasMore
      ? `Searched the ${count(loaded)} ${what} loaded${of}: ${count(matching)} match. The workbook list of the published API has no search, so only loaded workbooks are searched; load more to search further.`
      : `Searched ${loaded === 1 ? `the only ${one}` : `all ${count(loaded)} ${what}`}: ${count(matching)} match.`;
  } else if (hasMore) {
    text = `Showing the ${count(loaded)} ${what} loaded${of}.${searchedByService ? '' : ' The order applies to the loaded workbooks.'}`;
  } else {
    text = loaded === 0 ? '' : loaded === 1 ? `The only ${one} is shown.` : `All ${count(loaded)} ${what} are shown.`;
  }
  return (
    <div className="wb-loaded">
      <p role="status" className="muted">
        {text}
      </p>
      {props.publishedKnown ? null : (
        <p className="muted">The list does not say whether each dashboard is published; open a workbook to see it.</p>
      )}
      {props.loadMoreError ? (
        <p className="form-error" role="alert">
          Could not load more {what}: {describeError(props.loadMoreError)}
        </p>
      ) : null}
      {hasMore ? (
        <Button size="sm" pending={props.loadingMore} onClick={props.onLoadMore}>
          Load more {what}
        </Button>
      ) : null}
    </div>
  );
}
