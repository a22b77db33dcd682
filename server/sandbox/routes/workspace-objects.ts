import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonContent } from '../http/operation.ts';
import { DeploymentParams, ErrorSchema, PageInfoSchema, cursorPage, requireDeployment } from './common.ts';
import { Workbook, type WorkbookJson } from '../schemas/resources.ts';
import type { SandboxServices } from '../services.ts';
import type { FolderRow, WorkbookRow } from '../store/workspace-store.ts';
import { WorkspaceQuery } from './workspace-query.ts';

const TYPES = ['FOLDER', 'WORKBOOK', 'REPORT'] as const;
type ObjectType = (typeof TYPES)[number];

interface ReportItemRow {
  id: number;
  folder_id: number | null;
  name: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One workspace object with what the ordering and the search need, and how to turn it into JSON. */
interface Entry {
  type: ObjectType;
  id: number;
  name: string;
  folderId: number | null;
  createdAt: string;
  updatedAt: string;
  json(): WorkbookJson;
}

/** The caller's own workspace: folders, workbooks and reports of a deployment (not the shared workspace). */
function workspaceEntries(sb: SandboxServices, deploymentId: number): Entry[] {
  const folders = sb.db.prepare('SELECT * FROM folders WHERE deployment_id = ?').all(deploymentId) as FolderRow[];
  const workbooks = sb.db
    .prepare("SELECT * FROM workbooks WHERE deployment_id = ? AND workspace = 'own'")
    .all(deploymentId) as WorkbookRow[];
  const reports = sb.db
    .prepare(
      "SELECT r.id, r.folder_id, r.name, r.created_by, r.created_at, r.updated_at FROM reports r JOIN workbooks w ON w.id = r.workbook_id WHERE r.deployment_id = ? AND w.workspace = 'own'",
    )
    .all(deploymentId) as ReportItemRow[];
  // Folders and reports are listed in the workbook shape (the published document types every item as a Workbook).
  const plain = (type: ObjectType, r: FolderRow | ReportItemRow, folderId: number | null, createdBy: number | null) => ({
    type,
    id: r.id,
    name: r.name,
    folderId,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    json: (): WorkbookJson => ({
      id: r.id,
      deploymentId,
      name: r.name,
      meta: {},
      calculatedFields: {},
      type,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      ...(createdBy !== null ? { createdBy, userId: createdBy, user: sb.store.owner(createdBy) } : {}),
      folderId,
      folderPath: sb.store.folderPath(folderId),
    }),
  });
  return [
    ...folders.map((f) => plain('FOLDER', f, f.parent_id, null)),
    ...workbooks.map((w) => ({
      type: 'WORKBOOK' as const,
      id: w.id,
      name: w.name,
      folderId: w.folder_id,
      createdAt: w.created_at,
      updatedAt: w.updated_at,
      json: () => sb.store.workbookJson(w, false),
    })),
    ...reports.map((r) => plain('REPORT', r, r.folder_id, r.created_by)),
  ];
}

/** Folders below `folderId` (null: the root), at any depth, plus `folderId` itself. */
function subtree(sb: SandboxServices, deploymentId: number, folderId: number | null): Set<number | null> {
  const rows = sb.db.prepare('SELECT id, parent_id FROM folders WHERE deployment_id = ?').all(deploymentId) as {
    id: number;
    parent_id: number | null;
  }[];
  const within = new Set<number | null>([folderId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (!within.has(r.id) && within.has(r.parent_id)) {
        within.add(r.id);
        grew = true;
      }
  }
  return within;
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
      responses: {
        200: jsonContent('Workspace objects, workbook-shaped', z.object({ items: z.array(Workbook), pageInfo: PageInfoSchema })),
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown deployment', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params, query }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const types = new Set(query.types ? query.types.split(',') : TYPES);
      const folderId = query.folderId ?? null;
      const search = query.search?.trim().toLowerCase();
      const scope = search ? subtree(sb, d.id, folderId) : null;
      const entries = workspaceEntries(sb, d.id).filter(
        (e) =>
          types.has(e.type) &&
          (search ? scope!.has(e.folderId) && e.name.toLowerCase().includes(search) : e.folderId === folderId),
      );
      const key = { updated_at: 'updatedAt', created_at: 'createdAt', name: 'name', viewer_last_viewed_at: 'updatedAt' }[
        query.orderByField
      ] as 'updatedAt' | 'createdAt' | 'name';
      const sign = query.orderByDirection === 'desc' ? -1 : 1;
      const rank = (e: Entry) => (e.type === 'FOLDER' ? 0 : 1);
      entries.sort(
        (a, b) =>
          rank(a) - rank(b) ||
          sign * (a[key].localeCompare(b[key], 'en', { sensitivity: 'base' }) || a.id - b.id) ||
          a.type.localeCompare(b.type),
      );
      const page = cursorPage(entries, query);
      return c.json({ items: page.items.map((e) => e.json()), pageInfo: page.pageInfo }, 200);
    },
  }),
];
