import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { HttpError } from '../http/http-error.ts';
import { canReachDeployment, type Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import { fromJson, type JsonObject } from '../store/json.ts';
import type { DeploymentRow } from '../store/deployment-store.ts';
import { decimalId, decimalInt, queryText } from '../http/strict-input.ts';

export const ErrorSchema = z.object({ error: z.string() }).register(apiRegistry, { id: 'Error' });

export const DeploymentParams = z.object({ deploymentId: decimalId() });
export const WorkbookParams = z.object({ deploymentId: decimalId(), workbookId: decimalId() });

export const OffsetQuery = z.object({
  offset: decimalInt(0).default(0),
  limit: decimalInt(1, 1000).default(20),
});

export const CursorQuery = z.object({
  first: decimalInt(1, 1000).default(20),
  after: queryText(200).optional(),
});

export const PaginationSchema = z.object({ offset: z.number().int(), limit: z.number().int(), total: z.number().int() });
export const PageInfoSchema = z
  .object({
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    startCursor: z.string().nullable(),
    endCursor: z.string().nullable(),
  })
  .register(apiRegistry, { id: 'PageInfo' });

/** Cursors are opaque to clients; here they encode "start at index n" of the filtered list. */
export function encodeCursor(index: number): string {
  return Buffer.from(`sbx:${index}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const m = /^sbx:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw new HttpError(400, 'Unknown cursor in "after"');
  return Number(m[1]);
}

/**
 * A keyset cursor: the position after a row (`index`, for `pagination.offset` and `hasPreviousPage`) and the row's
 * sort key and id, so the next page is an indexed range query rather than a skip over `index` rows.
 */
export interface KeysetCursor {
  index: number;
  key: string | number;
  id: number;
}

export function encodeKeysetCursor(c: KeysetCursor): string {
  return Buffer.from(`sbk:${JSON.stringify([c.index, c.key, c.id])}`).toString('base64url');
}

/** A keyset cursor, or an index cursor (`sbx:n`, from an older page or the reference dialect's offset lists). */
export function decodeAnyCursor(cursor: string | undefined): KeysetCursor | number {
  if (cursor === undefined || cursor === '') return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('sbk:')) return decodeCursor(cursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(4));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    Number.isSafeInteger(parsed[0]) &&
    (typeof parsed[1] === 'string' || Number.isSafeInteger(parsed[1])) &&
    Number.isSafeInteger(parsed[2])
  )
    return { index: parsed[0] as number, key: parsed[1] as string | number, id: parsed[2] as number };
  throw new HttpError(400, 'Unknown cursor in "after"');
}

/** Slices a full list into a cursor page with relay-style `pageInfo`. */
export function cursorPage<T>(all: T[], q: { first: number; after?: string | undefined }) {
  const start = decodeCursor(q.after);
  if (start > all.length) throw new HttpError(400, 'Unknown cursor in "after"');
  const items = all.slice(start, start + q.first);
  return {
    items,
    pageInfo: {
      hasNextPage: start + items.length < all.length,
      hasPreviousPage: start > 0,
      startCursor: items.length ? encodeCursor(start + 1) : null,
      endCursor: items.length ? encodeCursor(start + items.length) : null,
    },
    total: all.length,
    start,
  };
}

/** Cursor lists also carry the deprecated `data`, `count` and `pagination` fields (spec: "still populated"). */
export function cursorEnvelope<T>(all: T[], q: { first: number; after?: string | undefined }) {
  const p = cursorPage(all, q);
  return {
    items: p.items,
    pageInfo: p.pageInfo,
    data: p.items,
    count: p.total,
    pagination: { offset: p.start, limit: q.first, total: p.total },
  };
}

export function cursorEnvelopeSchema(item: z.ZodType) {
  return z.object({
    items: z.array(item),
    pageInfo: PageInfoSchema,
    data: z.array(item).meta({ deprecated: true }),
    count: z.number().int().meta({ deprecated: true }),
    pagination: PaginationSchema.meta({ deprecated: true }),
  });
}

export type { DeploymentRow } from '../store/deployment-store.ts';

/** The deployment named in the path: 404 when it does not exist, 403 when the key's scope excludes it. */
export function requireDeployment(sb: SandboxServices, p: Principal, deploymentId: number): DeploymentRow {
  const row = sb.deployments.byId(deploymentId);
  if (!row) throw new HttpError(404, `Deployment ${deploymentId} not found`);
  if (!canReachDeployment(p, deploymentId)) throw new HttpError(403, `This key is not authorized for deployment ${deploymentId}`);
  return row;
}

export function settingsOf(row: DeploymentRow): JsonObject {
  return fromJson(row.settings) ?? {};
}

/** The caller's access to a folder, inherited from the nearest ancestor with a rule. Root: edit. */
export function folderAccess(sb: SandboxServices, userId: number, folderId: number | null): 'edit' | 'read' | null {
  if (folderId === null) return 'edit';
  const rule = sb.db.prepare('SELECT access FROM folder_access WHERE folder_id = ? AND user_id = ?');
  const parent = sb.db.prepare('SELECT parent_id FROM folders WHERE id = ?');
  let id: number | null = folderId;
  while (id !== null) {
    const r = rule.get(id, userId) as { access: 'edit' | 'read' } | undefined;
    if (r) return r.access;
    id = (parent.get(id) as { parent_id: number | null } | undefined)?.parent_id ?? null;
  }
  return null;
}
