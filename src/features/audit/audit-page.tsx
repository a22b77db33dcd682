import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { useUpdateSearchParams } from '@/lib/url-state';
import { useDownloadAuditLog } from './api/download-audit-log';
import { useAuditLogStream } from './api/export-audit-log';
import { AuditDetailDialog } from './components/audit-detail-dialog';
import { AuditError, fieldErrorFrom } from './components/audit-error';
import { AuditFiltersForm } from './components/audit-filters-form';
import { AuditTable } from './components/audit-table';
import { ExportProgress } from './components/export-progress';
import { eventNameSuggestions } from './lib/event-names';
import {
  auditFilterFields,
  auditFiltersKey,
  describeAuditFilters,
  hasAnyFilter,
  hasErrors,
  readAuditFilters,
  validateAuditFilters,
  type AuditFilterErrors,
  type AuditFilters,
} from './lib/filters';
import './audit.css';

function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403)
    return 'This key lacks the AuditLogManage permission needed to export the audit log.';
  return describeError(error);
}

/** The account's audit log: filters in the URL, the export streamed into a virtualized table, a detail per event. */
export default function AuditPage() {
  const [params] = useSearchParams();
  const filters = readAuditFilters(params);
  const filtersKey = auditFiltersKey(filters);
  const urlErrors = validateAuditFilters(filters);
  const valid = !hasErrors(urlErrors);
  const stream = useAuditLogStream(valid ? filters : null);
  const update = useUpdateSearchParams();
  const download = useDownloadAuditLog();
  const toast = useToast();
  // The open row belongs to one run's rows: a new run (other filters, reload) closes it.
  const [open, setOpen] = useState<{ rows: readonly string[][]; index: number } | null>(null);
  const openIndex = open && open.rows === stream.rows && open.index < stream.rowCount ? open.index : null;

  const serverFieldError = stream.status === 'error' ? fieldErrorFrom(stream.error) : null;
  const fieldErrors: AuditFilterErrors = serverFieldError
    ? { ...urlErrors, [serverFieldError.field]: serverFieldError.message }
    : urlErrors;

  const doneLoading = stream.status !== 'loading';
  const { columns, rows, rowCount } = stream;
  // Recomputed when a run settles, not per streamed chunk.
  const suggestions = useMemo(
    () => eventNameSuggestions(doneLoading ? columns : null, rows, doneLoading ? rowCount : 0),
    [doneLoading, columns, rows, rowCount],
  );

  function applyFilters(next: AuditFilters) {
    if (auditFiltersKey(next) === filtersKey) {
      // Same filters again: the admin wants fresh data.
      stream.reload();
      return;
    }
    update(Object.fromEntries(auditFilterFields.map((field) => [field, next[field] || null])));
  }

  function narrow(patch: Partial<AuditFilters>) {
    setOpen(null);
    applyFilters({ ...filters, ...patch });
  }

  function startDownload() {
    download.mutate(filters, {
      onSuccess: (fileName) => toast({ title: 'Download ready', description: fileName, tone: 'success' }),
      onError: (error) => toast({ title: 'The download failed', description: downloadErrorMessage(error), tone: 'error' }),
    });
  }

  const showTopError = stream.status === 'error' && !serverFieldError;

  return (
    <>
      <PageHeader
        title="Audit log"
        documentTitle="Audit log"
        description="Who did what and when, across the account. Filter, open an event for its IP address and attributes, or download the CSV."
        actions={
          <Button variant="primary" onClick={startDownload} pending={download.isPending} disabled={!valid}>
            {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
        }
      />
      <AuditFiltersForm value={filters} errors={fieldErrors} onApply={applyFilters} eventNameSuggestions={suggestions} />
      {!valid ? (
        <p className="form-error" role="alert">
          Fix the highlighted filters to load the audit log.
        </p>
      ) : null}
      {serverFieldError ? (
        <p className="form-error" role="alert">
          The service refused the filters; see the message by the field.
        </p>
      ) : null}
      {showTopError ? <AuditError error={stream.error} onRetry={stream.reload} /> : null}
      {valid ? (
        <ExportProgress
          status={stream.status}
          rowCount={rowCount}
          bytes={stream.bytes}
          totalBytes={stream.totalBytes}
          onCancel={stream.cancel}
          onReload={stream.reload}
        />
      ) : null}
      {stream.status === 'loading' && !columns ? <LoadingState label="Loading the audit log…" rows={6} /> : null}
      {columns && rowCount > 0 ? (
        <AuditTable
          columns={columns}
          rows={rows}
          rowCount={rowCount}
          busy={stream.status === 'loading'}
          onOpen={(index) => setOpen({ rows, index })}
        />
      ) : null}
      {stream.status === 'done' && rowCount === 0 ? (
        <EmptyState title={hasAnyFilter(filters) ? 'No events match these filters.' : 'The audit log is empty.'}>
          {hasAnyFilter(filters) ? (
            <>
              <p>Nothing matched {describeAuditFilters(filters)}.</p>
              <Button onClick={() => applyFilters({ start: '', end: '', search: '', eventName: '', userEmail: '' })}>
                Clear all filters
              </Button>
            </>
          ) : null}
        </EmptyState>
      ) : null}
      {columns ? (
        <AuditDetailDialog
          columns={columns}
          row={openIndex !== null ? (rows[openIndex] ?? null) : null}
          index={openIndex ?? 0}
          count={rowCount}
          onNavigate={(index) => setOpen({ rows, index })}
          onClose={() => setOpen(null)}
          onFilter={narrow}
        />
      ) : null}
    </>
  );
}
