import * as z from 'zod/mini';
import { isoDateString } from './common';
import { dashboardConfigSchema, dashboardSchema } from './dashboard';

export const workbookTypes = ['FOLDER', 'WORKBOOK', 'REPORT'] as const;

const resourceOwnerSchema = z.looseObject({
  id: z.int(),
  email: z.string(),
  firstName: z.nullish(z.string()),
  picture: z.nullish(z.string()),
});

export const folderPathEntrySchema = z.looseObject({ id: z.int(), name: z.string() });

/** Lists may omit the heavy dashboard fields; `GET .../workbooks/{id}` carries them. */
export const workbookSchema = z.looseObject({
  id: z.int(),
  deploymentId: z.int(),
  name: z.string(),
  meta: z.nullish(z.record(z.string(), z.unknown())),
  calculatedFields: z.nullish(z.record(z.string(), z.unknown())),
  type: z.enum(workbookTypes),
  createdAt: isoDateString,
  updatedAt: isoDateString,
  createdBy: z.nullish(z.int()),
  userId: z.nullish(z.number()),
  user: z.nullish(resourceOwnerSchema),
  folderId: z.nullish(z.number()),
  folderPath: z.nullish(z.array(folderPathEntrySchema)),
  slug: z.nullish(z.string()),
  isFavorite: z.nullish(z.boolean()),
  dashboardDraft: z.nullish(dashboardConfigSchema),
  dashboardPublished: z.nullish(dashboardConfigSchema),
  publishedDashboard: z.nullish(dashboardSchema),
});
export type Workbook = z.infer<typeof workbookSchema>;

export const folderSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  parentId: z.nullish(z.int()),
});
