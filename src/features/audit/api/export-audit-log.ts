import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { requestRaw } from '@/api/http';
import { parseCsvStream, type CsvParser } from '../lib/csv-stream';
import { recogniseColumns, type AuditColumns } from '../lib/columns';
import { auditFiltersKey, auditFiltersToQuery, type AuditFilters } from '../lib/filters';
import { auditKeys } from './keys';

export const AUDIT_EXPORT_PATH = '/api/v1/audit-logs/export';
export const AUDIT_EXPORT_OPERATION = 'Export audit log';

/** Opens the export; resolves once the service answered 2xx (the body is still streaming). */
export function openAuditExport(filters: AuditFilters, signal?: AbortSignal): Promise<Response> {
  return requestRaw({ operation: AUDIT_EXPORT_OPERATION, path: AUDIT_EXPORT_PATH, query: auditFiltersToQuery(filters), signal });
}

// papaparse stays out of the first-load bundle: it is fetched the first time the audit log is read.
let papaLoad: Promise<CsvParser> | null = null;
function loadPapa(): Promise<CsvParser> {
  papaLoad ??= import('papaparse').then((module) => module.default);
  return papaLoad;
}

export interface AuditExportProgress {
  onHeader(columns: AuditColumns): void;
  onRows(rows: string[][]): void;
  onBytes(received: number, total: number | null): void;
}

/** Streams the export through `progress`; resolves when the body ends, rejects with an AbortError when `signal` stops it. */
export async function streamAuditExport(
  filters: AuditFilters,
  progress: AuditExportProgress,
  signal: AbortSignal,
): Promise<void> {
  const [response, papa] = await Promise.all([openAuditExport(filters, signal), loadPapa()]);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) {
    // No stream support (or an empty body): parse what there is in one go.
    const text = await response.text();
    const stream = new Blob([text]).stream();
    await parseCsvStream(stream, papa, handlersFor(progress, total), signal);
    return;
  }
  await parseCsvStream(response.body, papa, handlersFor(progress, total), signal);
}

function handlersFor(progress: AuditExportProgress, total: number | null) {
  return {
    onHeader: (header: string[]) => progress.onHeader(recogniseColumns(header)),
    onRows: (rows: string[][]) => progress.onRows(rows),
    onBytes: (received: number) => progress.onBytes(received, total),
  };
}

export type AuditStreamStatus = 'idle' | 'loading' | 'done' | 'cancelled' | 'error';

export interface AuditStreamState {
  status: AuditStreamStatus;
  /** Null until the header row arrived. */
  columns: AuditColumns | null;
  /**
   * Append-only for one run, shared by reference: copying thousands of rows per chunk would make a long export
   * quadratic. `rowCount` is what changes (and what renders read); a new run gets a new array.
   */
  rows: string[][];
  rowCount: number;
  bytes: number;
  totalBytes: number | null;
  error: unknown;
}

const idleState: AuditStreamState = {
  status: 'idle',
  columns: null,
  rows: [],
  rowCount: 0,
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
    // Fresh per run; handed to state with the header, then grown in place (see AuditStreamState.rows).
    const rows: string[][] = [];
    const isCurrent = () => current.current === handle;
    const progress: AuditExportProgress = {
      onHeader: (columns) => {
        if (isCurrent()) setState((s) => ({ ...s, columns, rows }));
      },
      onRows: (batch) => {
        if (!isCurrent()) return;
        for (const row of batch) rows.push(row);
        setState((s) => ({ ...s, rows, rowCount: rows.length }));
      },
      onBytes: (bytes, totalBytes) => {
        if (isCurrent()) setState((s) => ({ ...s, bytes, totalBytes }));
      },
    };
    void mutateAsync({ filters: runFilters, progress, signal: handle.controller.signal }).then(
      () => {
        if (isCurrent()) setState((s) => ({ ...s, status: 'done', rowCount: rows.length }));
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        if (handle.controller.signal.aborted || isAbort(error)) {
          setState((s) => ({ ...s, status: handle.cancelledByUser ? 'cancelled' : s.status, rowCount: rows.length }));
          return;
        }
        setState((s) => ({ ...s, status: 'error', error, rowCount: rows.length }));
      },
    );
    return () => {
      handle.controller.abort();
      if (current.current === handle) current.current = null;
    };
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
