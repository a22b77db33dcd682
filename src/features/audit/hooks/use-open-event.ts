import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@/lib/url-state';
import type { AuditTableHandle } from '../components/audit-table';
import type { AuditColumns } from '../lib/columns';
import { eventKey, findEventRow } from '../lib/event-key';
import type { AuditViewResult } from './use-audit-view';

export const EVENT_PARAM = 'event';

/** Why the event the URL names is not shown: not among the rows read, or hidden by the table's filters. */
export type OpenEventNotice = 'not-loaded' | 'filtered' | null;

/**
 * The open event lives in the URL (`?event=<time>~<hash>`, see event-key), so a reload or a shared link opens it
 * again once its row has streamed in, and Back from a page the detail links to comes back to it. Opening, Next,
 * Previous and closing replace the entry: like the table's sort and filters they are a way of looking at the rows
 * already loaded, and Back should leave the page rather than step through every event looked at.
 */
export function useOpenEvent(
  view: AuditViewResult | null,
  columns: AuditColumns | null,
  loading: boolean,
  table: RefObject<AuditTableHandle | null>,
) {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const key = params.get(EVENT_PARAM);
  const timeColumn = columns?.byRole.timestamp?.index ?? null;
  const store = view?.store ?? null;
  const rowCount = view?.rowCount ?? 0;
  // Read again as rows stream in, until the event's row has arrived; comparing times first keeps this a quick pass.
  const row = useMemo(
    () => (key && store ? findEventRow(store, key, timeColumn, rowCount) : -1),
    [key, store, timeColumn, rowCount],
  );
  const order = view?.order;
  const matchCount = view?.matchCount ?? 0;
  const position = useMemo(() => (row >= 0 && order ? order.subarray(0, matchCount).indexOf(row) : -1), [row, order, matchCount]);
  const openPosition = position >= 0 ? position : null;
  const openRow = openPosition !== null && store ? store.row(row) : null;
  const notice: OpenEventNotice = !key || openPosition !== null ? null : row >= 0 ? 'filtered' : loading ? null : 'not-loaded';

  // Stable callbacks, so the table's memoized rows do not re-render on every streamed update just for a new one.
  const current = useRef({ view, timeColumn, update, openPosition });
  useLayoutEffect(() => {
    current.current = { view, timeColumn, update, openPosition };
  });
  const openAt = useCallback((at: number) => {
    const { view: shown, timeColumn: time, update: navigate } = current.current;
    const target = shown?.order[at];
    if (!shown || target === undefined || at >= shown.matchCount) return;
    navigate({ [EVENT_PARAM]: eventKey(shown.store, target, time) }, { replace: true });
  }, []);
  const close = useCallback(() => current.current.update({ [EVENT_PARAM]: null }, { replace: true }), []);
  // The last event shown, for focus once the dialog has closed (the URL no longer names it by then).
  const lastShown = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (openPosition !== null) lastShown.current = openPosition;
  }, [openPosition]);
  /** Focus goes back to the Details button of the event the dialog showed last, not the one it was opened on. */
  const returnFocus = useCallback(
    (event: Event) => {
      const position = lastShown.current;
      if (position === null || !table.current) return;
      event.preventDefault();
      table.current.focusRow(position);
    },
    [table],
  );
  return { openPosition, openRow, notice, openAt, close, returnFocus };
}
