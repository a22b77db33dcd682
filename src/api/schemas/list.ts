import * as z from 'zod/mini';
import { offsetPaginationSchema, pageInfoSchema, type OffsetPagination, type PageInfo } from './common';
import { isRecord } from '@/lib/is-record';

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

const envelopeMeta = {
  pagination: z.nullish(offsetPaginationSchema),
  pageInfo: z.nullish(pageInfoSchema),
  count: z.nullish(z.int()),
  totalCount: z.nullish(z.int()),
};

interface EnvelopeValue<T> {
  items?: T[];
  data?: T[] | Record<string, T[]>;
  pagination?: OffsetPagination | null;
  pageInfo?: PageInfo | null;
  count?: number | null;
  totalCount?: number | null;
}

/**
 * Accepts the spec's `{ data: { <key>: [...] }, pagination }`, the public reference's
 * `{ items, data (flat, deprecated), pageInfo?, pagination?, count?, totalCount? }`, and a bare `{ data: [...] }`.
 * The shape is chosen first, then validated alone, so a bad item is reported at its exact path
 * (`data.deployments[1].name`) rather than as "no union member matched".
 */
export function listEnvelope<T extends z.core.$ZodType>(item: T, nestedKey?: string) {
  const items = z.array(item);
  const reference = z.looseObject({ items, ...envelopeMeta });
  const flat = z.looseObject({ data: items, ...envelopeMeta });
  const spec = nestedKey ? z.looseObject({ data: z.looseObject({ [nestedKey]: items }), ...envelopeMeta }) : flat;

  return z.pipe(
    z.unknown(),
    z.transform((raw: unknown, ctx): ListPage<z.output<T>> => {
      if (!isRecord(raw)) {
        ctx.issues.push({ code: 'custom', message: 'expected an object holding the list', input: raw, path: [] });
        return undefined as never;
      }
      const chosen = 'items' in raw ? reference : Array.isArray(raw.data) ? flat : spec;
      const result = chosen.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: undefined });
        return undefined as never;
      }
      const value = result.data as EnvelopeValue<z.output<T>>;
      let list: z.output<T>[];
      if (Array.isArray(value.items)) list = value.items;
      else if (Array.isArray(value.data)) list = value.data;
      else list = value.data?.[nestedKey ?? ''] ?? [];
      const pagination = value.pagination ?? null;
      return {
        items: list,
        pagination,
        pageInfo: value.pageInfo ?? null,
        total: pagination?.total ?? value.totalCount ?? value.count ?? null,
      };
    }),
  );
}

/** The `after` of the next page, or undefined (react-query's "no more pages") when the service says there is none. */
export function nextCursor(page: ListPage<unknown>): string | undefined {
  return page.pageInfo?.hasNextPage && page.pageInfo.endCursor ? page.pageInfo.endCursor : undefined;
}
