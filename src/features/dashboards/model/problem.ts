/** A validation problem found in dashboard input, named by its JSON path (`widgets[3].position.w`). */
export interface DashboardProblem {
  path: string;
  message: string;
  /** Set on the problem saying a whole widget is not drawn (not just a value of it ignored or replaced). */
  widgetLeftOut?: true;
}

/** Joins a base path and a relative one the way `formatIssuePath` writes paths. */
export function joinPath(base: string, rest: string): string {
  if (!base) return rest;
  if (!rest) return base;
  return rest.startsWith('[') ? `${base}${rest}` : `${base}.${rest}`;
}
