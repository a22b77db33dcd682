import type { Statement } from 'better-sqlite3';
import type { Db } from './open-database.ts';

/**
 * Prepared statements compiled once per database and SQL text: better-sqlite3 compiles on every `prepare`, which
 * costs more than running a small indexed query.
 */
export function statementCache(db: Db): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
}
