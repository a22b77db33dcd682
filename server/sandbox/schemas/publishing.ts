import { z } from 'zod';
import { apiRegistry } from './registry.ts';
import { DashboardConfig, DashboardWidget } from './resources.ts';
import { cursorPageSchema } from '../routes/common.ts';

/**
 * Request and response schemas of the operations that edit, publish, embed and promote a workbook's dashboard, in
 * the shapes `public-api-reference.md` gives them (the spec names the operations but not their bodies).
 */
const DraftWidgetInput = DashboardWidget.extend({ id: z.string().max(128).nullable().optional() });
const WidgetInput = DashboardWidget.extend({ id: z.string().min(1).max(128) });

const DashboardConfigDraftInput = DashboardConfig.extend({ widgets: z.array(DraftWidgetInput).nullable() })
  .partial()
  .register(apiRegistry, { id: 'DashboardConfigDraftInput' });
const DashboardConfigInput = DashboardConfig.extend({ widgets: z.array(WidgetInput).nullable() })
  .partial()
  .register(apiRegistry, { id: 'DashboardConfigInput' });

export const WorkbookDashboardInput = z
  .object({ dashboardDraft: DashboardConfigDraftInput.nullable().optional() })
  .register(apiRegistry, { id: 'WorkbookDashboardInput' });
export const WorkbookDashboard = z
  .object({ dashboardDraft: DashboardConfig.nullable(), dashboardPublished: DashboardConfig.nullable() })
  .register(apiRegistry, { id: 'WorkbookDashboard' });

export const PublishDashboardInput = z
  .object({
    workbookId: z.number().int(),
    allowEmbed: z.boolean().nullable().optional(),
    config: DashboardConfigInput.nullable().optional(),
    dashboardId: z.number().int().nullable().optional(),
    title: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
  })
  .register(apiRegistry, { id: 'PublishDashboardInput' });

const EmbedAction = z.enum(['read', 'none']);
export const UpdateDashboardEmbeddingInput = z
  .object({ allowEmbed: z.boolean() })
  .register(apiRegistry, { id: 'UpdateDashboardEmbeddingInput' });
export const DashboardEmbeddingResponse = z
  .object({ allowEmbed: z.boolean(), publicId: z.string() })
  .register(apiRegistry, { id: 'DashboardEmbeddingResponse' });
export const UpdateEmbedAccessInput = z
  .object({
    action: EmbedAction.nullable().optional(),
    allEmbedUsers: z.boolean().nullable().optional(),
    allowEmbed: z.boolean().nullable().optional(),
    embedTenantName: z.string().min(1).nullable().optional(),
  })
  .register(apiRegistry, { id: 'UpdateEmbedAccessInput' });
export const EmbedAccessResponse = z
  .object({
    allEmbedUsers: z.object({ action: EmbedAction, enabled: z.boolean(), groupId: z.number().int().nullable().optional() }),
    allowEmbed: z.boolean(),
    tenants: z.array(z.object({ action: EmbedAction, embedTenantName: z.string(), groupId: z.number().int() })),
  })
  .register(apiRegistry, { id: 'EmbedAccessResponse' });

const sha256 = z.string().regex(/^[a-f0-9]{64}$/, 'must be a sha256 hex digest (64 characters a-f, 0-9)');
export const PreviewWorkbookPromotionInput = z
  .object({
    targetDeploymentId: z.number().int().min(1),
    targetFolderId: z.number().int().min(1).nullable().optional(),
  })
  .register(apiRegistry, { id: 'PreviewWorkbookPromotionInput' });
export const ApplyWorkbookPromotionInput = z
  .object({
    targetDeploymentId: z.number().int().min(1),
    targetFolderId: z.number().int().min(1).nullable().optional(),
    expectedSourceHash: sha256,
    expectedDestinationHash: sha256.nullable().optional(),
    idempotencyKey: z.uuid(),
    override: z.boolean().nullable().optional(),
  })
  .register(apiRegistry, { id: 'ApplyWorkbookPromotionInput' });

export const WorkbookPromotionPreview = z
  .object({
    sourceHash: z.string(),
    destinationHash: z.string().nullable(),
    destinationWasDiverged: z.boolean(),
    reportCount: z.number().int(),
    targetDeploymentId: z.number().int(),
    targetWorkbookId: z.number().int().nullable(),
  })
  .register(apiRegistry, { id: 'WorkbookPromotionPreviewDto' });

const PromotionReference = z
  .object({
    availability: z.enum(['available', 'unavailable']),
    deploymentId: z.number().int().nullable(),
    name: z.string().nullable(),
    workbookId: z.number().int().nullable(),
  })
  .register(apiRegistry, { id: 'PromotionReferenceDto' });
const PromotionActor = z
  .object({
    apiKeyId: z.number().int().nullable(),
    authenticationMethod: z.enum(['session', 'apiKey']),
    displayName: z.string(),
    userId: z.number().int(),
  })
  .register(apiRegistry, { id: 'PromotionActorDto' });
export const WorkbookPromotion = z
  .object({
    id: z.number().int(),
    linkId: z.number().int(),
    outcome: z.enum(['created', 'updated', 'unchanged']),
    completedAt: z.string(),
    destinationChangedSincePreview: z.boolean(),
    destinationWasDiverged: z.boolean(),
    overrideRequested: z.boolean(),
    performedBy: PromotionActor,
    source: PromotionReference.nullable(),
    target: PromotionReference.nullable(),
    targetDashboardVersionId: z.number().int(),
  })
  .register(apiRegistry, { id: 'WorkbookPromotionDto' });

export const WorkbookPromotionsList = cursorPageSchema(WorkbookPromotion).register(apiRegistry, {
  id: 'WorkbookPromotionsListResponse',
});
export const WorkbookPromotionLinksList = cursorPageSchema(
  z.object({ id: z.number().int(), target: PromotionReference }),
).register(apiRegistry, { id: 'WorkbookPromotionLinksListResponse' });
export const WorkbookPromotionSummaryResponse = z
  .object({
    promotion: z
      .object({
        linkId: z.number().int(),
        origin: PromotionReference,
        parent: PromotionReference,
        firstPromotion: WorkbookPromotion.nullable(),
        lastPromotion: WorkbookPromotion.nullable(),
      })
      .nullable(),
  })
  .register(apiRegistry, { id: 'WorkbookPromotionSummaryResponse' });
