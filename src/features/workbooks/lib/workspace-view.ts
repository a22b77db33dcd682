import { readEnumParam, readIntParam } from '@/lib/url-state';
import { workbookSorts, type SharedListParams, type WorkbookListParams } from '../api/list-params';

export const pageSizes = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 100;

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
