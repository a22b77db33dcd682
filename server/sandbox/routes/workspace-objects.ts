import { createRoute } from '@hono/zod-openapi';
import { defineOperation } from '../http/operation.ts';
import {
  DeploymentParams,
  cursorPageSchema,
  deploymentListResponses,
  keysetPageInfo,
  listOrder,
  listStart,
  requireDeployment,
} from './common.ts';
import { Workbook, type WorkbookJson } from '../schemas/resources.ts';
import type { SandboxServices } from '../services.ts';
import type { FolderRow, ReportRow, WorkbookRow } from '../store/workspace-store.ts';
import { OBJECT_TYPES, type ObjectRef, type ObjectType } from '../store/workspace-objects-store.ts';
import { WorkspaceQuery, workspaceOrderColumn } from './workspace-query.ts';

/**
 * One object of the caller's own workspace as JSON: folders and reports in the workbook shape (the published document
 * types every item as a Workbook).
 */
function objectJson(sb: SandboxServices, deploymentId: number, ref: ObjectRef): WorkbookJson {
  if (ref.type === 'WORKBOOK') return sb.store.workbookJson(sb.store.workbookRow(ref.id) as WorkbookRow, false);
  const row = ref.type === 'FOLDER' ? (sb.store.folders.byId(ref.id) as FolderRow) : (sb.reports.byId(ref.id) as ReportRow);
  const folderId = 'parent_id' in row ? row.parent_id : row.folder_id;
  const createdBy = 'created_by' in row ? row.created_by : null;
  return {
    id: row.id,
    deploymentId,
    name: row.name,
    meta: {},
    calculatedFields: {},
    type: ref.type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(createdBy !== null ? { createdBy, userId: createdBy, user: sb.store.owner(createdBy) } : {}),
    folderId,
    folderPath: sb.store.folderPath(folderId),
  };
}

export const workspaceObjectOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/workspace',
      operationId: 'listWorkspace',
      summary:
        "The caller's workspace, folders first: one folder's direct contents, or with `search` every match below it (any depth)",
      tags: ['Workspace'],
      request: { params: DeploymentParams, query: WorkspaceQuery },
      responses: deploymentListResponses('Workspace objects, workbook-shaped', cursorPageSchema(Workbook)),
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const types = new Set((query.types ? query.types.split(',') : OBJECT_TYPES) as ObjectType[]);
      const folderId = query.folderId ?? null;
      const search = query.search?.trim().toLowerCase();
      const orderBy = workspaceOrderColumn(query.orderByField);
      const from = listStart(query.after, {
        order: listOrder('workspace', {
          deployment: d.id,
          types: [...types].sort().join(),
          folder: folderId,
          search,
          by: orderBy,
          direction: query.orderByDirection,
        }),
        key: 'string',
        types: OBJECT_TYPES,
        keyOf: (id, type) => {
          if (type === 'FOLDER') return sb.store.folders.byId(id)?.[orderBy];
          if (type === 'WORKBOOK') return sb.store.workbookRow(id)?.[orderBy];
          return sb.reports.byId(id)?.[orderBy];
        },
      });
      const { refs, hasNextPage } = sb.workspaceObjects.page(
        {
          deploymentId: d.id,
          types,
          // A search looks below the folder at any depth; without one, the folder's direct contents.
          within: search
            ? { search, folderIds: folderId === null ? null : sb.store.folders.subtree(d.id, folderId) }
            : { folderId },
          orderBy,
          direction: query.orderByDirection,
        },
        query.first,
        // `listStart` checked the key's kind and the type.
        from.position as { type: ObjectType; key: string; id: number } | number,
      );
      const items = refs.map((ref) => objectJson(sb, d.id, ref));
      return c.json({ items, pageInfo: keysetPageInfo(from, refs, hasNextPage) }, 200);
    },
  }),
];
