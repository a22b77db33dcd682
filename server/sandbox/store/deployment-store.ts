import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';

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

  constructor(db: Db) {
    this.sql = statementCache(db);
  }

  byId(id: number): DeploymentRow | undefined {
    return this.sql('SELECT * FROM deployments WHERE id = ?').get(id) as DeploymentRow | undefined;
  }

  /**
   * One offset page of the deployments a key may see, counted and sliced by SQLite. `scope` null: every deployment;
   * `steps` null: any creation step.
   */
  page(scope: readonly number[] | null, steps: readonly string[] | null, offset: number, limit: number) {
    const where = [
      scope ? 'id IN (SELECT value FROM json_each(?))' : '1',
      steps ? 'creation_step IN (SELECT value FROM json_each(?))' : '1',
    ].join(' AND ');
    const args = [...(scope ? [JSON.stringify(scope)] : []), ...(steps ? [JSON.stringify(steps)] : [])];
    const total = (this.sql(`SELECT COUNT(*) AS n FROM deployments WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = this.sql(`SELECT * FROM deployments WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`).all(
      ...args,
      limit,
      offset,
    ) as DeploymentRow[];
    return { rows, total };
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
