import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';

export interface BranchRow {
  id: number;
  deployment_id: number;
  name: string;
  kind: 'production' | 'shared' | 'personal';
  parent_branch: string;
  last_hash: string;
  staging_enabled: number;
}

/** The branches table (environments are derived from it). */
export class BranchStore {
  private readonly sql;

  constructor(db: Db) {
    this.sql = statementCache(db);
  }

  /** A deployment's branches by id (a handful per deployment: the list pages them in memory). */
  all(deploymentId: number): BranchRow[] {
    return this.sql('SELECT * FROM branches WHERE deployment_id = ? ORDER BY id').all(deploymentId) as BranchRow[];
  }

  byName(deploymentId: number, name: string): BranchRow | undefined {
    return this.sql('SELECT * FROM branches WHERE deployment_id = ? AND name = ?').get(deploymentId, name) as
      BranchRow | undefined;
  }

  byId(deploymentId: number, id: number): BranchRow | undefined {
    return this.sql('SELECT * FROM branches WHERE deployment_id = ? AND id = ?').get(deploymentId, id) as BranchRow | undefined;
  }

  setStaging(id: number, enabled: boolean): void {
    this.sql('UPDATE branches SET staging_enabled = ? WHERE id = ?').run(enabled ? 1 : 0, id);
  }
}
