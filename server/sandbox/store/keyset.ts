import type { Statement } from 'better-sqlite3';

/** Where a keyset page starts: after the row with this sort key and id. */
interface KeysetPosition {
  key: string | number;
  id: number;
}

/** A keyset position, or a plain offset (an index cursor from an older page or the reference dialect's offset lists). */
export type PageStart = KeysetPosition | number;

export type SqlArg = string | number | null;

/** One ordered, filtered list of a table: what a keyset page of it needs to know. */
export interface KeysetList {
  /** `SELECT <columns> FROM <table or join>`. */
  select: string;
  /** The filter, with `?` for each of `args`. */
  where: string;
  args: readonly SqlArg[];
  /** The sort column, with its collation if any (`name COLLATE NOCASE`); the id breaks ties. */
  sortColumn: string;
  idColumn: string;
  direction: 'asc' | 'desc';
}

/**
 * The SQL of one page: a keyset range after `start` (or, for an offset, a skip), `limit` rows. With `inclusive`, a
 * row with exactly the start's key and id is on the page (a merged list uses it when the start was another table's row).
 */
export function keysetSql(
  list: KeysetList,
  limit: number,
  start: PageStart,
  inclusive = false,
): { text: string; args: SqlArg[] } {
  const { sortColumn: column, idColumn: id } = list;
  const direction = list.direction === 'asc' ? 'ASC' : 'DESC';
  const order = `ORDER BY ${column} ${direction}, ${id} ${direction} LIMIT ?`;
  if (typeof start === 'number')
    return { text: `${list.select} WHERE ${list.where} ${order} OFFSET ?`, args: [...list.args, limit, start] };
  const after = `${direction === 'ASC' ? '>' : '<'}${inclusive ? '=' : ''}`;
  // The single-column bound lets SQLite seek the index (it does not for a row value with a collation).
  return {
    text: `${list.select} WHERE ${list.where} AND ${column} ${direction === 'ASC' ? '>=' : '<='} ? AND (${column}, ${id}) ${after} (?, ?) ${order}`,
    args: [...list.args, start.key, start.key, start.id, limit],
  };
}

/** The rows of one page of `list` (see `keysetSql`). */
function keysetRows<Row>(sql: (text: string) => Statement, list: KeysetList, limit: number, start: PageStart): Row[] {
  const q = keysetSql(list, limit, start);
  return sql(q.text).all(...q.args) as Row[];
}

/** A list as a store states it: what it selects from, which rows, in which order. */
interface StoreList extends Omit<KeysetList, 'select' | 'idColumn' | 'where' | 'args'> {
  /** `FROM <table or join>`. */
  from: string;
  /** What each row holds (default `*`). */
  columns?: string;
  /** The filter (default: every row). */
  filter?: SqlFilter;
  /** The id column (default `id`). */
  idColumn?: string;
}

/** A filter's clauses, each with its `?` arguments; no clause: every row. */
export class SqlFilter {
  private readonly clauses: string[] = [];
  readonly args: SqlArg[] = [];

  constructor(clause?: string, ...args: SqlArg[]) {
    if (clause !== undefined) this.and(clause, ...args);
  }

  and(clause: string, ...args: SqlArg[]): this {
    this.clauses.push(clause);
    this.args.push(...args);
    return this;
  }

  get where(): string {
    return this.clauses.length ? this.clauses.join(' AND ') : '1';
  }
}

/** A page of a list with its filtered count (see `KeysetPages.counted`). */
export interface CountedPage<Row> {
  rows: Row[];
  hasNextPage: boolean;
  total: number;
}

/**
 * The pages of a store's lists: a store states a list (`StoreList`) and gets a page of it after a keyset position
 * (or an offset), with the filtered count or with whether more rows follow.
 */
export class KeysetPages {
  private readonly counts: CountCache;

  constructor(private readonly sql: (text: string) => Statement) {
    this.counts = new CountCache(sql);
  }

  /**
   * `limit` rows of `list` after `start`, whether more follow, and how many rows the filter keeps. Whether more follow
   * comes from reading one row more, never from the count: a cursor's position in the list goes stale when rows before
   * it come or go between pages, and the count would then end the list early.
   */
  counted<Row>(list: StoreList, limit: number, start: PageStart): CountedPage<Row> {
    const filter = list.filter ?? new SqlFilter();
    return { ...this.withMore<Row>(list, limit, start), total: this.counts.count(list.from, filter.where, filter.args) };
  }

  /** `limit` rows of `list` after `start`, and whether more follow (one row more is read, nothing counted). */
  withMore<Row>(list: StoreList, limit: number, start: PageStart): { rows: Row[]; hasNextPage: boolean } {
    const rows = keysetRows<Row>(this.sql, keysetList(list), limit + 1, start);
    return { rows: rows.slice(0, limit), hasNextPage: rows.length > limit };
  }
}

function keysetList(list: StoreList): KeysetList {
  const filter = list.filter ?? new SqlFilter();
  return {
    select: `SELECT ${list.columns ?? '*'} ${list.from}`,
    where: filter.where,
    args: filter.args,
    sortColumn: list.sortColumn,
    idColumn: list.idColumn ?? 'id',
    direction: list.direction,
  };
}

/**
 * Filtered counts, each remembered until the next write: counting 100,000 index entries costs milliseconds, and a
 * list asks for it on every page. `total_changes()` moves with every insert, update or delete on this connection,
 * `data_version` with every commit by another one (a second process on the same file, a test's own connection).
 */
class CountCache {
  private readonly counts = new Map<string, { n: number; changes: string }>();

  constructor(private readonly sql: (text: string) => Statement) {}

  /** `SELECT COUNT(*) <from> WHERE <where>`. */
  count(from: string, where: string, args: readonly SqlArg[]): number {
    const { c, v } = this.sql('SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v').get() as {
      c: number;
      v: number;
    };
    const changes = `${c}:${v}`;
    const key = JSON.stringify([from, where, args]);
    const cached = this.counts.get(key);
    if (cached && cached.changes === changes) return cached.n;
    const n = (this.sql(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(...args) as { n: number }).n;
    if (this.counts.size > 1000) this.counts.clear();
    this.counts.set(key, { n, changes });
    return n;
  }
}
