import { holdShownExport, startExportEarly } from '../parser/early-export';
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
  startExportEarly(auditExportRequest(filters), spawned);
}

/** For the page: while it shows the export for `filters`, opening the route at them again starts no second one. */
export function holdAuditExport(filters: AuditFilters): () => void {
  return holdShownExport(auditExportRequest(filters));
}
