import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { readIntParam } from '@/lib/url-state';

/** Each row reads its settings, so a page never asks for more than this many. */
const MAX_LIMIT = 100;

/** The page of the list the URL asks for; the route's loader prefetches the same one. */
export function deploymentListPage(params: URLSearchParams): { offset: number; limit: number } {
  return {
    offset: readIntParam(params, 'offset', 0),
    limit: readIntParam(params, 'limit', DEFAULT_PAGE_SIZE, { min: 1, max: MAX_LIMIT }),
  };
}
