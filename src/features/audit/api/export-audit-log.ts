import { requestRaw } from '@/api/http';
import { parseAuditBody, type ParseHandlers, type ParseResultSummary } from '../parser/parse-audit-body';
import { auditFiltersToQuery, type AuditFilters } from '../lib/filters';

export const AUDIT_EXPORT_PATH = '/api/v1/audit-logs/export';
export const AUDIT_EXPORT_OPERATION = 'Export audit log';

/** Opens the export; resolves once the service answered 2xx (the body is still streaming). */
export function openAuditExport(filters: AuditFilters, signal?: AbortSignal): Promise<Response> {
  return requestRaw({ operation: AUDIT_EXPORT_OPERATION, path: AUDIT_EXPORT_PATH, query: auditFiltersToQuery(filters), signal });
}

export interface AuditExportProgress extends ParseHandlers {
  /** The body's length when the service sent one. */
  onLength(total: number | null): void;
}

/** Streams and parses the export through `progress`; rejects with an AbortError when `signal` stops it. */
export function streamAuditExport(
  filters: AuditFilters,
  progress: AuditExportProgress,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  const openBody = async () => {
    const response = await openAuditExport(filters, signal);
    const length = Number(response.headers.get('content-length'));
    progress.onLength(Number.isFinite(length) && length > 0 ? length : null);
    // No stream support (or an empty body): parse what there is in one go.
    return response.body ?? new Blob([await response.text()]).stream();
  };
  return parseAuditBody(openBody, progress, signal);
}
