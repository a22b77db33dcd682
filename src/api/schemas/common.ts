import { z } from 'zod';

/** Cursor page info from the public reference; every member may be missing on older responses. */
export const pageInfoSchema = z.looseObject({
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean().nullish(),
  startCursor: z.string().nullish(),
  endCursor: z.string().nullish(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const offsetPaginationSchema = z.looseObject({
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type OffsetPagination = z.infer<typeof offsetPaginationSchema>;

export const errorBodySchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
});

/** Dates arrive as date or date-time strings; keep the string, the UI formats it. */
export const isoDateString = z.string().min(1);

/** Ids are strings in the spec and integers in the public reference; the console keeps strings. */
export const idString = z.union([z.string().min(1), z.number().int()]).transform((id) => String(id));
