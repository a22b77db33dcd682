import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';
import { KeysetPages, SqlFilter, type PageStart, type CountedPage } from './keyset.ts';
import type { ReportRow } from './workspace-store.ts';

export interface ReportListFilter {
  deploymentId: number;
  folderId?: number | undefined;
  workbookId?: number | undefined;
  /** Lower case already; matched against the name, title and description. */
  search?: string | undefined;
  /** A spreadsheet placement filter: the sandbox holds none, so any value matches nothing. */
  spreadsheetId?: string | undefined;
  sortBy: 'name' | 'createdAt' | 'updatedAt' | 'lastViewedAt';
  direction: 'asc' | 'desc';
}

/** The sandbox keeps no view history per report: `lastViewedAt` lists by id. */
const SORT_COLUMNS: Record<ReportListFilter['sortBy'], 'name' | 'created_at' | 'updated_at' | 'id'> = {
  name: 'name',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  lastViewedAt: 'id',
};

/** Reports of the own workspace (a shared workbook's reports are not listed): the join that says which. */
const OWN_REPORTS = 'FROM reports r JOIN workbooks w ON w.id = r.workbook_id';

/** The reports table's lists. */
export class ReportStore {
  private readonly sql;
  private readonly pages;

  constructor(db: Db) {
    this.sql = statementCache(db);
    this.pages = new KeysetPages(this.sql);
  }

  /** One keyset page of a deployment's own reports in the list's order, and the filtered count. */
  page(f: ReportListFilter, limit: number, start: PageStart): CountedPage<ReportRow> {
    const filter = new SqlFilter("r.deployment_id = ? AND w.workspace = 'own'", f.deploymentId);
    if (f.folderId !== undefined) filter.and('r.folder_id = ?', f.folderId);
    if (f.workbookId !== undefined) filter.and('r.workbook_id = ?', f.workbookId);
    if (f.search)
      filter.and(
        "(instr(fold(r.name), fold(?)) > 0 OR instr(fold(COALESCE(r.title, '')), fold(?)) > 0 OR instr(fold(COALESCE(r.description, '')), fold(?)) > 0)",
        f.search,
        f.search,
        f.search,
      );
    if (f.spreadsheetId !== undefined) filter.and('0');
    return this.pages.counted<ReportRow>(
      {
        from: OWN_REPORTS,
        columns: 'r.*',
        filter,
        sortColumn: `r.${SORT_COLUMNS[f.sortBy]}`,
        idColumn: 'r.id',
        direction: f.direction,
      },
      limit,
      start,
    );
  }

  /** The value a report sorts by in a list sorted by `sortBy` (what a keyset cursor carries). */
  static sortKey(row: ReportRow, sortBy: ReportListFilter['sortBy']): string | number {
    return row[SORT_COLUMNS[sortBy]];
  }

  byId(id: number): ReportRow | undefined {
    return this.sql('SELECT * FROM reports WHERE id = ?').get(id) as ReportRow | undefined;
  }
}
