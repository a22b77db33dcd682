/**
 * The table's view state, kept in the URL beside the export's filters: which columns show (`cols`), the sort
 * (`sort`, `dir`) and the client-side value filters (`f.<column>=<value>`, one per column). Column names are the CSV
 * header's, so a shared URL means the same columns whatever order the service writes them in.
 */
export interface ValueFilter {
  column: string;
  value: string;
}

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableView {
  /** Null: the default set (every column). */
  columns: string[] | null;
  sort: TableSort | null;
  filters: ValueFilter[];
}

const FILTER_PREFIX = 'f.';

export function readTableView(params: URLSearchParams): TableView {
  const cols = params.get('cols');
  const sortColumn = params.get('sort');
  const filters: ValueFilter[] = [];
  for (const [name, value] of params) {
    if (name.startsWith(FILTER_PREFIX) && name.length > FILTER_PREFIX.length) filters.push({ column: name.slice(2), value });
  }
  return {
    columns: cols === null ? null : cols.split(',').map(decodeURIComponent).filter(Boolean),
    sort: sortColumn ? { column: sortColumn, direction: params.get('dir') === 'asc' ? 'asc' : 'desc' } : null,
    filters,
  };
}

export function filterParam(column: string): string {
  return `${FILTER_PREFIX}${column}`;
}

/** `cols` for a column set; names are encoded one by one so a header with a comma survives. */
export function columnsParam(columns: readonly string[]): string {
  return columns.map(encodeURIComponent).join(',');
}

/** Every value-filter parameter in `params`, for clearing them all. */
export function filterParamNames(params: URLSearchParams): string[] {
  return [...params.keys()].filter((name) => name.startsWith(FILTER_PREFIX));
}

/** A stable string for a filter set, so work is redone only when the filters really change. */
export function valueFiltersKey(filters: readonly ValueFilter[]): string {
  return JSON.stringify([...filters].sort((a, b) => a.column.localeCompare(b.column)).map((f) => [f.column, f.value]));
}

/** A column's natural reading order: times newest first, text A–Z. */
function firstDirection(column: { role: string | null }): SortDirection {
  return column.role === 'timestamp' ? 'desc' : 'asc';
}

/** The sort after a click on a column's header: its natural order, then reversed, then none (the export's order). */
export function nextSort(column: { name: string; role: string | null }, sort: TableSort | null): TableSort | null {
  const first = firstDirection(column);
  if (sort?.column !== column.name) return { column: column.name, direction: first };
  if (sort.direction === first) return { column: column.name, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}
