/** Rows per page of the console's lists (deployments, environments, branches) unless the URL asks for another. */
export const DEFAULT_PAGE_SIZE = 20;
