import type { AuditRowStore } from './row-store';
import { parseTimestamp } from './timestamps';

/** FNV-1a over the cells (each ended by a separator no CSV cell holds): short, and the same in every browser. */
function hashCells(cells: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const cell of cells) {
    for (let i = 0; i < cell.length; i += 1) {
      hash ^= cell.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1f;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A name for one event that survives a reload and a shared link: the export has no event id, and a row's index moves
 * as new events come first. So the event is named by its time as the service wrote it and a hash of all its cells
 * (`2025-03-01T10:00:00Z~1x2y3z`). Two identical rows share a name; the first is the one opened.
 */
export function eventKey(store: AuditRowStore, row: number, timeColumn: number | null): string {
  const hash = hashCells(store.row(row));
  return timeColumn === null ? hash : `${store.value(row, timeColumn)}~${hash}`;
}

/** The first row named by `key`, or -1. Rows of another time are passed over by comparing numbers, without hashing. */
export function findEventRow(store: AuditRowStore, key: string, timeColumn: number | null, count: number): number {
  const split = key.lastIndexOf('~');
  const time = timeColumn === null || split < 0 ? null : key.slice(0, split);
  const hash = time === null ? key : key.slice(split + 1);
  const times = store.times;
  // Parsed as the store parsed its times, so equal cells give equal numbers.
  const instant = time === null ? Number.NaN : parseTimestamp(time);
  for (let row = 0; row < count; row += 1) {
    if (time !== null && timeColumn !== null) {
      if (times && !Number.isNaN(instant) && times[row] !== instant) continue;
      if (store.value(row, timeColumn) !== time) continue;
    }
    if (hashCells(store.row(row)) === hash) return row;
  }
  return -1;
}
