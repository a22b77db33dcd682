import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';
import { keysetSql, type KeysetList, type PageStart, type SqlArg } from './keyset.ts';

export const OBJECT_TYPES = ['FOLDER', 'WORKBOOK', 'REPORT'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** One object of the merged list: what it is, and the key it sorts by. */
export interface ObjectRef {
  type: ObjectType;
  id: number;
  key: string;
}

export interface WorkspaceObjectsFilter {
  deploymentId: number;
  types: ReadonlySet<ObjectType>;
  /**
   * Without `search`: the folder whose direct contents are listed (null: the root). With it: the folders searched
   * (null: every folder and the root).
   */
  within: { folderId: number | null } | { search: string; folderIds: number[] | null };
  orderBy: 'name' | 'created_at' | 'updated_at';
  direction: 'asc' | 'desc';
}

/** Each type's table, in the shape one arm of the merged list selects. */
const ARMS: Record<ObjectType, { from: string; prefix: string; parent: string; own: string; rank: number }> = {
  FOLDER: { from: 'folders', prefix: '', parent: 'parent_id', own: '1', rank: 0 },
  WORKBOOK: { from: 'workbooks', prefix: '', parent: 'folder_id', own: "workspace = 'own'", rank: 1 },
  // Reports of shared workbooks are not in the own workspace.
  REPORT: {
    from: 'reports r JOIN workbooks w ON w.id = r.workbook_id',
    prefix: 'r.',
    parent: 'folder_id',
    own: "w.workspace = 'own'",
    rank: 1,
  },
};

/**
 * The caller's own workspace as one list of folders, workbooks and reports: folders first, then workbooks and
 * reports together by the sort key, then id, then type (REPORT before WORKBOOK). Each table gives at most a page's
 * worth of rows after the cursor from its own index; SQLite merges those few.
 */
export class WorkspaceObjectsStore {
  private readonly sql;

  constructor(db: Db) {
    this.sql = statementCache(db);
  }

  /** The page after `start` (an object's position, or an offset), and whether more follow. */
  page(
    f: WorkspaceObjectsFilter,
    limit: number,
    start: { type: ObjectType; key: string; id: number } | number,
  ): { refs: ObjectRef[]; hasNextPage: boolean } {
    const texts: string[] = [];
    const args: SqlArg[] = [];
    // Each arm needs every row a page could take from it: past an offset, the offset's too.
    const armLimit = (typeof start === 'number' ? start : 0) + limit + 1;
    for (const type of OBJECT_TYPES) {
      if (!f.types.has(type)) continue;
      let armStart: PageStart = 0;
      let inclusive = false;
      if (typeof start !== 'number') {
        const at = positionIn(type, start);
        if (!at) continue;
        armStart = at.position ?? 0;
        inclusive = at.inclusive;
      }
      const q = keysetSql(this.arm(type, f), armLimit, armStart, inclusive);
      texts.push(`SELECT * FROM (${q.text})`);
      args.push(...q.args);
    }
    if (texts.length === 0) return { refs: [], hasNextPage: false };
    const direction = f.direction === 'asc' ? 'ASC' : 'DESC';
    const key = f.orderBy === 'name' ? 'k COLLATE NOCASE' : 'k';
    const rows = this.sql(
      `SELECT type, id, k FROM (${texts.join(' UNION ALL ')}) ORDER BY rank, ${key} ${direction}, id ${direction}, type LIMIT ? OFFSET ?`,
    ).all(...args, limit + 1, typeof start === 'number' ? start : 0) as { type: ObjectType; id: number; k: string }[];
    return {
      refs: rows.slice(0, limit).map((r) => ({ type: r.type, id: r.id, key: r.k })),
      hasNextPage: rows.length > limit,
    };
  }

  private arm(type: ObjectType, f: WorkspaceObjectsFilter): KeysetList {
    const { from, prefix: p, parent, own, rank } = ARMS[type];
    const column = `${p}${f.orderBy}`;
    const where = [`${p}deployment_id = ?`, own];
    const args: SqlArg[] = [f.deploymentId];
    if ('search' in f.within) {
      if (f.within.folderIds) {
        where.push(`${p}${parent} IN (SELECT value FROM json_each(?))`);
        args.push(JSON.stringify(f.within.folderIds));
      }
      where.push(`instr(fold(${p}name), fold(?)) > 0`);
      args.push(f.within.search);
    } else {
      where.push(`${p}${parent} IS ?`);
      args.push(f.within.folderId);
    }
    return {
      select: `SELECT '${type}' AS type, ${rank} AS rank, ${p}id AS id, ${column} AS k FROM ${from}`,
      where: where.join(' AND '),
      args,
      sortColumn: f.orderBy === 'name' ? `${column} COLLATE NOCASE` : column,
      idColumn: `${p}id`,
      direction: f.direction,
    };
  }
}

/**
 * Where a type's arm starts after the object at `start`: after it (its own type), at its key and id (a type that
 * sorts after it on a tie), from the beginning (a later rank), or nowhere (an earlier rank: all passed).
 */
function positionIn(
  type: ObjectType,
  start: { type: ObjectType; key: string; id: number },
): { position: { key: string; id: number } | null; inclusive: boolean } | null {
  const rank = ARMS[type].rank;
  const startRank = ARMS[start.type].rank;
  if (rank < startRank) return null;
  if (rank > startRank) return { position: null, inclusive: false };
  const position = { key: start.key, id: start.id };
  // Ties on key and id go REPORT, then WORKBOOK.
  return { position, inclusive: type > start.type };
}
