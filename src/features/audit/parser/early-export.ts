import type { PreparedRequest } from '@/api/http';
import { subscribeToCredentials } from '@/api/credentials';
import { ExportWorker } from './export-worker';

// A run nobody claims (the page never rendered: an error, a quick navigation away) must not stream on in the background.
const UNCLAIMED_MS = 10_000;

let early: { key: string; worker: ExportWorker; timer: ReturnType<typeof setTimeout> } | null = null;
/** Requests the page shows now (a run, finished or not); opening the route again for them starts nothing. */
const shown = new Map<string, number>();

/**
 * A short hash (cyrb53, 53 bits) of the request's credentials: runs for another key practically never match, and the
 * key itself is never kept as a map key here (it stays only in the request the worker was given).
 */
function credentialsHash(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What a run is known by here: the request and whose it is (exported for its test). */
export function runKeyOf(request: PreparedRequest): string {
  return `${request.init.method} ${request.url} ${credentialsHash(request.init.headers.Authorization ?? '')}`;
}

function dropEarly() {
  if (!early) return;
  clearTimeout(early.timer);
  early.worker.terminate();
  early = null;
}

// Signing out (or a rejected key) ends an unclaimed run at once: its rows belong to the session that just ended.
subscribeToCredentials((signedIn) => {
  if (!signedIn) dropEarly();
});

/**
 * Starts the export's request and parsing when the route is opened, while the page's code still loads, so the body
 * starts streaming as early as a bare fetch would; the page's run claims it (`claimEarlyExport`). A route change that
 * leaves the export's request unchanged (a table filter in the URL) starts nothing: the page keeps its run.
 * `spawned`: a parser worker the route started while this code loaded; used for the run, or stopped when none starts.
 */
export function startExportEarly(request: PreparedRequest, spawned?: Worker | null): void {
  if (typeof Worker === 'undefined') return;
  const key = runKeyOf(request);
  if (shown.has(key) || early?.key === key) {
    spawned?.terminate();
    return;
  }
  dropEarly();
  early = { key, worker: new ExportWorker(request, spawned ?? undefined), timer: setTimeout(dropEarly, UNCLAIMED_MS) };
}

/** The early run for exactly this request, if one was started and not yet claimed. */
export function claimEarlyExport(request: PreparedRequest): ExportWorker | null {
  if (!early || early.key !== runKeyOf(request)) return null;
  const { worker, timer } = early;
  clearTimeout(timer);
  early = null;
  return worker;
}

/**
 * Stops the early run for this request if nobody claims it by the end of the current task (the page's run was aborted
 * before it started). Not at once: under StrictMode the page's first run is aborted by the effect's rehearsal cleanup
 * and the second run, started in the same task, claims it.
 */
export function dropEarlyExport(request: PreparedRequest): void {
  const run = early;
  if (run?.key !== runKeyOf(request)) return;
  setTimeout(() => {
    if (early === run) dropEarly();
  }, 0);
}

/** Marks the request as shown by the page until the returned function is called (the page drops that run). */
export function holdShownExport(request: PreparedRequest): () => void {
  const key = runKeyOf(request);
  shown.set(key, (shown.get(key) ?? 0) + 1);
  return () => {
    const count = (shown.get(key) ?? 1) - 1;
    if (count > 0) shown.set(key, count);
    else shown.delete(key);
  };
}
