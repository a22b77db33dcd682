import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { readIntParam } from '@/lib/url-state';
import type { BranchListParams } from '../api/keys';

/** The page of branches the URL asks for (`first`, `after`); the route's loader prefetches the same one. */
export function branchListParams(search: URLSearchParams): BranchListParams {
  return {
    first: readIntParam(search, 'first', DEFAULT_PAGE_SIZE, { min: 1, max: 500 }),
    after: search.get('after') || null,
  };
}
