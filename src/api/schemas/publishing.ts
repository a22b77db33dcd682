import { z } from 'zod';
import { dashboardConfigSchema } from './dashboard';

/**
 * Editing, embedding and promoting a workbook's dashboard, as `public-api-reference.md` §2.4 and §7 give them
 * (the spec names these operations without their bodies). Lenient like the other resources: unknown fields kept.
 */
export const workbookDashboardSchema = z.looseObject({
  dashboardDraft: dashboardConfigSchema.nullish(),
  dashboardPublished: dashboardConfigSchema.nullish(),
});
export type WorkbookDashboard = z.infer<typeof workbookDashboardSchema>;

export const embedActions = ['read', 'none'] as const;
export type EmbedAction = (typeof embedActions)[number];

export const dashboardEmbeddingSchema = z.looseObject({ allowEmbed: z.boolean(), publicId: z.string() });

export const embedAccessSchema = z.looseObject({
  allowEmbed: z.boolean(),
  allEmbedUsers: z.looseObject({ enabled: z.boolean(), action: z.enum(embedActions), groupId: z.number().int().nullish() }),
  tenants: z.array(z.looseObject({ embedTenantName: z.string(), action: z.enum(embedActions), groupId: z.number().int() })),
});
export type EmbedAccess = z.infer<typeof embedAccessSchema>;

export const promotionPreviewSchema = z.looseObject({
  sourceHash: z.string(),
  destinationHash: z.string().nullish(),
  destinationWasDiverged: z.boolean(),
  reportCount: z.number().int(),
  targetDeploymentId: z.number().int(),
  targetWorkbookId: z.number().int().nullish(),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

export const promotionReferenceSchema = z.looseObject({
  availability: z.enum(['available', 'unavailable']),
  deploymentId: z.number().int().nullish(),
  name: z.string().nullish(),
  workbookId: z.number().int().nullish(),
});
export type PromotionReference = z.infer<typeof promotionReferenceSchema>;

export const promotionOutcomes = ['created', 'updated', 'unchanged'] as const;

export const promotionSchema = z.looseObject({
  id: z.number().int(),
  linkId: z.number().int(),
  outcome: z.enum(promotionOutcomes),
  completedAt: z.string(),
  destinationChangedSincePreview: z.boolean(),
  destinationWasDiverged: z.boolean(),
  overrideRequested: z.boolean(),
  performedBy: z.looseObject({
    displayName: z.string(),
    userId: z.number().int(),
    authenticationMethod: z.string(),
    apiKeyId: z.number().int().nullish(),
  }),
  source: promotionReferenceSchema.nullish(),
  target: promotionReferenceSchema.nullish(),
  targetDashboardVersionId: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsListSchema = z.looseObject({ items: z.array(promotionSchema) });

export const promotionLinksListSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.number().int(), target: promotionReferenceSchema })),
});
export type PromotionLink = z.infer<typeof promotionLinksListSchema>['items'][number];

export const promotionSummarySchema = z.looseObject({
  promotion: z
    .looseObject({
      linkId: z.number().int(),
      origin: promotionReferenceSchema,
      parent: promotionReferenceSchema,
      firstPromotion: promotionSchema.nullish(),
      lastPromotion: promotionSchema.nullish(),
    })
    .nullish(),
});
export type PromotionSummary = NonNullable<z.infer<typeof promotionSummarySchema>['promotion']>;
