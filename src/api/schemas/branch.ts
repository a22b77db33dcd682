import * as z from 'zod/mini';

/** Branch record; the public reference allows nulls where the spec does not. */
export const branchSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  parentBranch: z.nullish(z.string()),
  lastHash: z.nullish(z.string()),
  isStagingEnvironmentEnabled: z.nullish(z.boolean()),
  /** Only some services say what kind of branch it is (`production`, `shared`, `personal`); the published one does not. */
  type: z.nullish(z.string()),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchResponseSchema = z.pipe(
  z.looseObject({ data: branchSchema }),
  z.transform((v) => v.data),
);
