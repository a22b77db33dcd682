// The console's schemas are zod/mini only (no classic `zod` anywhere in src/): the first load carries zod core, and a
// classic schema in any later chunk would make the shared core modules in the first load keep every format and check
// that classic uses (about 10 KB gzip more).
import * as z from 'zod/mini';

// zod/mini carries no messages of its own; English ones say what was wrong ("expected number, received string"),
// which the console shows in its schema errors and the preview's problem list.
z.config(z.locales.en());

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
