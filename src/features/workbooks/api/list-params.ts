export const workbookSorts = ['updated', 'name'] as const;
export type WorkbookSort = (typeof workbookSorts)[number];

/** What selects the caller's workbook list; its pages are then loaded one after another with `after`. */
export interface WorkbookListParams {
  folderId: number | null;
  first: number;
}

/** The shared-workspace list also takes search and ordering. */
export interface SharedListParams extends WorkbookListParams {
  search: string;
  sort: WorkbookSort;
}

type Query = Record<string, string | number | null>;

/**
 * `GET …/workbooks` defines only `folderId`, `first` and `after` (public-api-reference.md §1.3): no search, no
 * ordering. The console searches and orders what it has loaded instead, and says so on the page.
 */
export function workbookListQuery(params: WorkbookListParams, after: string | null): Query {
  return { folderId: params.folderId, first: params.first, after };
}

/**
 * `GET …/shared-workspace` defines `search`, `orderByField` and `orderByDirection`; the published document's
 * direction values are upper case (`ASC`, `DESC`), and that is what is sent.
 */
export function sharedListQuery(params: SharedListParams, after: string | null): Query {
  return {
    folderId: params.folderId,
    first: params.first,
    after,
    search: params.search.trim() || null,
    orderByField: params.sort === 'name' ? 'name' : 'updated_at',
    orderByDirection: params.sort === 'name' ? 'ASC' : 'DESC',
  };
}
