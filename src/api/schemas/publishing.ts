import * as z from 'zod/mini';
import { dashboardConfigSchema } from './dashboard';

/**
 * Editing, embedding and promoting a workbook's dashboard, as `public-api-reference.md` §2.4 and §7 give them
 * (the spec names these operations without their bodies). Lenient like the other resources: unknown fields kept.
 */
export const workbookDashboardSchema = z.looseObject({
  dashboardDraft: z.nullish(dashboardConfigSchema),
  dashboardPublished: z.nullish(dashboardConfigSchema),
});

const embedActions = ['read', 'none'] as const;
export type EmbedAction = (typeof embedActions)[number];

export const dashboardEmbeddingSchema = z.looseObject({ allowEmbed: z.boolean(), publicId: z.string() });

export const embedAccessSchema = z.looseObject({
  allowEmbed: z.boolean(),
  allEmbedUsers: z.looseObject({ enabled: z.boolean(), action: z.enum(embedActions), groupId: z.nullish(z.int()) }),
  tenants: z.array(z.looseObject({ embedTenantName: z.string(), action: z.enum(embedActions), groupId: z.int() })),
});

export const promotionPreviewSchema = z.looseObject({
  sourceHash: z.string(),
  destinationHash: z.nullish(z.string()),
  destinationWasDiverged: z.boolean(),
  reportCount: z.int(),
  targetDeploymentId: z.int(),
  targetWorkbookId: z.nullish(z.int()),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

const promotionReferenceSchema = z.looseObject({
  availability: z.enum(['available', 'unavailable']),
  deploymentId: z.nullish(z.int()),
  name: z.nullish(z.string()),
  workbookId: z.nullish(z.int()),
});
export type PromotionReference = z.infer<typeof promotionReferenceSchema>;

const promotionOutcomes = ['created', 'updated', 'unchanged'] as const;

export const promotionSchema = z.looseObject({
  id: z.int(),
  linkId: z.int(),
  outcome: z.enum(promotionOutcomes),
  completedAt: z.string(),
  destinationChangedSincePreview: z.boolean(),
  destinationWasDiverged: z.boolean(),
  overrideRequested: z.boolean(),
  performedBy: z.looseObject({
    displayName: z.string(),
    userId: z.int(),
    authenticationMethod: z.string(),
    apiKeyId: z.nullish(z.int()),
  }),
  source: z.nullish(promotionReferenceSchema),
  target: z.nullish(promotionReferenceSchema),
  targetDashboardVersionId: z.int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsListSchema = z.looseObject({ items: z.array(promotionSchema) });

export const promotionLinksListSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.int(), target: promotionReferenceSchema })),
});

export const promotionSummarySchema = z.looseObject({
  promotion: z.nullish(
    z.looseObject({
      linkId: z.int(),
      origin: promotionReferenceSchema,
      parent: promotionReferenceSchema,
      firstPromotion: z.nullish(promotionSchema),
      lastPromotion: z.nullish(promotionSchema),
    }),
  ),
});
