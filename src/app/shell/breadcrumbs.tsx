import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../routes';

interface Crumb {
  label: ReactNode;
  to: string;
}

const trimSlash = (path: string) => path.replace(/\/$/, '');

/**
 * Crumbs come from the matched routes' handles: words for a section, a record's name for a record (see
 * record-crumbs.tsx). A layout and its index page share a path: the first handle for a path is its crumb.
 */
export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    const to = trimSlash(match.pathname);
    if (handle?.crumb && !crumbs.some((crumb) => crumb.to === to)) crumbs.push({ label: handle.crumb(match.params), to });
  }
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
