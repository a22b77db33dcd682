import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { MutationObserver as QueryMutationObserver, useQueryClient } from '@tanstack/react-query';
import { auditExportRequest, streamAuditExport, type AuditExportProgress } from '../api/export-audit-log';
import { auditKeys } from '../api/keys';
import {
  finishedAuditExport,
  forgetFinishedAuditExport,
  holdAuditExport,
  keepFinishedAuditExport,
} from '../api/start-export-early';
import type { FinishedExport } from '../parser/finished-export';
import type { AuditColumns } from '../lib/columns';
import { auditFiltersKey, type AuditFilters } from '../lib/filters';
import { LiveProgressSource } from '../lib/live-progress';
import { AuditRowStore } from '../lib/row-store';
import { isAbortError } from '@/lib/is-abort-error';

// The progress line (count and bytes) is live enough to watch the count grow.
const PROGRESS_MS = 300;
// The charts and the table follow the stream once a second: a render of the whole page costs far more than the
// progress line's, and every millisecond of it is taken from the parser (and, on one machine, the server).
const VIEW_MS = 1000;

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
  /** The rows the page shows: it catches up with the store about once a second while streaming, and at the end. */
  rowCount: number;
  /** The body ended inside a quoted field: the last event may be incomplete. */
  truncated: boolean;
  /** The run's rows and bytes so far, updated a few times a second, for the progress line (see LiveProgressSource). */
  progress: LiveProgressSource;
  error: unknown;
  /**
   * Set when the rows are the export this page read to its end before it was left (Back from a page an event links
   * to): when that was, since newer events are not in them. Null for a run read now.
   */
  readAt: number | null;
}

function initialState(status: 'idle' | 'loading'): AuditStreamState {
  return {
    status,
    columns: null,
    store: null,
    rowCount: 0,
    truncated: false,
    progress: new LiveProgressSource(),
    error: null,
    readAt: null,
  };
}

/** The state of an export read before, shown again as it was. */
function restoredState(finished: FinishedExport): AuditStreamState {
  const progress = new LiveProgressSource();
  progress.set({ rows: finished.rowCount, bytes: 0, totalBytes: null });
  const { columns, store, rowCount, truncated, readAt } = finished;
  return { status: 'done', columns, store, rowCount, truncated, progress, error: null, readAt };
}

/** The start of a run: the export read before for these filters if it may be reused and is kept, else a new load. */
function startState(filters: AuditFilters | null, reuse: boolean): AuditStreamState {
  const finished = filters && reuse ? finishedAuditExport(filters) : null;
  return finished ? restoredState(finished) : initialState(filters ? 'loading' : 'idle');
}

/** What a run had read, kept while the same filters load again. */
type KeptRows = Pick<AuditStreamState, 'columns' | 'store' | 'rowCount' | 'truncated' | 'readAt'>;

function keptRows({ columns, store, rowCount, truncated, readAt }: AuditStreamState): KeptRows {
  return { columns, store, rowCount, truncated, readAt };
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
 * `cameBack`: the page was reached by Back or Forward, so the export it read to its end for the same filters a few
 * minutes ago (finished-export.ts) is shown again, as of then, instead of streaming it all again; a page opened anew
 * reads anew, as its admin expects (an event they just caused must be there).
 */
export function useAuditLogStream(filters: AuditFilters | null, { cameBack = false }: { cameBack?: boolean } = {}) {
  const [attempt, setAttempt] = useState(0);
  const current = useRef<{ controller: AbortController; cancelledByUser: boolean } | null>(null);
  // A mutation observer the page never subscribes to (useMutation would): the run's own state says what the page
  // shows, and a subscription re-rendered the whole page at the run's start and end as an urgent, unsliced render,
  // one of the export's longest main-thread tasks.
  const queryClient = useQueryClient();
  const [runner] = useState(
    () =>
      new QueryMutationObserver<Awaited<ReturnType<typeof streamAuditExport>>, unknown, RunVariables>(queryClient, {
        mutationKey: auditKeys.export(),
        mutationFn: ({ filters: f, progress, signal }: RunVariables) => streamAuditExport(f, progress, signal),
        // The variables hold the run's callbacks and through them its rows: drop finished runs at once.
        gcTime: 0,
      }),
  );
  // Unmounted: the last run's mutation (and through its variables its rows) is let go.
  useEffect(() => () => runner.reset(), [runner]);
  // The filters object is rebuilt on every render; a run must restart only when their values change (or on reload).
  // The run is replaced while rendering (React's "adjust state when a prop changes" pattern), which also clears the
  // old rows in the same render: one filter set's rows never show under another's.
  const filtersKey = filters ? auditFiltersKey(filters) : null;
  const token = filters ? `${attempt}|${filtersKey}` : null;
  const [state, setState] = useState<AuditStreamState>(() => startState(filters, cameBack));
  const [run, setRun] = useState<{
    token: string | null;
    attempt: number;
    filtersKey: string | null;
    filters: AuditFilters | null;
    fallback: KeptRows | null;
    /** The rows shown are an export read before (state.readAt): no request. */
    restored: boolean;
  }>(() => ({ token, attempt, filtersKey, filters, fallback: null, restored: state.readAt !== null }));
  if (run.token !== token) {
    // Loading the same filters again (Retry, "Load all events") starts from nothing, like any run, but keeps the rows
    // it had: if the new run fails before its first rows, they come back with its error rather than being lost.
    const sameFilters = filtersKey !== null && run.filtersKey === filtersKey;
    const kept = state.store && state.columns && state.rowCount > 0 ? keptRows(state) : run.fallback;
    const next = startState(filters, cameBack && attempt === run.attempt);
    setRun({ token, attempt, filtersKey, filters, fallback: sameFilters ? kept : null, restored: next.readAt !== null });
    setState(next);
  }
  const runProgress = state.progress;

  useEffect(() => {
    const runFilters = run.filters;
    if (!runFilters) return;
    // Shown again as it was read: opening the route at these filters starts nothing either.
    if (run.restored) return holdAuditExport(runFilters);
    forgetFinishedAuditExport();
    const handle = { controller: new AbortController(), cancelledByUser: false };
    current.current = handle;
    const release = holdAuditExport(runFilters);
    // Kept (when it is read to its end) under the request as sent now: under the key it was read with, even if
    // another tab changes the remembered key meanwhile.
    const request = auditExportRequest(runFilters);
    const isCurrent = () => current.current === handle;
    let store: AuditRowStore | null = null;
    let columns: AuditColumns | null = null;
    let bytes = 0;
    let totalBytes: number | null = null;
    // Batches land in the store as they arrive. The progress line is told at most every PROGRESS_MS and the page
    // re-renders at most every VIEW_MS (the first rows at once), so a long export costs a few small renders a second
    // and one of the whole page, not one per network chunk.
    let progressTimer: ReturnType<typeof setTimeout> | null = null;
    let viewTimer: ReturnType<typeof setTimeout> | null = null;
    let committedOnce = false;
    const tellProgress = () => {
      if (progressTimer !== null) clearTimeout(progressTimer);
      progressTimer = null;
      if (isCurrent()) runProgress.set({ rows: store?.rowCount ?? 0, bytes, totalBytes });
    };
    const commit = (patch: Partial<AuditStreamState> = {}) => {
      if (viewTimer !== null) clearTimeout(viewTimer);
      viewTimer = null;
      tellProgress();
      if (!isCurrent()) return;
      const rowCount = store?.rowCount ?? 0;
      // A transition: React renders the new rows in slices it can interrupt, so a commit never holds the main
      // thread for the whole page (table, counts and charts) at once.
      startTransition(() => setState((s) => ({ ...s, rowCount, ...patch })));
    };
    const scheduleCommit = () => {
      if (!committedOnce && (store?.rowCount ?? 0) > 0) {
        committedOnce = true;
        commit();
        return;
      }
      progressTimer ??= setTimeout(tellProgress, PROGRESS_MS);
      viewTimer ??= setTimeout(() => commit(), VIEW_MS);
    };
    const progress: AuditExportProgress = {
      onLength: (total) => {
        totalBytes = total;
      },
      onColumns: (header) => {
        if (!isCurrent()) return;
        columns = header;
        store = new AuditRowStore(header.all.length);
        const runStore = store;
        // A transition too: this render mounts the table.
        startTransition(() => setState((s) => ({ ...s, columns: header, store: runStore })));
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
    void runner.mutate({ filters: runFilters, progress, signal: handle.controller.signal }).then(
      (summary) => {
        store?.trim();
        commit({ status: 'done', truncated: summary.truncated });
        if (isCurrent() && store && columns) {
          const rowCount = store.rowCount;
          keepFinishedAuditExport(request, { columns, store, rowCount, truncated: summary.truncated, readAt: Date.now() });
        }
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        if (handle.controller.signal.aborted || isAbortError(error)) {
          commit(handle.cancelledByUser ? { status: 'cancelled', ...(store === null ? (run.fallback ?? {}) : {}) } : {});
          return;
        }
        // Nothing read yet: what the previous run of these filters had read stays on the page.
        commit({ status: 'error', error, ...(store === null ? (run.fallback ?? {}) : {}) });
      },
    );
    return () => {
      if (progressTimer !== null) clearTimeout(progressTimer);
      if (viewTimer !== null) clearTimeout(viewTimer);
      release();
      handle.controller.abort();
      if (current.current === handle) current.current = null;
    };
    // The runner is stable; the run object changes exactly when a new run must start (and with it runProgress).
  }, [run, runner, runProgress]);

  const cancel = useCallback(() => {
    const handle = current.current;
    if (!handle || handle.controller.signal.aborted) return;
    handle.cancelledByUser = true;
    handle.controller.abort();
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...state, cancel, reload };
}
