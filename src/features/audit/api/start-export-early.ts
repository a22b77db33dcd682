import { holdShownExport, startExportEarly } from '../parser/early-export';
import { finishedExport, forgetFinishedExport, keepFinishedExport, type FinishedExport } from '../parser/finished-export';
import { hasErrors, readAuditFilters, validateAuditFilters, type AuditFilters } from '../lib/filters';
import { auditExportRequest } from './export-audit-log';

/**
 * For the route's loader: starts the export that the page opened at these search params will show, while the page's
 * code loads (nothing when the filters are invalid: the page asks for a fix instead). `spawned`: a parser worker the
 * route started meanwhile (see spawnAuditParser), used for that export or stopped.
 */
export function startAuditExportEarly(params: URLSearchParams, spawned?: Worker | null): void {
  const filters = readAuditFilters(params);
  if (hasErrors(validateAuditFilters(filters))) {
    spawned?.terminate();
    return;
  }
  const request = auditExportRequest(filters);
  // Back to the export just read: the page shows it again (finishedAuditExport), nothing is asked for.
  if (finishedExport(request)) {
    spawned?.terminate();
    return;
  }
  startExportEarly(request, spawned);
}

/** For the page: while it shows the export for `filters`, opening the route at them again starts no second one. */
export function holdAuditExport(filters: AuditFilters): () => void {
  return holdShownExport(auditExportRequest(filters));
}

/** For the page: the export it read to the end for `filters` with this key, if it is still kept (finished-export.ts). */
export function finishedAuditExport(filters: AuditFilters): FinishedExport | null {
  return finishedExport(auditExportRequest(filters));
}

/** For the page: keeps the export it has just read to the end (`request`: as it was sent), for a Back to it. */
export const keepFinishedAuditExport = keepFinishedExport;

/** For the page: a new run starts, so the export kept from before is let go (one large export in memory, not two). */
export const forgetFinishedAuditExport = forgetFinishedExport;
