import type { ReactNode } from 'react';
import { NameText } from '@/components/ui/name-text';

/** What a crumb needs of its record's query: the name once loaded, and whether loading it failed. */
export interface NamedQuery {
  data?: { name: string } | undefined;
  isError: boolean;
}

/**
 * A crumb for one record: its name as the page shows it (bidi-isolated, cut to one line so the trail never grows),
 * or, until it is known, the route's id as a visible stand-in, which says so when the name could not be loaded.
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
      {query.isError ? ' (name not loaded)' : null}
    </span>
  );
}

/** The stand-in alone: what a crumb shows while its code loads. */
export function PendingCrumb({ fallback }: { fallback: string }) {
  return <CrumbName query={{ isError: false }} fallback={fallback} />;
}
