export const workbookSorts = ['updated', 'name'] as const;
export type WorkbookSort = (typeof workbookSorts)[number];

export const pageSizes = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 100;

/** Everything that selects one page of a workspace list; it is also the query key's last part. */
export interface WorkspaceListParams {
  folderId: number | null;
  first: number;
  after: string | null;
  search: string;
  sort: WorkbookSort;
}

/**
 * The documented list query (`folderId`, `first`, `after`) plus search and ordering in the shared-workspace
 * names (`search`, `orderByField`, `orderByDirection`, public-api-notes.md).
 */
export function listQuery(params: WorkspaceListParams): Record<string, string | number | null> {
  return {
    folderId: params.folderId,
    first: params.first,
    after: params.after,
    search: params.search.trim() || null,
    orderByField: params.sort === 'name' ? 'name' : 'updated_at',
    orderByDirection: params.sort === 'name' ? 'asc' : 'desc',
  };
}
