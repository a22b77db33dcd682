import { z } from 'zod';
import { isoDateString } from './common';
import { dashboardConfigSchema, dashboardSchema } from './dashboard';

export const workbookTypes = ['FOLDER', 'WORKBOOK', 'REPORT'] as const;

export const resourceOwnerSchema = z.looseObject({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullish(),
  picture: z.string().nullish(),
});
export type ResourceOwner = z.infer<typeof resourceOwnerSchema>;

export const folderPathEntrySchema = z.looseObject({ id: z.number().int(), name: z.string() });

/** Lists may omit the heavy dashboard fields; `GET .../workbooks/{id}` carries them. */
export const workbookSchema = z.looseObject({
  id: z.number().int(),
  deploymentId: z.number().int(),
  name: z.string(),
  meta: z.record(z.string(), z.unknown()).nullish(),
  calculatedFields: z.record(z.string(), z.unknown()).nullish(),
  type: z.enum(workbookTypes),
  createdAt: isoDateString,
  updatedAt: isoDateString,
  createdBy: z.number().int().nullish(),
  userId: z.number().nullish(),
  user: resourceOwnerSchema.nullish(),
  folderId: z.number().nullish(),
  folderPath: z.array(folderPathEntrySchema).nullish(),
  slug: z.string().nullish(),
  isFavorite: z.boolean().nullish(),
  dashboardDraft: dashboardConfigSchema.nullish(),
  dashboardPublished: dashboardConfigSchema.nullish(),
  publishedDashboard: dashboardSchema.nullish(),
});
export type Workbook = z.infer<typeof workbookSchema>;

export const folderSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullish(),
});
export type Folder = z.infer<typeof folderSchema>;
