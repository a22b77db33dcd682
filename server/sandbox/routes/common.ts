import { createHash } from 'node:crypto';
import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonContent } from '../http/operation.ts';
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
  // A name-ordered list's cursor carries the last row's name; the general bound on query values applies.
  after: queryText().optional(),
});

const PaginationSchema = z.object({ offset: z.number().int(), limit: z.number().int(), total: z.number().int() });
const PageInfoSchema = z
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
 * sort key and id (and, in a list of several kinds, its type), so the next page is an indexed range query rather
 * than a skip over `index` rows. `order` names the list and its ordering: a position is only meaningful there.
 */
export interface KeysetCursor {
  order: string;
  index: number;
  key: string | number;
  id: number;
  type?: string | undefined;
}

/**
 * A sort key longer than this stays out of the cursor (a cursor must fit in a URL, and a name may be 65,536
 * characters long): the cursor says so with a null key, and the list looks the row's key up by its id.
 */
const LONGEST_KEY_IN_CURSOR = 256;

function encodeKeysetCursor(c: KeysetCursor): string {
  const key = typeof c.key === 'string' && c.key.length > LONGEST_KEY_IN_CURSOR ? null : c.key;
  const fields = { o: c.order, i: c.index, k: key, id: c.id, ...(c.type === undefined ? {} : { t: c.type }) };
  return Buffer.from(`sbk:${JSON.stringify(fields)}`).toString('base64url');
}

const unknownCursor = () => new HttpError(400, 'Unknown cursor in "after"');

/** A keyset cursor, or an index cursor (`sbx:n`, from an older page or the reference dialect's offset lists). */
function decodeAnyCursor(cursor: string | undefined): (Omit<KeysetCursor, 'key'> & { key: KeysetCursor['key'] | null }) | number {
  if (cursor === undefined || cursor === '') return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('sbk:')) return decodeCursor(cursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(4));
  } catch {
    throw unknownCursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw unknownCursor();
  const { o, i, k, id, t } = parsed as Record<string, unknown>;
  if (
    typeof o === 'string' &&
    Number.isSafeInteger(i) &&
    (typeof k === 'string' || k === null || Number.isSafeInteger(k)) &&
    Number.isSafeInteger(id) &&
    (t === undefined || typeof t === 'string')
  )
    return { order: o, index: i as number, key: k as string | number | null, id: id as number, type: t };
  throw unknownCursor();
}

/**
 * Names one list in one ordering and scope (its filters and parent) for its cursors: a cursor is a position in that
 * list only. A short hash, so the cursor stays short.
 */
export function listOrder(list: string, scope: Record<string, string | number | boolean | null | undefined>): string {
  return createHash('sha256')
    .update(JSON.stringify([list, scope]))
    .digest('base64url')
    .slice(0, 12);
}

/** Where a page starts: its index in the list, and the keyset position (or, for an index cursor, the offset) to query. */
export interface ListStart {
  /** The list and its ordering, as `listStart` was told; carried into the page's cursors. */
  order: string;
  start: number;
  position: Omit<KeysetCursor, 'index' | 'order'> | number;
}

/** One list as its cursors know it. */
export interface KeysetListSpec {
  /** The list, its ordering and scope (`listOrder`). */
  order: string;
  /** The kind of its sort key. */
  key: 'string' | 'number';
  /** The row types a list of several kinds holds. */
  types?: readonly string[];
  /** A row's sort key by its id (and type): for a cursor whose key was too long to carry (see `encodeKeysetCursor`). */
  keyOf?: (id: number, type: string | undefined) => string | number | undefined;
}

/**
 * `after` of one list in one ordering and scope. A keyset cursor of another list, ordering or scope is refused rather
 * than read as a position here (a name is no place in a list by date).
 */
export function listStart(after: string | undefined, list: KeysetListSpec): ListStart {
  const { order, types } = list;
  const c = decodeAnyCursor(after);
  if (typeof c === 'number') return { order, start: c, position: c };
  if (c.order !== order)
    throw new HttpError(400, 'The cursor in "after" belongs to another list or ordering; start from the first page');
  if (types ? !types.includes(c.type ?? '') : c.type !== undefined) throw unknownCursor();
  let key = c.key;
  if (key === null) {
    if (list.key !== 'string' || !list.keyOf) throw unknownCursor();
    key = list.keyOf(c.id, c.type) ?? null;
    if (typeof key !== 'string')
      throw new HttpError(400, 'The item the previous page ended at is gone; start from the first page');
  }
  if (typeof key !== list.key) throw unknownCursor();
  return { order, start: c.index, position: { key, id: c.id, ...(c.type === undefined ? {} : { type: c.type }) } };
}

/** Relay-style `pageInfo` of a keyset page: `positions` are its rows' sort keys and ids, in order. */
export function keysetPageInfo(
  from: Pick<ListStart, 'order' | 'start'>,
  positions: readonly Omit<KeysetCursor, 'index' | 'order'>[],
  hasNextPage: boolean,
) {
  const first = positions[0];
  const last = positions[positions.length - 1];
  const { order, start } = from;
  return {
    hasNextPage,
    hasPreviousPage: start > 0,
    startCursor: first ? encodeKeysetCursor({ ...first, order, index: start + 1 }) : null,
    endCursor: last ? encodeKeysetCursor({ ...last, order, index: start + positions.length }) : null,
  };
}

/**
 * A keyset page as the spec's cursor envelope, which also carries the deprecated `data`, `count` and `pagination`
 * fields (spec: "still populated"). An index cursor past the end of the list is refused.
 */
export function keysetEnvelope<T>(
  items: T[],
  positions: readonly Omit<KeysetCursor, 'index' | 'order'>[],
  from: ListStart,
  { total, hasNextPage }: { total: number; hasNextPage: boolean },
  first: number,
) {
  if (typeof from.position === 'number' && from.start > total) throw new HttpError(400, 'Unknown cursor in "after"');
  return {
    items,
    pageInfo: keysetPageInfo(from, positions, hasNextPage),
    data: items,
    count: total,
    pagination: { offset: from.start, limit: first, total },
  };
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

/** A cursor page: the items and relay-style `pageInfo`. */
export function cursorPageSchema<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), pageInfo: PageInfoSchema });
}

/** A cursor page with the deprecated fields the spec says are "still populated" (see `keysetEnvelope`). */
export function cursorEnvelopeSchema(item: z.ZodType) {
  return z.object({
    ...cursorPageSchema(item).shape,
    data: z.array(item).meta({ deprecated: true }),
    count: z.number().int().meta({ deprecated: true }),
    pagination: PaginationSchema.meta({ deprecated: true }),
  });
}

/** An offset page as the deployment and environment lists answer: the items under `data.<field>`, and `pagination`. */
export function offsetEnvelopeSchema<K extends string, S extends z.ZodType>(field: K, item: S) {
  return z.object({
    data: z.object({ [field]: z.array(item) } as Record<K, z.ZodArray<S>>),
    pagination: PaginationSchema,
  });
}

/** The body of an offset page (see `offsetEnvelopeSchema`). */
export function offsetEnvelope<K extends string, T>(
  field: K,
  items: T[],
  query: { offset: number; limit: number },
  total: number,
) {
  return {
    data: { [field]: items } as Record<K, T[]>,
    pagination: { offset: query.offset, limit: query.limit, total },
  };
}

/** The responses of a list of one deployment's things: the page, a bad query, a key out of scope, an unknown deployment. */
export function deploymentListResponses<S extends z.ZodType>(description: string, page: S) {
  return {
    200: jsonContent(description, page),
    400: jsonContent('Bad query', ErrorSchema),
    403: jsonContent('Out of scope', ErrorSchema),
    404: jsonContent('Unknown deployment', ErrorSchema),
  };
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
  return sb.store.folders.access(userId, folderId);
}
