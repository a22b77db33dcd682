import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { streamAuditExport, type AuditExportProgress } from '../api/export-audit-log';
import { auditKeys } from '../api/keys';
import { holdAuditExport } from '../api/start-export-early';
import type { AuditColumns } from '../lib/columns';
import { auditFiltersKey, type AuditFilters } from '../lib/filters';
import { AuditRowStore } from '../lib/row-store';

// Live enough to watch the count grow; few enough renders that the page stays responsive during a long export, and
// that the page's rendering takes little CPU from the parser (and, on the same machine, the server) while it streams.
const COMMIT_MS = 300;

export type AuditStreamStatus = 'idle' | 'loading' | 'done' | 'cancelled' | 'error';

export interface AuditStreamState {
  status: AuditStreamStatus;
  /** Null until the header row arrived. */
  columns: AuditColumns | null;
  /**
   * The run's rows, compact and append-only, shared by reference: `rowCount` is what changes (and what renders read);
   * a new run gets a new store. Null until the header row arrived.
   */
  store: AuditRowStore | null;
  rowCount: number;
  /** The body ended inside a quoted field: the last event may be incomplete. */
  truncated: boolean;
  bytes: number;
  totalBytes: number | null;
  error: unknown;
}

const idleState: AuditStreamState = {
  status: 'idle',
  columns: null,
  store: null,
  rowCount: 0,
  truncated: false,
  bytes: 0,
  totalBytes: null,
  error: null,
};
const loadingState: AuditStreamState = { ...idleState, status: 'loading' };

function isAbort(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

interface RunVariables {
  filters: AuditFilters;
  progress: AuditExportProgress;
  signal: AbortSignal;
}

/**
 * Streams the audit export for `filters` (null: nothing to load, e.g. the filters are invalid) and restarts when they
 * change. `cancel()` stops a long export and keeps the rows received so far; `reload()` runs it again.
 * Runs go through a mutation so a 401 reaches the app's global sign-in handling like any other call.
 */
export function useAuditLogStream(filters: AuditFilters | null) {
  const [attempt, setAttempt] = useState(0);
  const current = useRef<{ controller: AbortController; cancelledByUser: boolean } | null>(null);
  const { mutateAsync } = useMutation({
    mutationKey: auditKeys.export(),
    mutationFn: ({ filters: f, progress, signal }: RunVariables) => streamAuditExport(f, progress, signal),
    // The variables hold the run's callbacks and through them its rows: drop finished runs at once, not after minutes.
    gcTime: 0,
  });
  // The filters object is rebuilt on every render; a run must restart only when their values change (or on reload).
  // The run is replaced while rendering (React's "adjust state when a prop changes" pattern), which also clears the
  // old rows in the same render: one filter set's rows never show under another's.
  const token = filters ? `${attempt}|${auditFiltersKey(filters)}` : null;
  const [run, setRun] = useState({ token, filters });
  const [state, setState] = useState<AuditStreamState>(filters ? loadingState : idleState);
  if (run.token !== token) {
    setRun({ token, filters });
    setState(filters ? loadingState : idleState);
  }

  useEffect(() => {
    const runFilters = run.filters;
    if (!runFilters) return;
    const handle = { controller: new AbortController(), cancelledByUser: false };
    current.current = handle;
    const release = holdAuditExport(runFilters);
    const isCurrent = () => current.current === handle;
    let store: AuditRowStore | null = null;
    let bytes = 0;
    let totalBytes: number | null = null;
    // Batches land in the store as they arrive; the page re-renders at most every COMMIT_MS (the first rows at once),
    // so a long export costs a few renders a second, not one per network chunk.
    let timer: ReturnType<typeof setTimeout> | null = null;
    let committedOnce = false;
    const commit = (patch: Partial<AuditStreamState> = {}) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      if (!isCurrent()) return;
      const rowCount = store?.rowCount ?? 0;
      // A transition: React renders the new rows in slices it can interrupt, so a commit never holds the main
      // thread for the whole page (table, counts and charts) at once.
      startTransition(() => setState((s) => ({ ...s, rowCount, bytes, totalBytes, ...patch })));
    };
    const scheduleCommit = () => {
      if (!committedOnce && (store?.rowCount ?? 0) > 0) {
        committedOnce = true;
        commit();
      } else timer ??= setTimeout(() => commit(), COMMIT_MS);
    };
    const progress: AuditExportProgress = {
      onLength: (total) => {
        totalBytes = total;
      },
      onColumns: (columns) => {
        if (!isCurrent()) return;
        store = new AuditRowStore(columns.all.length);
        const runStore = store;
        setState((s) => ({ ...s, columns, store: runStore }));
      },
      onBatch: (batch) => {
        if (!isCurrent() || !store) return;
        store.append(batch);
        scheduleCommit();
      },
      onBytes: (received) => {
        bytes = received;
        scheduleCommit();
      },
    };
    void mutateAsync({ filters: runFilters, progress, signal: handle.controller.signal }).then(
      (summary) => {
        store?.trim();
        commit({ status: 'done', truncated: summary.truncated });
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        if (handle.controller.signal.aborted || isAbort(error)) {
          commit(handle.cancelledByUser ? { status: 'cancelled' } : {});
          return;
        }
        commit({ status: 'error', error });
      },
    );
    return () => {
      if (timer !== null) clearTimeout(timer);
      release();
      handle.controller.abort();
      if (current.current === handle) current.current = null;
    };
    // mutateAsync is stable; the run object changes exactly when a new run must start.
  }, [run, mutateAsync]);

  const cancel = useCallback(() => {
    const handle = current.current;
    if (!handle || handle.controller.signal.aborted) return;
    handle.cancelledByUser = true;
    handle.controller.abort();
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...state, cancel, reload };
}
