import { prepareRequest, requestRaw, type PreparedRequest, type RequestOptions } from '@/api/http';
import { permissionRefusal, rememberRefusal } from '@/api/permissions';
import { parseAuditExport, type ParseHandlers, type ParseResultSummary } from '../parser/parse-audit-body';
import { auditFiltersToQuery, type AuditFilters } from '../lib/filters';

const AUDIT_EXPORT_PATH = '/api/v1/audit-logs/export';
const AUDIT_EXPORT_OPERATION = 'Export audit log';

function exportRequest(filters: AuditFilters): RequestOptions {
  return { operation: AUDIT_EXPORT_OPERATION, path: AUDIT_EXPORT_PATH, query: auditFiltersToQuery(filters) };
}

/**
 * Opens the export; resolves once the service answered 2xx (the body is still streaming). A 403 is remembered for the
 * session (the permission is the key's, account-wide), so the page offers no download the service will refuse.
 */
export async function openAuditExport(filters: AuditFilters, signal?: AbortSignal): Promise<Response> {
  try {
    return await requestRaw({ ...exportRequest(filters), signal });
  } catch (error) {
    rememberIfRefused(error);
    throw error;
  }
}

// The permission is the key's, account-wide: one refusal turns the export and the download off for the session.
function rememberIfRefused(error: unknown) {
  const refusal = permissionRefusal(error);
  if (refusal) rememberRefusal(null, 'audit-export', refusal);
}

export type AuditExportProgress = ParseHandlers;

/** The export request for `filters`, as data (the worker sends it). */
export function auditExportRequest(filters: AuditFilters): PreparedRequest {
  return prepareRequest(exportRequest(filters));
}

/**
 * Sends the export and parses its body as it streams, through `progress`; rejects with an AbortError when `signal`
 * stops it. A 403 is remembered like `openAuditExport`'s.
 */
export async function streamAuditExport(
  filters: AuditFilters,
  progress: AuditExportProgress,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  try {
    return await parseAuditExport(auditExportRequest(filters), progress, signal);
  } catch (error) {
    rememberIfRefused(error);
    throw error;
  }
}
