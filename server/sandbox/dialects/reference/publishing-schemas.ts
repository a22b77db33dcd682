import {
  arrayOf,
  bool,
  dateOrDateTime,
  int,
  nBool,
  nFree,
  nInt,
  nStr,
  nullable,
  object,
  ref,
  str,
  stringEnum,
  type JsonSchema,
} from '../json-schema.ts';
import { dashboardConfigParts, widgetType } from './dashboard-schemas.ts';

/**
 * The reference's component schemas for editing, publishing, embedding and promoting a workbook's dashboard
 * (`public-api-reference.md` §2.4, §2.5 and, for promotions, §7), merged into `referenceComponents`.
 */
const sha256 = { type: 'string', pattern: '^[a-f0-9]{64}$' } as const satisfies JsonSchema;
const positiveInt = { type: 'integer', minimum: 1 } as const satisfies JsonSchema;
const embedAction = stringEnum('read', 'none');
const border = (): JsonSchema => object({ color: nStr, radius: nStr, style: nStr, width: nStr });
const title = (): JsonSchema => object({ color: nStr, fontFamily: nStr, fontSize: nStr, fontWeight: nStr });

const configInput = (widget: string): JsonSchema =>
  object({
    app: nullable(ref('DashboardAppSourceInput')),
    description: nStr,
    kind: nullable(stringEnum('CLASSIC', 'APP')),
    layout: nullable(ref('DashboardLayoutInput')),
    settings: nFree,
    theme: nullable(ref('DashboardThemeInput')),
    title: nStr,
    widgets: nullable(arrayOf(ref(widget))),
  });

export const publishingComponents: Record<string, JsonSchema> = {
  WorkbookDashboard: object({
    dashboardDraft: nullable(ref('DashboardConfig')),
    dashboardPublished: nullable(ref('DashboardConfig')),
  }),
  WorkbookDashboardInput: object({ dashboardDraft: nullable(ref('DashboardConfigDraftInput')) }),
  PublishDashboardInput: object(
    {
      allowEmbed: nBool,
      config: nullable(ref('DashboardConfigInput')),
      dashboardId: nInt,
      description: nStr,
      title: nStr,
      workbookId: int,
    },
    ['workbookId'],
  ),
  DashboardConfigInput: configInput('DashboardWidgetInput'),
  DashboardConfigDraftInput: configInput('DashboardWidgetDraftInput'),
  ...dashboardConfigParts('Input', { type: 'string', maxLength: 128 }),
  DashboardWidgetDraftInput: object(
    {
      config: nFree,
      id: nullable({ type: 'string', maxLength: 128 }),
      position: ref('DashboardWidgetPositionInput'),
      responsiveLayouts: nullable(ref('DashboardResponsiveLayoutsInput')),
      style: nFree,
      type: widgetType,
    },
    ['type', 'position'],
  ),
  DashboardThemeInput: object({
    backgroundColor: nStr,
    controls: nullable(ref('ControlThemeSectionInput')),
    dashboard: nullable(ref('DashboardThemeSectionInput')),
    fontFamily: nStr,
    primaryColor: nStr,
    themeId: nStr,
    widgets: nullable(ref('WidgetThemeSectionInput')),
  }),
  ControlThemeSectionInput: object({
    backgroundColor: nStr,
    border: nullable(ref('ControlThemeBorderSectionInput')),
    padding: nStr,
    title: nullable(ref('ControlThemeTitleSectionInput')),
  }),
  ControlThemeBorderSectionInput: border(),
  ControlThemeTitleSectionInput: title(),
  DashboardThemeSectionInput: object({ backgroundColor: nStr, padding: nStr }),
  WidgetThemeSectionInput: object({
    backgroundColor: nStr,
    border: nullable(ref('WidgetThemeBorderSectionInput')),
    margin: nStr,
    padding: nStr,
    text: nullable(ref('WidgetThemeTextSectionInput')),
    title: nullable(ref('WidgetThemeTitleSectionInput')),
  }),
  WidgetThemeBorderSectionInput: border(),
  WidgetThemeTitleSectionInput: title(),
  WidgetThemeTextSectionInput: object({ codeFontFamily: nStr, color: nStr, fontFamily: nStr, secondaryColor: nStr }),

  // Embedding
  UpdateDashboardEmbeddingInput: object({ allowEmbed: bool }, ['allowEmbed']),
  DashboardEmbeddingResponse: object({ allowEmbed: bool, publicId: str }, ['allowEmbed', 'publicId']),
  EmbedAccessResponse: object(
    { allEmbedUsers: ref('EmbedAccessAllEmbedUsers'), allowEmbed: bool, tenants: arrayOf(ref('EmbedAccessTenantEntry')) },
    ['allEmbedUsers', 'allowEmbed', 'tenants'],
  ),
  EmbedAccessAllEmbedUsers: object({ action: embedAction, enabled: bool, groupId: nInt }, ['enabled', 'action']),
  EmbedAccessTenantEntry: object({ action: embedAction, embedTenantName: str, groupId: int }, [
    'action',
    'embedTenantName',
    'groupId',
  ]),
  UpdateEmbedAccessInput: object({
    action: nullable(embedAction),
    allEmbedUsers: nBool,
    allowEmbed: nBool,
    embedTenantName: nStr,
  }),

  // §7 Workbook promotions
  PreviewWorkbookPromotionInput: object({ targetDeploymentId: positiveInt, targetFolderId: nullable(positiveInt) }, [
    'targetDeploymentId',
  ]),
  WorkbookPromotionPreviewDto: object(
    {
      destinationHash: nStr,
      destinationWasDiverged: bool,
      reportCount: int,
      sourceHash: str,
      targetDeploymentId: int,
      targetWorkbookId: nInt,
    },
    ['destinationWasDiverged', 'reportCount', 'sourceHash', 'targetDeploymentId'],
  ),
  ApplyWorkbookPromotionInput: object(
    {
      expectedDestinationHash: nullable(sha256),
      expectedSourceHash: sha256,
      idempotencyKey: { type: 'string', format: 'uuid' },
      override: nBool,
      targetDeploymentId: positiveInt,
      targetFolderId: nullable(positiveInt),
    },
    ['targetDeploymentId', 'expectedSourceHash', 'idempotencyKey'],
  ),
  WorkbookPromotionDto: object(
    {
      completedAt: dateOrDateTime,
      destinationChangedSincePreview: bool,
      destinationWasDiverged: bool,
      id: int,
      linkId: int,
      outcome: stringEnum('created', 'updated', 'unchanged'),
      overrideRequested: bool,
      performedBy: ref('PromotionActorDto'),
      source: nullable(ref('PromotionReferenceDto')),
      target: nullable(ref('PromotionReferenceDto')),
      targetDashboardVersionId: int,
    },
    [
      'completedAt',
      'destinationChangedSincePreview',
      'destinationWasDiverged',
      'id',
      'linkId',
      'outcome',
      'overrideRequested',
      'performedBy',
      'targetDashboardVersionId',
    ],
  ),
  WorkbookPromotionsListResponse: object({ items: arrayOf(ref('WorkbookPromotionDto')), pageInfo: ref('PageInfo') }, [
    'items',
    'pageInfo',
  ]),
  WorkbookPromotionSummaryDto: object(
    {
      firstPromotion: nullable(ref('WorkbookPromotionDto')),
      lastPromotion: nullable(ref('WorkbookPromotionDto')),
      linkId: int,
      origin: ref('PromotionReferenceDto'),
      parent: ref('PromotionReferenceDto'),
    },
    ['linkId', 'origin', 'parent'],
  ),
  WorkbookPromotionSummaryResponse: object({ promotion: nullable(ref('WorkbookPromotionSummaryDto')) }),
  WorkbookPromotionLinkDto: object({ id: int, target: ref('PromotionReferenceDto') }, ['id', 'target']),
  WorkbookPromotionLinksListResponse: object({ items: arrayOf(ref('WorkbookPromotionLinkDto')), pageInfo: ref('PageInfo') }, [
    'items',
    'pageInfo',
  ]),
  PromotionReferenceDto: object(
    { availability: stringEnum('available', 'unavailable'), deploymentId: nInt, name: nStr, workbookId: nInt },
    ['availability'],
  ),
  PromotionActorDto: object(
    { apiKeyId: nInt, authenticationMethod: stringEnum('session', 'apiKey'), displayName: str, userId: int },
    ['authenticationMethod', 'displayName', 'userId'],
  ),
};
