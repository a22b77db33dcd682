import { nullable, num, ref, str } from '../json-schema.ts';
import type { QueryParameter } from './check-request.ts';
import type { ReferenceOperation } from './operations.ts';

/**
 * The reference's operations for editing, publishing, embedding and promoting a workbook's dashboard, keyed by the
 * sandbox's operationId. The handlers already answer in the document's shapes, so none needs a `shape`.
 */
const workbookPath = { deploymentId: num, workbookId: num };
const page: Record<string, QueryParameter> = {
  after: { schema: nullable(str) },
  first: { schema: nullable({ type: 'integer', minimum: 1 }) },
};

export const publishingReferenceOperations: Record<string, ReferenceOperation> = {
  updateWorkbookDashboard: {
    operationId: 'updateWorkbookDashboard',
    summary: "Update a workbook's dashboard draft",
    tag: 'Workbooks',
    pathParams: workbookPath,
    body: ref('WorkbookDashboardInput'),
    response: ref('WorkbookDashboard'),
    // Its one field is kept even when null: `dashboardDraft: null` clears the draft, it is not "leave alone".
    toSandbox: (req) => ({ params: req.params, query: {}, body: req.body }),
  },
  publishDashboard: {
    operationId: 'publishDashboard',
    summary: "Publish a workbook's dashboard",
    tag: 'Workbooks',
    pathParams: workbookPath,
    body: ref('PublishDashboardInput'),
    response: ref('Dashboard'),
  },
  updateDashboardEmbedding: {
    operationId: 'updateDashboardEmbedding',
    summary: "Update a dashboard's embedding setting",
    tag: 'Embed',
    pathParams: { publicId: str },
    body: ref('UpdateDashboardEmbeddingInput'),
    response: ref('DashboardEmbeddingResponse'),
  },
  getEmbedAccess: {
    operationId: 'getEmbedAccess',
    summary: "Get a workbook's embed access",
    tag: 'Workbooks',
    pathParams: workbookPath,
    response: ref('EmbedAccessResponse'),
  },
  updateEmbedAccess: {
    operationId: 'updateEmbedAccess',
    summary: "Update a workbook's embed access",
    tag: 'Workbooks',
    pathParams: workbookPath,
    body: ref('UpdateEmbedAccessInput'),
    response: ref('EmbedAccessResponse'),
  },
  previewWorkbookPromotion: {
    operationId: 'previewWorkbookPromotion',
    summary: 'Preview a workbook promotion',
    tag: 'Workbook Promotions',
    pathParams: workbookPath,
    body: ref('PreviewWorkbookPromotionInput'),
    response: ref('WorkbookPromotionPreviewDto'),
  },
  applyWorkbookPromotion: {
    operationId: 'applyWorkbookPromotion',
    summary: 'Apply a workbook promotion',
    tag: 'Workbook Promotions',
    pathParams: workbookPath,
    body: ref('ApplyWorkbookPromotionInput'),
    response: ref('WorkbookPromotionDto'),
  },
  listWorkbookPromotions: {
    operationId: 'listWorkbookPromotions',
    summary: "List a workbook's promotions",
    tag: 'Workbook Promotions',
    pathParams: workbookPath,
    query: page,
    response: ref('WorkbookPromotionsListResponse'),
  },
  listWorkbookPromotionLinks: {
    operationId: 'listWorkbookPromotionLinks',
    summary: "List a workbook's promotion links",
    tag: 'Workbook Promotions',
    pathParams: workbookPath,
    query: page,
    response: ref('WorkbookPromotionLinksListResponse'),
  },
  getWorkbookPromotion: {
    operationId: 'getWorkbookPromotion',
    summary: "Get a workbook's promotion summary",
    tag: 'Workbook Promotions',
    pathParams: workbookPath,
    response: ref('WorkbookPromotionSummaryResponse'),
  },
};
