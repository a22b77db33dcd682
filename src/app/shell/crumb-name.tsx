import type { ReactNode } from 'react';
import { ApiError } from '@/api/errors';
import { NameText } from '@/components/ui/name-text';

/** What a crumb needs of its record's query: the name once loaded, and whether (and why) loading it failed. */
export interface NamedQuery {
  data?: { name: string } | undefined;
  isError: boolean;
  error?: unknown;
}

/** What the stand-in adds once loading failed: a record the service does not have is not "not loaded". */
export function failure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? ' (not found)' : ' (name not loaded)';
}

/**
 * A crumb for one record: its name as the page shows it (bidi-isolated, cut to one line so the trail never grows),
 * or, until it is known, the route's id as a visible stand-in, which says so when the name could not be loaded (or
 * the record does not exist).
 */
export function CrumbName({
  query,
  fallback,
  format = (name) => name,
}: {
  query: NamedQuery;
  /** The stand-in built from the URL's ids ("Workbook 12"). */
  fallback: string;
  /** Words around the name, as the page's heading has them ("Review “…”"). */
  format?: (name: ReactNode) => ReactNode;
}) {
  if (query.data) return <>{format(<NameText value={query.data.name} cut />)}</>;
  return (
    <span className="crumb-stand-in">
      <NameText value={fallback} cut />
      {query.isError ? failure(query.error) : null}
    </span>
  );
}

/** The stand-in alone: what a crumb shows while its code loads. */
export function PendingCrumb({ fallback }: { fallback: string }) {
  return <CrumbName query={{ isError: false }} fallback={fallback} />;
}
