import { ApiError } from '@/api/errors';
import { ErrorState } from '@/components/ui/states';
import { Button } from '@/components/ui/button';
import { fieldNamedIn } from '../lib/filters';

/**
 * Why the export failed. A 403 here is about a permission, not a deployment, so it gets its own words; a 400 that
 * names a filter is shown by that field instead (see `fieldErrorFrom`), anything else falls back to `ErrorState`.
 */
export function AuditError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">This key lacks the AuditLogManage permission needed to read the audit log.</p>
        <p className="state-body">
          The service said: “{error.message}”. Sign in with a key whose role includes AuditLogManage (the audit log also needs the
          plan tier that includes it).
        </p>
      </div>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 405 || error.status === 501)) {
    // The export is in the spec but not in the platform's published API document: an account may not offer it.
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">This service does not offer the audit log export.</p>
        <p className="state-body">
          It answered {error.status} (“{error.message}”) for <code>GET /api/v1/audit-logs/export</code>. The export is described
          in the management API spec but is not part of the platform&apos;s published API reference, so an account may not offer
          it. Use the audit log page of the platform itself.
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    );
  }
  if (error instanceof ApiError && error.status === 400) {
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">The service refused these filters</p>
        <p className="state-body">{error.message}</p>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    );
  }
  return <ErrorState error={error} what="the audit log" onRetry={onRetry} />;
}

/** A 400 naming one filter: its message, for that field. */
export function fieldErrorFrom(error: unknown): { field: NonNullable<ReturnType<typeof fieldNamedIn>>; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = fieldNamedIn(error.message);
  return field ? { field, message: error.message } : null;
}
