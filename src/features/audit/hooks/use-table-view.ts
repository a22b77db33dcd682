import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@/lib/url-state';
import type { AuditColumn, AuditColumns } from '../lib/columns';
import { columnsParam, filterParam, filterParamNames, nextSort, readTableView, type ValueFilter } from '../lib/view-params';

/** The table's view state from the URL (columns, sort, value filters) and the ways to change it. */
export function useTableView(columns: AuditColumns | null) {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const raw = params.toString();
  // Parsed once per URL, so the filters array keeps its identity between renders of the same URL.
  const view = useMemo(() => readTableView(new URLSearchParams(raw)), [raw]);
  const visible = useMemo(() => {
    if (!columns) return [];
    if (!view.columns) return columns.all;
    const chosen = new Set(view.columns);
    const shown = columns.all.filter((c) => chosen.has(c.name));
    // A URL naming none of this export's columns shows them all rather than an empty table.
    return shown.length > 0 ? shown : columns.all;
  }, [columns, view.columns]);

  // Table filters and sort replace the history entry: they rearrange rows already loaded, like scrolling, so Back
  // leaves the page (or returns to the export filters before), not through every click and chip. The export's own
  // filters (the form above, which fetches anew) push: each of those is a different question asked of the service.
  const setFilter = useCallback(
    (column: string, value: string | null) => update({ [filterParam(column)]: value }, { replace: true }),
    [update],
  );
  const clearFilters = useCallback(
    () => update(Object.fromEntries(filterParamNames(new URLSearchParams(raw)).map((name) => [name, null])), { replace: true }),
    [update, raw],
  );
  const setColumns = useCallback(
    (names: string[] | null) => update({ cols: names ? columnsParam(names) : null }, { replace: true }),
    [update],
  );
  const { sort } = view;
  // First click sorts a column in its natural reading order (times newest first, text A–Z), the second reverses it,
  // the third goes back to the export's order.
  const toggleSort = useCallback(
    (column: AuditColumn) => {
      const next = nextSort(column, sort);
      update({ sort: next?.column ?? null, dir: next?.direction ?? null }, { replace: true });
    },
    [sort, update],
  );
  const filters: readonly ValueFilter[] = view.filters;
  const key = `${JSON.stringify(filters)}|${sort?.column ?? ''}|${sort?.direction ?? ''}`;
  return { filters, sort, visible, key, setFilter, clearFilters, setColumns, toggleSort };
}
