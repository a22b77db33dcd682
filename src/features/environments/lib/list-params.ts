import { environmentTypes, type EnvironmentType } from '@/api/schemas';
import { DEFAULT_PAGE_SIZE } from '@/lib/page-size';
import { readEnumParam, readIntParam } from '@/lib/url-state';
import type { EnvironmentListParams } from '../api/keys';

export type TypeFilterValue = EnvironmentType | 'all';
export const typeFilterValues: readonly TypeFilterValue[] = ['all', ...environmentTypes];

/** The list the URL asks for (`?type=`, `offset`, `limit`); the route's loader prefetches the same one. */
export function environmentListParams(search: URLSearchParams): EnvironmentListParams {
  const type = readEnumParam(search, 'type', typeFilterValues, 'all');
  return {
    type: type === 'all' ? null : type,
    offset: readIntParam(search, 'offset', 0),
    limit: readIntParam(search, 'limit', DEFAULT_PAGE_SIZE, { min: 1, max: 1000 }),
  };
}
