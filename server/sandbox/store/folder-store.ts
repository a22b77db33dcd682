import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter, type PageStart, type CountedPage } from './keyset.ts';

export interface FolderRow {
  id: number;
  deployment_id: number;
  parent_id: number | null;
  name: string;
  created_at: string;
  updated_at: string;
}

export type FolderAccess = 'edit' | 'read';

/** The folders and folder_access tables. */
export class FolderStore {
  private readonly sql;
  private readonly pages;

  constructor(db: Db) {
    this.sql = statementCache(db);
    this.pages = new KeysetPages(this.sql);
  }

  /** One keyset page of a folder's direct subfolders (`parentId` null: the root's), by name then id, and their count. */
  page(deploymentId: number, parentId: number | null, limit: number, start: PageStart): CountedPage<FolderRow> {
    const filter = new SqlFilter('deployment_id = ? AND parent_id IS ?', deploymentId, parentId);
    return this.pages.counted<FolderRow>({ from: 'FROM folders', filter, sortColumn: 'name', direction: 'asc' }, limit, start);
  }

  byId(id: number): FolderRow | undefined {
    return this.sql('SELECT * FROM folders WHERE id = ?').get(id) as FolderRow | undefined;
  }

  /** A folder's place among its siblings in name order (0: the first; also 0 for a folder that does not exist). */
  position(id: number): number {
    return (
      this.sql(
        `SELECT COUNT(*) AS n FROM folders s JOIN folders f ON f.id = ?
          WHERE s.deployment_id = f.deployment_id AND s.parent_id IS f.parent_id AND (s.name, s.id) < (f.name, f.id)`,
      ).get(id) as { n: number }
    ).n;
  }

  /** The folder, if it is one of this deployment's. */
  inDeployment(id: number, deploymentId: number): FolderRow | undefined {
    const f = this.byId(id);
    return f?.deployment_id === deploymentId ? f : undefined;
  }

  /** The ancestor chain of a folder, root first, the folder itself last. */
  path(folderId: number | null): { id: number; name: string }[] {
    const path: { id: number; name: string }[] = [];
    let id = folderId;
    const get = this.sql('SELECT id, name, parent_id FROM folders WHERE id = ?');
    while (id != null) {
      const f = get.get(id) as { id: number; name: string; parent_id: number | null } | undefined;
      if (!f) break;
      path.unshift({ id: f.id, name: f.name });
      id = f.parent_id;
    }
    return path;
  }

  /** A user's access to a folder, inherited from the nearest ancestor with a rule. The root: edit. */
  access(userId: number, folderId: number | null): FolderAccess | null {
    if (folderId === null) return 'edit';
    const rule = this.sql('SELECT access FROM folder_access WHERE folder_id = ? AND user_id = ?');
    const parent = this.sql('SELECT parent_id FROM folders WHERE id = ?');
    let id: number | null = folderId;
    while (id !== null) {
      const r = rule.get(id, userId) as { access: FolderAccess } | undefined;
      if (r) return r.access;
      id = (parent.get(id) as { parent_id: number | null } | undefined)?.parent_id ?? null;
    }
    return null;
  }

  /** The ids of a folder and every folder below it, at any depth. */
  subtree(deploymentId: number, folderId: number): number[] {
    return (
      this.sql(
        `WITH RECURSIVE below(id) AS (SELECT ? UNION SELECT f.id FROM folders f JOIN below ON f.parent_id = below.id WHERE f.deployment_id = ?)
         SELECT id FROM below`,
      ).all(folderId, deploymentId) as { id: number }[]
    ).map((r) => r.id);
  }
}
