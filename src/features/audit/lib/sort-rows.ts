import type { AuditColumn } from './columns';
import type { AuditRowStore } from './row-store';
import type { SortDirection } from './view-params';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * `rows` (row indexes, the first `count` of them) ordered by a column. Ties keep arrival order, so a sort is stable
 * across reloads. Ids columns sort by ranking each distinct value once (a counting sort: linear in rows); a
 * timestamp column by its parsed time; other text by its collated value.
 */
export function sortRows(
  store: AuditRowStore,
  rows: Uint32Array,
  count: number,
  column: AuditColumn,
  direction: SortDirection,
): Uint32Array {
  const order = rows.slice(0, count);
  const sign = direction === 'asc' ? 1 : -1;
  const ids = store.ids(column.index);
  const times = column.role === 'timestamp' ? store.times : null;
  if (ids) return countingSort(order, ids, rankIds(store, ids, order), sign);
  if (times) {
    return order.sort((a, b) => {
      const ta = times[a] ?? Number.NaN;
      const tb = times[b] ?? Number.NaN;
      // Cells that are not dates go last either way.
      if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) === Number.isNaN(tb) ? a - b : Number.isNaN(ta) ? 1 : -1;
      return (ta - tb) * sign || a - b;
    });
  }
  const keys = new Map<number, string>();
  for (const row of order) keys.set(row, store.value(row, column.index));
  return order.sort((a, b) => collator.compare(keys.get(a) ?? '', keys.get(b) ?? '') * sign || a - b);
}

/** Rank per id among the ids these rows use, in collation order. */
function rankIds(store: AuditRowStore, ids: Uint32Array, rows: Uint32Array): Uint32Array {
  const used = new Set<number>();
  for (const row of rows) used.add(ids[row] ?? 0);
  const sorted = [...used].sort((a, b) => collator.compare(store.strings[a] ?? '', store.strings[b] ?? ''));
  const rank = new Uint32Array(store.strings.length);
  sorted.forEach((id, position) => {
    rank[id] = position;
  });
  return rank;
}

function countingSort(rows: Uint32Array, ids: Uint32Array, rank: Uint32Array, sign: number): Uint32Array {
  let buckets = 0;
  for (const row of rows) buckets = Math.max(buckets, (rank[ids[row] ?? 0] ?? 0) + 1);
  const starts = new Uint32Array(buckets + 1);
  const bucketOf = (row: number) => {
    const r = rank[ids[row] ?? 0] ?? 0;
    return sign > 0 ? r : buckets - 1 - r;
  };
  for (const row of rows) {
    const next = bucketOf(row) + 1;
    starts[next] = (starts[next] ?? 0) + 1;
  }
  for (let b = 1; b <= buckets; b += 1) starts[b] = (starts[b] ?? 0) + (starts[b - 1] ?? 0);
  const out = new Uint32Array(rows.length);
  for (const row of rows) {
    const b = bucketOf(row);
    out[starts[b] ?? 0] = row;
    starts[b] = (starts[b] ?? 0) + 1;
  }
  return out;
}
