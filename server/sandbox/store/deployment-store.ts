import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter } from './keyset.ts';

export interface DeploymentRow {
  id: number;
  name: string;
  created_at: string;
  deployment_url: string;
  creation_step: string;
  workbook_limit: number | null;
  settings: string;
}

export interface VersionRow {
  channel: string;
  version: string;
}

/** The deployments and versions tables. */
export class DeploymentStore {
  private readonly sql;
  private readonly pages;

  constructor(db: Db) {
    this.sql = statementCache(db);
    this.pages = new KeysetPages(this.sql);
  }

  byId(id: number): DeploymentRow | undefined {
    return this.sql('SELECT * FROM deployments WHERE id = ?').get(id) as DeploymentRow | undefined;
  }

  /**
   * One offset page of the deployments a key may see, counted and sliced by SQLite. `scope` null: every deployment;
   * `steps` null: any creation step.
   */
  page(scope: readonly number[] | null, steps: readonly string[] | null, offset: number, limit: number) {
    const filter = new SqlFilter();
    if (scope) filter.and('id IN (SELECT value FROM json_each(?))', JSON.stringify(scope));
    if (steps) filter.and('creation_step IN (SELECT value FROM json_each(?))', JSON.stringify(steps));
    return this.pages.counted<DeploymentRow>(
      { from: 'FROM deployments', filter, sortColumn: 'id', direction: 'asc' },
      limit,
      offset,
    );
  }

  update(id: number, name: string, settings: string): void {
    this.sql('UPDATE deployments SET settings = ?, name = ? WHERE id = ?').run(settings, name, id);
  }

  /** Every version, by channel, newest first. */
  versions(): VersionRow[] {
    return this.sql('SELECT channel, version FROM versions ORDER BY channel, id DESC').all() as VersionRow[];
  }

  /** The newest version of a channel. */
  head(channel: string): string | undefined {
    return (
      this.sql('SELECT version FROM versions WHERE channel = ? ORDER BY id DESC LIMIT 1').get(channel) as VersionRow | undefined
    )?.version;
  }

  hasVersion(channel: string, version: string): boolean {
    return this.sql('SELECT 1 FROM versions WHERE channel = ? AND version = ?').get(channel, version) !== undefined;
  }
}
