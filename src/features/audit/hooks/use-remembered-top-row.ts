import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'audit-top-row:';

export function savedTopRow(key: string): number {
  try {
    const saved = Number(sessionStorage.getItem(PREFIX + key));
    return Number.isInteger(saved) && saved > 0 ? saved : 0;
  } catch {
    return 0;
  }
}

// History entries whose rows are kept, newest last: Back rarely goes further, and every sort or opened event is an
// entry of its own, so without a bound a long session would leave hundreds behind.
const KEPT_ENTRIES = 50;
const INDEX = `${PREFIX}entries`;

function keptEntries(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(INDEX) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function saveTopRow(key: string, top: number) {
  try {
    const entries = keptEntries().filter((entry) => entry !== key);
    if (top > 0) {
      sessionStorage.setItem(PREFIX + key, String(top));
      entries.push(key);
    } else sessionStorage.removeItem(PREFIX + key);
    for (const old of entries.splice(0, Math.max(0, entries.length - KEPT_ENTRIES))) sessionStorage.removeItem(PREFIX + old);
    sessionStorage.setItem(INDEX, JSON.stringify(entries));
  } catch {
    // Storage refused (private mode, quota): Back then starts at the top, as before.
  }
}

/**
 * Remembers the table's top row for this history entry (react-router's location key), so Back from a page the detail
 * links to lands on the rows the admin left, once they have streamed in again. The key changes with every replaced
 * entry (a sort, an opened event), so the row is written again under each.
 */
export function useRememberedTopRow(top: number, rowCount: number, complete: boolean, restore: (position: number) => void): void {
  const { key } = useLocation();
  // The row saved for this entry when the page mounted, until it is restored (null: not read yet).
  const pending = useRef<number | null>(null);
  useEffect(() => {
    pending.current ??= savedTopRow(key);
    const saved = pending.current;
    if (saved > 0) {
      // Until then the top row is 0 only because the rows are still arriving: what was saved stays.
      if (rowCount <= saved && !complete) return;
      pending.current = 0;
      // A shorter log this time (events aged out since): as far down as it goes.
      if (rowCount > 0) restore(Math.min(saved, rowCount - 1));
      return;
    }
    saveTopRow(key, top);
  }, [key, top, rowCount, complete, restore]);
}
