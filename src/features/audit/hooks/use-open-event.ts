import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@/lib/url-state';
import type { AuditTableHandle } from '../components/audit-table';
import type { AuditColumns } from '../lib/columns';
import { eventKey, findEventRow } from '../lib/event-key';
import type { AuditViewResult } from './use-audit-view';

export const EVENT_PARAM = 'event';

/** Why the event the URL names is not shown: not among the rows read, or hidden by the table's filters. */
export type OpenEventNotice = 'not-loaded' | 'filtered' | null;

/** Marks the history entry that opening an event added, so closing can take it away again (see useOpenEvent). */
const OPENED_HERE = 'switchboard.auditEventOpened';

function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_HERE] === true;
}

/**
 * The open event lives in the URL (`?event=<time>~<hash>`, see event-key), so a reload or a shared link opens it
 * again once its row has streamed in, and Back from a page the detail links to comes back to it. Opening adds one
 * history entry, so Back (a phone's natural way out of a full-screen dialog) closes the detail and nothing else;
 * Next and Previous replace it rather than step through every event looked at, and closing takes it away again.
 */
export function useOpenEvent(
  view: AuditViewResult | null,
  columns: AuditColumns | null,
  loading: boolean,
  table: RefObject<AuditTableHandle | null>,
) {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const navigateTo = useNavigate();
  const historyState: unknown = useLocation().state;
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
  const current = useRef({ view, timeColumn, update, openPosition, key, historyState, navigateTo });
  useLayoutEffect(() => {
    current.current = { view, timeColumn, update, openPosition, key, historyState, navigateTo };
  });
  const openAt = useCallback((at: number) => {
    const { view: shown, timeColumn: time, update: navigate, key: openKey, historyState: state } = current.current;
    const target = shown?.order[at];
    if (!shown || target === undefined || at >= shown.matchCount) return;
    const next = { [EVENT_PARAM]: eventKey(shown.store, target, time) };
    if (openKey === null) navigate(next, { state: { [OPENED_HERE]: true } });
    else navigate(next, { replace: true, state });
  }, []);
  const close = useCallback(() => {
    const { update: navigate, historyState: state, navigateTo: go } = current.current;
    // The entry opening added goes again, so Back then leaves the page; a detail opened by a link only drops its event.
    if (openedHere(state)) void go(-1);
    else navigate({ [EVENT_PARAM]: null }, { replace: true });
  }, []);
  // The last event shown, for focus once the dialog has closed (the URL no longer names it by then).
  const lastShown = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (openPosition !== null) lastShown.current = openPosition;
  }, [openPosition]);
  /** Forgets the event shown, so closing gives focus to no row (the page moves it; a new export is coming). */
  const forgetShown = useCallback(() => {
    lastShown.current = null;
  }, []);
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
  return { openPosition, openRow, notice, openAt, close, returnFocus, forgetShown };
}
