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

const envelopeMeta = {
  pagination: offsetPaginationSchema.nullish(),
  pageInfo: pageInfoSchema.nullish(),
  count: z.number().int().nullish(),
  totalCount: z.number().int().nullish(),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Accepts the spec's `{ data: { <key>: [...] }, pagination }`, the public reference's
 * `{ items, data (flat, deprecated), pageInfo?, pagination?, count?, totalCount? }`, and a bare `{ data: [...] }`.
 * The shape is chosen first, then validated alone, so a bad item is reported at its exact path
 * (`data.deployments[1].name`) rather than as "no union member matched".
 */
export function listEnvelope<T extends z.ZodType>(item: T, nestedKey?: string) {
  const items = z.array(item);
  const reference = z.looseObject({ items, ...envelopeMeta });
  const flat = z.looseObject({ data: items, ...envelopeMeta });
  const spec = nestedKey ? z.looseObject({ data: z.looseObject({ [nestedKey]: items }), ...envelopeMeta }) : flat;

  return z.unknown().transform((raw, ctx): ListPage<z.output<T>> => {
    if (!isRecord(raw)) {
      ctx.addIssue({ code: 'custom', message: 'expected an object holding the list', input: raw });
      return z.NEVER;
    }
    const chosen = 'items' in raw ? reference : Array.isArray(raw.data) ? flat : spec;
    const result = chosen.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, input: undefined } as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    }
    const value = result.data as z.infer<typeof reference> & { data?: unknown };
    let list: z.output<T>[];
    if ('items' in value && Array.isArray(value.items)) list = value.items;
    else if (Array.isArray(value.data)) list = value.data as z.output<T>[];
    else list = (value.data as Record<string, z.output<T>[]>)[nestedKey ?? ''] ?? [];
    const pagination = value.pagination ?? null;
    return {
      items: list,
      pagination,
      pageInfo: value.pageInfo ?? null,
      total: pagination?.total ?? value.totalCount ?? value.count ?? null,
    };
  });
}
