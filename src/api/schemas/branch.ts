import { z } from 'zod';

/** Branch record; the public reference allows nulls where the spec does not. */
export const branchSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  parentBranch: z.string().nullish(),
  lastHash: z.string().nullish(),
  isStagingEnvironmentEnabled: z.boolean().nullish(),
  /** Only some services say what kind of branch it is (`production`, `shared`, `personal`); the published one does not. */
  type: z.string().nullish(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchResponseSchema = z.looseObject({ data: branchSchema }).transform((v) => v.data);
