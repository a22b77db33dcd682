import type Database from 'better-sqlite3';
import type { Sandbox } from './create-sandbox.ts';
import { sandboxDatabase } from './create-sandbox.ts';

/** Test-only access to a sandbox's database, for facts no endpoint exposes (view history, sharing). */
export class DatabaseProbe {
  private readonly db: Database.Database;
  constructor(sandbox: Sandbox) {
    this.db = sandboxDatabase(sandbox);
  }
  count(table: 'view_history' | 'sharing_policies', column: string, value: number): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).get(value) as { n: number }).n;
  }
  total(table: string): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  }
  exec(sql: string): void {
    this.db.exec(sql);
  }
}
