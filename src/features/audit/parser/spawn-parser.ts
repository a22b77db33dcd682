/**
 * Starts the export parser's worker: its thread starts and its script loads (on demand, from its own file) while
 * the caller gets on with other things. Kept to this one function because the audit route's loader imports it into
 * the first load: on the first visit the worker boots while the export's code is still being fetched, instead of after
 * it (see routes.tsx). Null where there are no workers (jsdom).
 */
export function spawnAuditParser(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./audit-parser.worker.ts', import.meta.url), { type: 'module' });
}
