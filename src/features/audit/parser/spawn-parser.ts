import type { FromParser, ToParser } from './messages';

/** The user-timing mark set when the spare worker has finished warming up. */
const SPARE_READY_MARK = 'switchboard:audit-parser-ready';

/** A parser worker booted while the browser was idle and not yet given a request (see keepSpareAuditParser). */
let spare: Worker | null = null;

function startWorker(): Worker {
  return new Worker(new URL('./audit-parser.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Starts the export parser's worker: its thread starts and its script loads (on demand, from its own file) while
 * the caller gets on with other things; or hands over the spare one already booted. Kept to this small module because
 * the audit route's loader and the app shell import it into the first load: the worker boots while the export's code
 * is still being fetched, or before the audit log is even opened, instead of after (see routes.tsx). Null where there
 * are no workers (jsdom).
 */
export function spawnAuditParser(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  const worker = spare ?? startWorker();
  spare = null;
  return worker;
}

// Not while the console's first page loads (its code, data and drawing come first): this long after the shell mounted,
// then when the browser is next idle (or at the latest IDLE_WAIT_MS later).
const AFTER_FIRST_PAGE_MS = 2_000;
const IDLE_WAIT_MS = 2_000;

/**
 * Boots one spare parser worker once the first page has loaded and the browser is idle (and then runs `alsoWhenIdle`:
 * the app loads the code that starts the export), so that opening the audit log sends the export's request at once: booting a worker (its thread, then its
 * script fetched and compiled) took about 100 ms after the click, all of it added to the export. A spare holds no
 * request and no key until the audit route gives it one; it costs a thread and its script's memory. Returns the
 * cleanup: the spare, if still unclaimed, is stopped (signing out unmounts the shell that keeps it).
 */
export function keepSpareAuditParser(alsoWhenIdle?: () => void): () => void {
  if (typeof Worker === 'undefined' || spare) return () => {};
  let booted: Worker | null = null;
  const boot = () => {
    if (spare) return;
    const worker = startWorker();
    // A spare whose script failed to load (offline, or a new release replaced the file) is never handed over: the
    // route then starts a worker of its own and reports its failure.
    worker.onerror = (event) => {
      event.preventDefault();
      if (spare === worker) spare = null;
      worker.terminate();
    };
    // Parsing sample text now, while the browser is idle, spares the export the cost of running on cold code. The
    // mark tells when the spare is ready (the bench waits for it before it measures anything).
    worker.onmessage = (event: MessageEvent<FromParser>) => {
      if (event.data.type === 'warmed') performance.mark(SPARE_READY_MARK);
    };
    const warm: ToParser = { type: 'warm' };
    worker.postMessage(warm);
    booted = worker;
    spare = worker;
    alsoWhenIdle?.();
  };
  let cancelIdle = () => {};
  const settle = setTimeout(() => {
    // Safari has no requestIdleCallback: at once there.
    if (typeof requestIdleCallback !== 'function') {
      boot();
      return;
    }
    const id = requestIdleCallback(boot, { timeout: IDLE_WAIT_MS });
    cancelIdle = () => cancelIdleCallback(id);
  }, AFTER_FIRST_PAGE_MS);
  return () => {
    clearTimeout(settle);
    cancelIdle();
    if (booted && spare === booted) {
      spare = null;
      booted.terminate();
    }
  };
}
