/** A validation problem found in dashboard input, named by its JSON path (`widgets[3].position.w`). */
export interface DashboardProblem {
  path: string;
  message: string;
}

/** Joins a base path and a relative one the way `formatIssuePath` writes paths. */
export function joinPath(base: string, rest: string): string {
  if (!base) return rest;
  if (!rest) return base;
  return rest.startsWith('[') ? `${base}${rest}` : `${base}.${rest}`;
}
