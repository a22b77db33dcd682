import { requestRaw } from '@/api/http';
import { permissionRefusal, rememberRefusal } from '@/api/permissions';
import { parseAuditBody, type ParseHandlers, type ParseResultSummary } from '../parser/parse-audit-body';
import { auditFiltersToQuery, type AuditFilters } from '../lib/filters';

const AUDIT_EXPORT_PATH = '/api/v1/audit-logs/export';
const AUDIT_EXPORT_OPERATION = 'Export audit log';

/**
 * Opens the export; resolves once the service answered 2xx (the body is still streaming). A 403 is remembered for the
 * session (the permission is the key's, account-wide), so the page offers no download the service will refuse.
 */
export async function openAuditExport(filters: AuditFilters, signal?: AbortSignal): Promise<Response> {
  try {
    return await requestRaw({
      operation: AUDIT_EXPORT_OPERATION,
      path: AUDIT_EXPORT_PATH,
      query: auditFiltersToQuery(filters),
      signal,
    });
  } catch (error) {
    const refusal = permissionRefusal(error);
    if (refusal) rememberRefusal(null, 'audit-export', refusal);
    throw error;
  }
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
