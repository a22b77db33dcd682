import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import {
  CursorQuery,
  DeploymentParams,
  ErrorSchema,
  WorkbookParams,
  cursorEnvelopeSchema,
  cursorPageSchema,
  deploymentListResponses,
  folderAccess,
  keysetEnvelope,
  listOrder,
  listStart,
  requireDeployment,
} from './common.ts';
import { Folder, Report, Workbook } from '../schemas/resources.ts';
import { OrderByDirection, WorkspaceQuery, workspaceOrderColumn } from './workspace-query.ts';
import { decimalId, decimalInt, queryText } from '../http/strict-input.ts';
import { WorkspaceStore, reportJson, type FolderRow, type WorkbookRow } from '../store/workspace-store.ts';
import { ReportStore } from '../store/report-store.ts';

const folderJson = (f: FolderRow) => ({
  id: f.id,
  deploymentId: f.deployment_id,
  name: f.name,
  parentId: f.parent_id,
  type: 'FOLDER' as const,
  createdAt: f.created_at,
  updatedAt: f.updated_at,
});

const optionalId = decimalId().optional();

const WorkbooksQuery = CursorQuery.extend({
  folderId: optionalId,
  search: queryText().optional(),
  orderByField: z.enum(['updated_at', 'created_at', 'name']).optional(),
  orderByDirection: OrderByDirection.default('asc'),
});

const ReportsQuery = CursorQuery.extend({
  search: queryText().optional(),
  folderId: optionalId,
  externalWorkbookId: optionalId,
  sortBy: z.enum(['name', 'createdAt', 'updatedAt', 'lastViewedAt']).default('name'),
});

export const workspaceOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/folders',
      operationId: 'listFolders',
      summary: 'Folders, one level per call (cursor pagination)',
      tags: ['Workspace'],
      request: { params: DeploymentParams, query: CursorQuery.extend({ parentId: optionalId }) },
      responses: deploymentListResponses('Folders', cursorEnvelopeSchema(Folder)),
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const from = listStart(query.after, {
        order: listOrder('folders', { deployment: d.id, parent: query.parentId ?? null }),
        key: 'string',
        keyOf: (id) => sb.store.folders.byId(id)?.name,
      });
      const { rows, total, hasNextPage } = sb.store.folders.page(d.id, query.parentId ?? null, query.first, from.position);
      // `access` is the caller's own access to each folder, so the console can say where a clone will land.
      const items = rows.map((f) => ({ ...folderJson(f), access: folderAccess(sb, principal.userId, f.id) ?? 'none' }));
      const positions = rows.map((f) => ({ key: f.name, id: f.id }));
      return c.json(keysetEnvelope(items, positions, from, { total, hasNextPage }, query.first), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/folders/{folderId}/ancestors',
      operationId: 'listFolderAncestors',
      summary: "A folder's ancestors, root first (a bare array)",
      tags: ['Workspace'],
      request: { params: DeploymentParams.extend({ folderId: decimalId() }) },
      responses: {
        200: jsonContent('Ancestors', z.array(z.object({ id: z.number().int(), name: z.string() }))),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown folder', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const f = sb.store.folders.inDeployment(params.folderId, d.id);
      if (!f) throw new HttpError(404, `Folder ${params.folderId} not found in deployment ${d.id}`);
      return c.json(sb.store.folderPath(f.parent_id), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks',
      operationId: 'listWorkbooks',
      summary: 'Workbooks (cursor pagination); dashboard fields are left out',
      tags: ['Workspace'],
      request: {
        params: DeploymentParams, // `search` and the ordering use the shared-workspace list's names; the public reference leaves them out here.
        query: WorkbooksQuery.extend({
          // The reference's `folderId` starts at 0, the workspace root; the spec's names a folder.
          folderId: decimalInt(0).optional(),
        }),
      },
      responses: deploymentListResponses('Workbooks', cursorEnvelopeSchema(Workbook)),
    }),
    specQuery: WorkbooksQuery,
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      // Without an ordering the list keeps creation order (by id), as before.
      const orderBy = query.orderByField ?? 'id';
      const from = listStart(query.after, {
        order: listOrder('workbooks', {
          deployment: d.id,
          folder: query.folderId,
          search: query.search,
          by: orderBy,
          direction: query.orderByDirection,
        }),
        key: orderBy === 'id' ? 'number' : 'string',
        keyOf: (id) => {
          const row = sb.store.workbookRow(id);
          return row && WorkspaceStore.sortKey(row, orderBy);
        },
      });
      const { rows, total, hasNextPage } = sb.store.workbookPage(
        { deploymentId: d.id, folderId: query.folderId, search: query.search, orderBy, direction: query.orderByDirection },
        query.first,
        from.position,
      );
      const items = rows.map((r) => sb.store.workbookJson(r, false));
      const positions = rows.map((r) => ({ key: WorkspaceStore.sortKey(r, orderBy), id: r.id }));
      return c.json(keysetEnvelope(items, positions, from, { total, hasNextPage }, query.first), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workbooks/{workbookId}',
      operationId: 'getWorkbook',
      summary: 'One workbook with publishedDashboard, dashboardPublished and dashboardDraft',
      tags: ['Workspace'],
      request: { params: WorkbookParams },
      responses: {
        200: jsonContent('Workbook', Workbook),
        403: jsonContent('Out of scope or no read access', ErrorSchema),
        404: jsonContent('Unknown workbook', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const row = sb.store.workbookRow(params.workbookId);
      if (!row || row.deployment_id !== d.id)
        throw new HttpError(404, `Workbook ${params.workbookId} not found in deployment ${d.id}`);
      if (row.workspace === 'own' && !folderAccess(sb, principal.userId, row.folder_id))
        throw new HttpError(403, `This key has no read access to workbook ${row.id}`);
      return c.json(sb.store.workbookJson(row, true), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/reports',
      operationId: 'listReports',
      summary: 'Reports (cursor pagination), filtered by search, folderId, externalWorkbookId',
      tags: ['Workspace'],
      request: {
        params: DeploymentParams,
        query: ReportsQuery.extend({
          // The reference's extras: a spreadsheet id (the sandbox holds no spreadsheet placements) and a direction.
          spreadsheetId: queryText().optional(),
          sortDirection: z.enum(['asc', 'desc']).default('asc'),
        }),
      },
      responses: deploymentListResponses('Reports', cursorEnvelopeSchema(Report)),
    }),
    specQuery: ReportsQuery,
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      if (query.sortBy === 'lastViewedAt' && query.after)
        throw new HttpError(400, 'Cursor pagination is not available when sorting by lastViewedAt');
      // The spec dialect's query has no direction (ascending).
      const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
      const from = listStart(query.after, {
        order: listOrder('reports', {
          deployment: d.id,
          folder: query.folderId,
          workbook: query.externalWorkbookId,
          search: query.search,
          spreadsheet: query.spreadsheetId,
          by: query.sortBy,
          direction,
        }),
        key: query.sortBy === 'lastViewedAt' ? 'number' : 'string',
        keyOf: (id) => {
          const row = sb.reports.byId(id);
          return row && ReportStore.sortKey(row, query.sortBy);
        },
      });
      const { rows, total, hasNextPage } = sb.reports.page(
        {
          deploymentId: d.id,
          folderId: query.folderId,
          workbookId: query.externalWorkbookId,
          search: query.search?.toLowerCase(),
          spreadsheetId: query.spreadsheetId,
          sortBy: query.sortBy,
          direction,
        },
        query.first,
        from.position,
      );
      const positions = rows.map((r) => ({ key: ReportStore.sortKey(r, query.sortBy), id: r.id }));
      return c.json(keysetEnvelope(rows.map(reportJson), positions, from, { total, hasNextPage }, query.first), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/shared-workspace',
      operationId: 'listSharedWorkspace',
      summary: 'The shared workspace; items are workbook-shaped',
      tags: ['Workspace'],
      request: { params: DeploymentParams, query: WorkspaceQuery },
      responses: deploymentListResponses('Shared items', cursorPageSchema(Workbook)),
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const types = query.types ? query.types.split(',') : ['WORKBOOK'];
      const orderBy = workspaceOrderColumn(query.orderByField);
      const from = listStart(query.after, {
        order: listOrder('shared workspace', {
          deployment: d.id,
          types: types.join(),
          folder: query.folderId,
          search: query.search,
          by: orderBy,
          direction: query.orderByDirection,
        }),
        key: 'string',
        keyOf: (id) => sb.store.workbookRow(id)?.[orderBy],
      });
      const { rows, total, hasNextPage } = types.includes('WORKBOOK')
        ? sb.store.workbookPage(
            {
              deploymentId: d.id,
              workspace: 'shared',
              folderId: query.folderId,
              search: query.search,
              orderBy,
              direction: query.orderByDirection,
            },
            query.first,
            from.position,
          )
        : { rows: [], total: 0, hasNextPage: false };
      // The list's rows leave the draft out; the shared list shows each workbook whole.
      const items = rows.map((r) => sb.store.workbookRow(r.id) as WorkbookRow);
      const positions = rows.map((r) => ({ key: r[orderBy], id: r.id }));
      const page = keysetEnvelope(items, positions, from, { total, hasNextPage }, query.first);
      return c.json({ items: page.items.map((r) => sb.store.workbookJson(r, true)), pageInfo: page.pageInfo }, 200);
    },
  }),
];
