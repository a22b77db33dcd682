import type { PreparedRequest } from '@/api/http';
import { ExportWorker } from './export-worker';

// A run nobody claims (the page never rendered: an error, a quick navigation away) must not stream on in the background.
const UNCLAIMED_MS = 10_000;

let early: { key: string; worker: ExportWorker; timer: ReturnType<typeof setTimeout> } | null = null;
/** Requests the page shows now (a run, finished or not); opening the route again for them starts nothing. */
const shown = new Map<string, number>();

function keyOf(request: PreparedRequest): string {
  return `${request.init.method} ${request.url} ${request.init.headers.Authorization ?? ''}`;
}

function dropEarly() {
  if (!early) return;
  clearTimeout(early.timer);
  early.worker.terminate();
  early = null;
}

/**
 * Starts the export's request and parsing when the route is opened, while the page's code still loads, so the body
 * starts streaming as early as a bare fetch would; the page's run claims it (`claimEarlyExport`). A route change that
 * leaves the export's request unchanged (a table filter in the URL) starts nothing: the page keeps its run.
 * `spawned`: a parser worker the route started while this code loaded; used for the run, or stopped when none starts.
 */
export function startExportEarly(request: PreparedRequest, spawned?: Worker | null): void {
  if (typeof Worker === 'undefined') return;
  const key = keyOf(request);
  if (shown.has(key) || early?.key === key) {
    spawned?.terminate();
    return;
  }
  dropEarly();
  early = { key, worker: new ExportWorker(request, spawned ?? undefined), timer: setTimeout(dropEarly, UNCLAIMED_MS) };
}

/** The early run for exactly this request, if one was started and not yet claimed. */
export function claimEarlyExport(request: PreparedRequest): ExportWorker | null {
  if (!early || early.key !== keyOf(request)) return null;
  const { worker, timer } = early;
  clearTimeout(timer);
  early = null;
  return worker;
}

/** Marks the request as shown by the page until the returned function is called (the page drops that run). */
export function holdShownExport(request: PreparedRequest): () => void {
  const key = keyOf(request);
  shown.set(key, (shown.get(key) ?? 0) + 1);
  return () => {
    const count = (shown.get(key) ?? 1) - 1;
    if (count > 0) shown.set(key, count);
    else shown.delete(key);
  };
}
