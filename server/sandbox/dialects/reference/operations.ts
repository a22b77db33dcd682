import type { SandboxServices } from '../../services.ts';
import type { Principal } from '../../auth.ts';
import { decodeCursor, encodeCursor, cursorPage } from '../../routes/common.ts';
import { arrayOf, int, nullable, num, ref, str, stringEnum, type JsonSchema } from '../json-schema.ts';
import type { QueryParameter } from './check-request.ts';
import { CREATION_STEPS } from './schemas.ts';
import * as shape from './shapes.ts';
import { publishingReferenceOperations } from './publishing-operations.ts';

/** A request after the document's check, before it is handed to the sandbox's handler. */
export interface ReferenceRequest {
  params: Record<string, string>;
  /** Query values as the document types them (integers as numbers, arrays as arrays). */
  query: Record<string, unknown>;
  body: unknown;
}

/** The same request in the handler's terms: its query as strings (the handlers' zod schemas coerce). */
export interface SandboxRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export interface EdgeContext {
  sb: SandboxServices;
  principal: Principal | undefined;
  request: ReferenceRequest;
}

/**
 * One operation as the published document defines it, and how the sandbox's operation of the same path is reached
 * from it: `toSandbox` turns the document's request into the handler's, `shape` the handler's 200 body into the
 * document's. The handlers (their rules and the store) are the same in both dialects.
 */
export interface ReferenceOperation {
  operationId: string;
  summary: string;
  tag: string;
  pathParams: Record<string, JsonSchema>;
  query?: Record<string, QueryParameter>;
  body?: JsonSchema;
  /** The 200 response schema. */
  response: JsonSchema;
  toSandbox?(req: ReferenceRequest, ctx: EdgeContext): SandboxRequest;
  shape?(body: unknown, ctx: EdgeContext): unknown;
}

const firstParam: QueryParameter = { schema: { type: 'integer', minimum: 1 } };
const nFirstParam: QueryParameter = { schema: nullable({ type: 'integer', minimum: 1 }) };
const afterParam: QueryParameter = { schema: str };
const nAfterParam: QueryParameter = { schema: nullable(str) };
const offsetParam: QueryParameter = { schema: nullable({ type: 'integer', minimum: 0 }) };
const idParam = (schema: JsonSchema): Record<string, JsonSchema> => ({ deploymentId: schema });
const workspaceQuery: Record<string, QueryParameter> = {
  folderId: { schema: nullable(int) },
  types: { schema: nullable(arrayOf(stringEnum('FOLDER', 'WORKBOOK', 'REPORT'))) },
  orderByField: { schema: nullable(stringEnum('updated_at', 'created_at', 'name', 'viewer_last_viewed_at')) },
  orderByDirection: { schema: nullable(stringEnum('ASC', 'DESC')) },
  search: { schema: nullable(str) },
  after: afterParam,
  first: firstParam,
};

/** Query values back to strings, leaving out what is absent (`null` is not sendable in a query string anyway). */
const text = (x: unknown): string => (typeof x === 'string' ? x : JSON.stringify(x));

export function strings(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(text).join(',') : text(v);
  }
  return out;
}

/** A body without its `null` fields except the named ones: the document's `T | null` inputs mean "leave alone". */
export function withoutNulls(body: unknown, keep: readonly string[] = []): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== null || keep.includes(k)));
}

/** `first`/`after` as the handler's `offset`/`limit` (the cursors are the sandbox's own index cursors). */
function offsetFromCursor(q: Record<string, unknown>): Record<string, unknown> {
  const { first, after, offset, limit, ...rest } = q;
  return {
    ...rest,
    offset: after !== undefined ? decodeCursor(after as string) : offset,
    limit: first ?? limit,
  };
}

const deploymentIdOf = (ctx: EdgeContext) => Number(ctx.request.params.deploymentId);
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/** Keyed by the sandbox's own operationId. The audit export has no entry: it is not in the published document. */
export const referenceOperations: Record<string, ReferenceOperation> = {
  listDeployments: {
    operationId: 'getDeployments',
    summary: 'List deployments',
    tag: 'Deployments',
    pathParams: {},
    query: {
      creationStep: { schema: arrayOf(ref('CreationStep')) },
      offset: offsetParam,
      limit: offsetParam,
      after: afterParam,
      first: firstParam,
    },
    response: ref('DeploymentsListResponse'),
    toSandbox: (req) => ({ params: req.params, query: strings(offsetFromCursor(req.query)), body: undefined }),
    shape: (body) => {
      const b = obj(body);
      const items = ((obj(b.data).deployments as unknown[] | undefined) ?? []).map(shape.deployment);
      const p = obj(b.pagination) as { offset: number; limit: number; total: number };
      return {
        items,
        data: items,
        pagination: p,
        pageInfo: shape.offsetPageInfo(p.offset, items.length, p.total),
        count: p.total,
        totalCount: p.total,
      };
    },
  },
  getDeployment: {
    operationId: 'getDeployment',
    summary: 'Get a deployment',
    tag: 'Deployments',
    pathParams: idParam(int),
    response: ref('Deployment'),
    shape: shape.deployment,
  },
  getDeploymentSettings: {
    operationId: 'getDeploymentSettings',
    summary: "Get a deployment's settings",
    tag: 'Deployments',
    pathParams: idParam(int),
    response: ref('DeploymentSettings'),
    shape: (body, ctx) => shape.deploymentSettings(body, creationStepOf(ctx)),
  },
  updateDeployment: {
    operationId: 'updateDeployment',
    summary: 'Update a deployment',
    tag: 'Deployments',
    pathParams: idParam(int),
    body: ref('UpdateDeploymentInput'),
    response: ref('DeploymentSettings'),
    toSandbox: (req) => {
      const body = obj(withoutNulls(req.body, ['defaultLaunchpadViewGroup']));
      if (body.creationMethod !== undefined) body.creationMethod = shape.fromReferenceHosted(body.creationMethod);
      return { params: req.params, query: {}, body };
    },
    shape: (body, ctx) => shape.deploymentSettings(body, creationStepOf(ctx)),
  },
  listDeploymentVersions: {
    operationId: 'listDeploymentVersions',
    summary: "List a deployment's versions",
    tag: 'Deployments',
    pathParams: idParam(int),
    query: { after: nAfterParam, first: nFirstParam },
    response: ref('DeploymentVersionsResponse'),
    // The handler lists every version; the document pages them with `first`/`after`.
    toSandbox: (req) => ({ params: req.params, query: {}, body: undefined }),
    shape: (body, ctx) => {
      const all = (obj(body).data as unknown[] | undefined) ?? [];
      const q = ctx.request.query as { first?: number; after?: string };
      const page = cursorPage(all, { first: q.first ?? Math.max(all.length, 1), after: q.after });
      return { items: page.items, pageInfo: page.pageInfo };
    },
  },
  listEnvironments: {
    operationId: 'getDeploymentEnvironments',
    summary: "List a deployment's environments",
    tag: 'Environments',
    pathParams: idParam(int),
    query: {
      type: { schema: nullable(ref('DeploymentEnvironmentType')) },
      offset: offsetParam,
      limit: offsetParam,
      after: afterParam,
      first: firstParam,
    },
    response: ref('DeploymentEnvironmentsListResponse'),
    toSandbox: (req) => ({ params: req.params, query: strings(offsetFromCursor(req.query)), body: undefined }),
    shape: (body, ctx) => {
      const b = obj(body);
      const items = ((obj(b.data).environments as unknown[] | undefined) ?? []).map((e) =>
        shape.environment(ctx.sb, deploymentIdOf(ctx), e),
      );
      const p = obj(b.pagination) as { offset: number; limit: number; total: number };
      return { items, data: items, pagination: p, pageInfo: shape.offsetPageInfo(p.offset, items.length, p.total) };
    },
  },
  createMetaSyncToken: {
    operationId: 'createDeploymentEnvironmentTokenForMetaSync',
    summary: 'Create a metadata-sync token for an environment',
    tag: 'Environments',
    pathParams: { deploymentId: int, environmentId: int },
    body: ref('CreateDeploymentEnvironmentTokenInput'),
    response: ref('DeploymentEnvironmentTokenResponse'),
    toSandbox: (req, ctx) => {
      const body = obj(withoutNulls(req.body));
      // The document bounds the lifetime to 1..3600 s; omitted, the sandbox gives the longest it accepts.
      body.expires_in ??= 3600;
      const environmentId = /^\d+$/.test(req.params.environmentId ?? '')
        ? shape.specEnvironmentId(ctx.sb, Number(req.params.deploymentId), req.params.environmentId as string)
        : (req.params.environmentId ?? '');
      return { params: { ...req.params, environmentId }, query: {}, body };
    },
  },
  listBranches: {
    operationId: 'listBranches',
    summary: 'List branches',
    tag: 'Branches',
    pathParams: idParam(int),
    query: { after: nAfterParam, first: nFirstParam },
    response: ref('BranchesListResponse'),
    shape: (body) => shape.cursorList(body, shape.branch, false),
  },
  setBranchStagingEnvironment: {
    operationId: 'setBranchStagingEnvironment',
    summary: "Enable or disable a branch's staging environment",
    tag: 'Branches',
    pathParams: idParam(int),
    body: ref('SetBranchStagingEnvironmentRequest'),
    response: ref('SetBranchStagingEnvironmentResponse'),
    shape: (body) => ({ data: shape.branch(obj(body).data) }),
  },
  listFolders: {
    operationId: 'getFolders',
    summary: 'List folders (one level)',
    tag: 'Folders',
    pathParams: idParam(num),
    query: { parentId: { schema: nullable({ type: 'integer', minimum: 0 }) }, after: afterParam, first: firstParam },
    response: ref('FoldersListResponse'),
    // `parentId=0` is the workspace root, as no `parentId` is.
    toSandbox: (req) => ({
      params: req.params,
      query: strings({ ...req.query, parentId: req.query.parentId || undefined }),
      body: undefined,
    }),
    shape: (body, ctx) => shape.cursorList(body, (f) => shape.folder(ctx.sb, f), true),
  },
  listFolderAncestors: {
    operationId: 'getFolderAncestors',
    summary: "A folder's ancestors, root first, the folder last",
    tag: 'Folders',
    pathParams: { deploymentId: num, folderId: num },
    response: arrayOf(ref('Folder')),
    shape: (_body, ctx) => shape.folderAncestors(ctx.sb, Number(ctx.request.params.folderId)),
  },
  listWorkbooks: {
    operationId: 'getWorkbooks',
    summary: 'List workbooks',
    tag: 'Workbooks',
    pathParams: idParam(num),
    query: { folderId: { schema: nullable({ type: 'integer', minimum: 0 }) }, after: afterParam, first: firstParam },
    response: ref('WorkbooksListResponse'),
    shape: (body) => shape.cursorList(body, shape.workbook, true),
  },
  getWorkbook: {
    operationId: 'getWorkbook',
    summary: 'Get a workbook',
    tag: 'Workbooks',
    pathParams: { deploymentId: num, workbookId: num },
    response: ref('Workbook'),
    shape: shape.workbook,
  },
  duplicateWorkbook: {
    operationId: 'duplicateWorkbook',
    summary: 'Duplicate a workbook',
    tag: 'Workbooks',
    pathParams: { deploymentId: num, workbookId: num },
    body: ref('DuplicateWorkbookInput'),
    response: ref('Workbook'),
    shape: shape.workbook,
  },
  listReports: {
    operationId: 'getReports',
    summary: 'List reports',
    tag: 'Reports',
    pathParams: idParam(num),
    query: {
      workbookId: { schema: nullable(int) },
      folderId: { schema: nullable(int) },
      externalWorkbookId: { schema: nullable(str) },
      search: { schema: nullable(str) },
      limit: { schema: nullable(int) },
      page: { schema: nullable(int) },
      sortBy: { schema: nullable(stringEnum('name', 'createdAt', 'updatedAt', 'lastViewedAt')) },
      sortDirection: { schema: nullable(stringEnum('ASC', 'DESC')) },
      after: afterParam,
      first: firstParam,
    },
    response: ref('ReportsListResponse'),
    toSandbox: (req) => {
      const { workbookId, externalWorkbookId, limit, page, sortDirection, first, after, ...rest } = req.query;
      const size = (first ?? limit) as number | undefined;
      // `limit`/`page` is the older offset form of the same list: page n starts after (n-1)·limit items.
      const pageStart = page !== undefined && size !== undefined ? Math.max(0, (page as number) - 1) * size : undefined;
      return {
        params: req.params,
        query: strings({
          ...rest,
          // The handler's workbook filter is named after the spec's `externalWorkbookId` (a workbook id there).
          externalWorkbookId: workbookId,
          spreadsheetId: externalWorkbookId,
          sortDirection: typeof sortDirection === 'string' ? sortDirection.toLowerCase() : undefined,
          first: size,
          after: after ?? (pageStart ? encodeCursor(pageStart) : undefined),
        }),
        body: undefined,
      };
    },
    shape: (body, ctx) => shape.cursorList(body, (r) => shape.report(ctx.sb, r), true),
  },
  listSharedWorkspace: workspaceList('sharedWorkspaceObjects', 'List the shared workspace'),
  listWorkspace: workspaceList('workspaceObjects', 'List the workspace (folders first)'),
  getSpec: {
    operationId: 'getSpec',
    summary: 'This OpenAPI document',
    tag: 'Meta',
    pathParams: {},
    response: { type: 'object', description: 'An OpenAPI 3.1 document' },
  },
  ...publishingReferenceOperations,
};

/** The two workspace lists: identical parameters and response in the document. */
function workspaceList(operationId: string, summary: string): ReferenceOperation {
  return {
    operationId,
    summary,
    tag: 'Workspace',
    pathParams: idParam(num),
    query: workspaceQuery,
    response: ref('WorkspaceConnectionResponse'),
    toSandbox: workspaceToSandbox,
    shape: workspaceShape,
  };
}

function workspaceToSandbox(req: ReferenceRequest): SandboxRequest {
  const { orderByDirection, folderId, ...rest } = req.query;
  return {
    params: req.params,
    query: strings({
      ...rest,
      // `folderId=0` is the workspace root, as no `folderId` is.
      folderId: folderId || undefined,
      orderByDirection: typeof orderByDirection === 'string' ? orderByDirection.toLowerCase() : undefined,
    }),
    body: undefined,
  };
}

function workspaceShape(body: unknown) {
  const b = obj(body);
  return { items: ((b.items as unknown[] | undefined) ?? []).map(shape.workbook), pageInfo: b.pageInfo };
}

function creationStepOf(ctx: EdgeContext): string {
  const step = ctx.sb.deployments.byId(deploymentIdOf(ctx))?.creation_step ?? 'ready';
  return (CREATION_STEPS as readonly string[]).includes(step) ? step : 'ready';
}
