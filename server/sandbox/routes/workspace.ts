import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import {
  CursorQuery,
  DeploymentParams,
  ErrorSchema,
  PageInfoSchema,
  WorkbookParams,
  cursorEnvelope,
  cursorEnvelopeSchema,
  cursorPage,
  decodeAnyCursor,
  encodeKeysetCursor,
  folderAccess,
  requireDeployment,
} from './common.ts';
import { Folder, Report, Workbook } from '../schemas/resources.ts';
import { OrderByDirection, WorkspaceQuery } from './workspace-query.ts';
import { decimalId, decimalInt, queryText } from '../http/strict-input.ts';
import { WorkspaceStore, reportJson, type FolderRow, type ReportRow, type WorkbookRow } from '../store/workspace-store.ts';

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
      responses: {
        200: jsonContent('Folders', cursorEnvelopeSchema(Folder)),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const rows = sb.db
        .prepare('SELECT * FROM folders WHERE deployment_id = ? AND parent_id IS ? ORDER BY name, id')
        .all(d.id, query.parentId ?? null) as FolderRow[];
      // `access` is the caller's own access to each folder, so the console can say where a clone will land.
      const items = rows.map((f) => ({ ...folderJson(f), access: folderAccess(sb, principal.userId, f.id) ?? 'none' }));
      return c.json(cursorEnvelope(items, query), 200);
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
      const f = sb.db.prepare('SELECT * FROM folders WHERE id = ? AND deployment_id = ?').get(params.folderId, d.id) as
        FolderRow | undefined;
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
      responses: {
        200: jsonContent('Workbooks', cursorEnvelopeSchema(Workbook)),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    specQuery: WorkbooksQuery,
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      // Without an ordering the list keeps creation order (by id), as before.
      const orderBy = query.orderByField ?? 'id';
      const after = decodeAnyCursor(query.after);
      const start = typeof after === 'number' ? after : after.index;
      const { rows, total } = sb.store.workbookPage(
        { deploymentId: d.id, folderId: query.folderId, search: query.search, orderBy, direction: query.orderByDirection },
        query.first,
        after,
      );
      if (typeof after === 'number' && start > total) throw new HttpError(400, 'Unknown cursor in "after"');
      const cursorOf = (i: number) => {
        const row = rows[i] as WorkbookRow;
        return encodeKeysetCursor({ index: start + i + 1, key: WorkspaceStore.sortKey(row, orderBy), id: row.id });
      };
      const items = rows.map((r) => sb.store.workbookJson(r, false));
      return c.json(
        {
          items,
          pageInfo: {
            hasNextPage: start + rows.length < total,
            hasPreviousPage: start > 0,
            startCursor: rows.length ? cursorOf(0) : null,
            endCursor: rows.length ? cursorOf(rows.length - 1) : null,
          },
          data: items,
          count: total,
          pagination: { offset: start, limit: query.first, total },
        },
        200,
      );
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
      responses: {
        200: jsonContent('Reports', cursorEnvelopeSchema(Report)),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    specQuery: ReportsQuery,
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      if (query.sortBy === 'lastViewedAt' && query.after)
        throw new HttpError(400, 'Cursor pagination is not available when sorting by lastViewedAt');
      const order = {
        name: 'r.name, r.id',
        createdAt: 'r.created_at, r.id',
        updatedAt: 'r.updated_at, r.id',
        lastViewedAt: 'r.id',
      }[query.sortBy];
      const clauses = ['r.deployment_id = ?', "w.workspace = 'own'"];
      const args: (string | number)[] = [d.id];
      if (query.folderId !== undefined) {
        clauses.push('r.folder_id = ?');
        args.push(query.folderId);
      }
      if (query.externalWorkbookId !== undefined) {
        clauses.push('r.workbook_id = ?');
        args.push(query.externalWorkbookId);
      }
      if (query.search) {
        clauses.push(
          "(instr(lower(r.name), ?) > 0 OR instr(lower(COALESCE(r.title, '')), ?) > 0 OR instr(lower(COALESCE(r.description, '')), ?) > 0)",
        );
        const s = query.search.toLowerCase();
        args.push(s, s, s);
      }
      if (query.spreadsheetId !== undefined) clauses.push('0');
      const rows = sb.db
        .prepare(
          `SELECT r.* FROM reports r JOIN workbooks w ON w.id = r.workbook_id WHERE ${clauses.join(' AND ')} ORDER BY ${order}`,
        )
        .all(...args) as ReportRow[];
      if (query.sortDirection === 'desc') rows.reverse();
      return c.json(cursorEnvelope(rows.map(reportJson), query), 200);
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
      responses: {
        200: jsonContent('Shared items', z.object({ items: z.array(Workbook), pageInfo: PageInfoSchema })),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const types = query.types ? query.types.split(',') : ['WORKBOOK'];
      let rows = types.includes('WORKBOOK')
        ? (sb.db.prepare("SELECT * FROM workbooks WHERE deployment_id = ? AND workspace = 'shared'").all(d.id) as WorkbookRow[])
        : [];
      if (query.folderId !== undefined) rows = rows.filter((r) => r.folder_id === query.folderId);
      if (query.search) rows = rows.filter((r) => r.name.toLowerCase().includes((query.search as string).toLowerCase()));
      const key = { updated_at: 'updated_at', created_at: 'created_at', name: 'name', viewer_last_viewed_at: 'updated_at' }[
        query.orderByField
      ] as 'updated_at' | 'created_at' | 'name';
      rows.sort((a, b) => a[key].localeCompare(b[key]) || a.id - b.id);
      if (query.orderByDirection === 'desc') rows.reverse();
      const page = cursorPage(rows, query);
      return c.json({ items: page.items.map((r) => sb.store.workbookJson(r, true)), pageInfo: page.pageInfo }, 200);
    },
  }),
];
