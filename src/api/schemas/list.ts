import { z } from 'zod';
import { offsetPaginationSchema, pageInfoSchema, type OffsetPagination, type PageInfo } from './common';

/** One internal shape for every list, whichever documented envelope the service answered with. */
export interface ListPage<T> {
  items: T[];
  /** Offset pagination (the spec's shape), when the service sent it. */
  pagination: OffsetPagination | null;
  /** Cursor pagination (the public reference's shape), when the service sent it. */
  pageInfo: PageInfo | null;
  /** The best total the response offers, or null when it says nothing. */
  total: number | null;
}

/**
 * Accepts the spec's `{ data: { <key>: [...] }, pagination }`, the public reference's
 * `{ items, data (flat, deprecated), pageInfo?, pagination?, count?, totalCount? }`, and a bare `{ data: [...] }`.
 */
export function listEnvelope<T extends z.ZodType>(item: T, nestedKey?: string) {
  const items = z.array(item);
  const nested = nestedKey ? z.looseObject({ [nestedKey]: items }) : z.never();
  return z
    .looseObject({
      items: items.optional(),
      data: z.union([items, nested]).optional(),
      pagination: offsetPaginationSchema.nullish(),
      pageInfo: pageInfoSchema.nullish(),
      count: z.number().int().nullish(),
      totalCount: z.number().int().nullish(),
    })
    .superRefine((value, ctx) => {
      if (value.items === undefined && value.data === undefined) {
        ctx.addIssue({ code: 'custom', message: 'expected `items` or `data` holding the list', path: ['items'] });
      }
    })
    .transform((value): ListPage<z.output<T>> => {
      let list: z.output<T>[] = [];
      if (value.items) list = value.items;
      else if (Array.isArray(value.data)) list = value.data;
      else if (value.data && nestedKey) list = (value.data as Record<string, z.output<T>[]>)[nestedKey] ?? [];
      const pagination = value.pagination ?? null;
      return {
        items: list,
        pagination,
        pageInfo: value.pageInfo ?? null,
        total: pagination?.total ?? value.totalCount ?? value.count ?? null,
      };
    });
}
