import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter, type PageStart, type CountedPage } from './keyset.ts';

export interface BranchRow {
  id: number;
  deployment_id: number;
  name: string;
  kind: 'production' | 'shared' | 'personal';
  parent_branch: string;
  last_hash: string;
  owner_user_id: number | null;
  staging_enabled: number;
}

/** The branches table (environments are derived from it). */
export class BranchStore {
  private readonly sql;
  private readonly pages;

  constructor(db: Db) {
    this.sql = statementCache(db);
    this.pages = new KeysetPages(this.sql);
  }

  /** One keyset page of a deployment's branches by id, and their count. */
  page(deploymentId: number, limit: number, start: PageStart): CountedPage<BranchRow> {
    const filter = new SqlFilter('deployment_id = ?', deploymentId);
    return this.pages.counted<BranchRow>({ from: 'FROM branches', filter, sortColumn: 'id', direction: 'asc' }, limit, start);
  }

  /**
   * The branches that have an environment besides production (a personal branch's development environment, an
   * enabled staging environment of a shared one), by id: an offset page of those of one type, or of both, and their
   * count.
   */
  environmentPage(
    deploymentId: number,
    type: 'development' | 'staging' | undefined,
    offset: number,
    limit: number,
  ): CountedPage<BranchRow> {
    const kinds = {
      development: "kind = 'personal'",
      staging: "kind = 'shared' AND staging_enabled = 1",
      both: "(kind = 'personal' OR (kind = 'shared' AND staging_enabled = 1))",
    };
    const filter = new SqlFilter('deployment_id = ?', deploymentId).and(kinds[type ?? 'both']);
    return this.pages.counted<BranchRow>({ from: 'FROM branches', filter, sortColumn: 'id', direction: 'asc' }, limit, offset);
  }

  /** The deployment's production branch (the first, should there be more). */
  production(deploymentId: number): BranchRow | undefined {
    return this.sql("SELECT * FROM branches WHERE deployment_id = ? AND kind = 'production' ORDER BY id LIMIT 1").get(
      deploymentId,
    ) as BranchRow | undefined;
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
