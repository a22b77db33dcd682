// zod/mini here and in the other first-load schemas (deployment, list): the sign-in page and the deployments
// list must fit the 140 KB first-load budget, and classic zod alone would take most of the headroom.
// Mini and classic schemas compose freely (both are zod core), so feature schemas stay classic.
import * as z from 'zod/mini';

/** Cursor page info from the public reference; every member may be missing on older responses. */
export const pageInfoSchema = z.looseObject({
  hasNextPage: z.boolean(),
  hasPreviousPage: z.nullish(z.boolean()),
  startCursor: z.nullish(z.string()),
  endCursor: z.nullish(z.string()),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const offsetPaginationSchema = z.looseObject({
  offset: z.int(),
  limit: z.int(),
  total: z.int(),
});
export type OffsetPagination = z.infer<typeof offsetPaginationSchema>;

/** Dates arrive as date or date-time strings; keep the string, the UI formats it. */
export const isoDateString = z.string().check(z.minLength(1));

/** Ids are strings in the spec and integers in the public reference; the console keeps strings. */
export const idString = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.int()]),
  z.transform((id: string | number) => String(id)),
);
