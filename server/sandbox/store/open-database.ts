import Database from 'better-sqlite3';
import { mkdirSync, rmSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the sandbox database with WAL and foreign keys, migrated to the latest schema. */
export function openDatabase(path: string, reset: boolean): Db {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    if (reset) {
      for (const suffix of ['', '-wal', '-shm']) {
        if (existsSync(path + suffix)) rmSync(path + suffix);
      }
    }
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII letters only; searches compare with JavaScript's full Unicode case folding, so
  // "émile" finds "Émile" as it did when lists were filtered in JavaScript.
  db.function('fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text));
  migrate(db);
  return db;
}
