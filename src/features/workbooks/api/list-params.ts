import { readEnumParam, readIntParam } from '@/lib/url-state';

const workbookSorts = ['updated', 'name'] as const;
export type WorkbookSort = (typeof workbookSorts)[number];

export const pageSizes = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 100;

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

export const workspaceTabs = ['workspace', 'shared'] as const;

/** A hand-edited `?pages=` asks for no more than this many pages. */
const MAX_PAGES = 100;

/**
 * What the workbooks page's URL selects: the tab (`?tab=`), the list each tab asks for (`folder`, `q`, `sort`,
 * `size`; a size not offered falls back to the default), and how many of its pages "Load more" has loaded
 * (`pages`). The route's loader prefetches the same lists' first pages.
 */
export function workspaceView(search: URLSearchParams): {
  tab: (typeof workspaceTabs)[number];
  own: WorkbookListParams;
  shared: SharedListParams;
  pages: number;
} {
  const folderId = readIntParam(search, 'folder', 0, { min: 1 }) || null;
  const size = readIntParam(search, 'size', DEFAULT_PAGE_SIZE);
  const first = (pageSizes as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  return {
    tab: readEnumParam(search, 'tab', workspaceTabs, 'workspace'),
    pages: readIntParam(search, 'pages', 1, { min: 1, max: MAX_PAGES }),
    own: { folderId, first },
    shared: { folderId, first, search: search.get('q') ?? '', sort: readEnumParam(search, 'sort', workbookSorts, 'updated') },
  };
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
