import { useEffect, useMemo } from 'react';
import type { AuditColumns } from '../lib/columns';
import { AuditView, type ViewSnapshot } from '../lib/audit-view';
import type { AuditRowStore } from '../lib/row-store';
import { sortRows } from '../lib/sort-rows';
import { valueFiltersKey, type TableSort, type ValueFilter } from '../lib/view-params';

export interface AuditViewResult extends ViewSnapshot {
  /** The matching rows in display order (sorted when a sort is set); the first `matchCount` entries. */
  order: Uint32Array;
  store: AuditRowStore;
}

// How long one background task may read rows before it lets the page (input, rendering, the next batch) go first.
const READ_TASK_MS = 4;

/** Reads the rows each batch brings in tasks of at most READ_TASK_MS; returns the stop. */
function readInBackground(view: AuditView, store: AuditRowStore): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const read = () => {
    timer = null;
    if (view.catchUpUntil(performance.now() + READ_TASK_MS)) timer = setTimeout(read, 0);
  };
  const unsubscribe = store.onAppend(() => {
    timer ??= setTimeout(read, 0);
  });
  // Rows that came before this effect ran.
  timer = setTimeout(read, 0);
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * The table's rows and the charts' counts for the loaded rows under the URL's value filters and sort. A new filter
 * set reads the loaded rows once; new rows while streaming only cost themselves (see AuditView).
 */
export function useAuditView(
  store: AuditRowStore | null,
  columns: AuditColumns | null,
  rowCount: number,
  filters: readonly ValueFilter[],
  sort: TableSort | null,
): AuditViewResult | null {
  const filtersKey = valueFiltersKey(filters);
  // Rebuilt only when the store (a new run) or the filters' values change; `filters` is a new array every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => (store && columns ? new AuditView(store, columns, filters) : null), [store, columns, filtersKey]);
  // While the export streams, rows are counted soon after they land, in tasks of a few milliseconds, so the render
  // that follows only takes a snapshot; read at render time, a second's worth of rows made one long task.
  useEffect(() => (view && store ? readInBackground(view, store) : undefined), [view, store]);
  // rowCount is what tells a streaming store has grown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const snapshot = useMemo(() => view?.advance() ?? null, [view, rowCount]);
  const sortColumn = sort ? columns?.all.find((c) => c.name === sort.column) : undefined;
  const direction = sort?.direction ?? 'desc';
  return useMemo(() => {
    if (!snapshot || !store) return null;
    const order = sortColumn ? sortRows(store, snapshot.matches, snapshot.matchCount, sortColumn, direction) : snapshot.matches;
    return { ...snapshot, order, store };
  }, [snapshot, store, sortColumn, direction]);
}
