import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router';
import { useRefusal } from '@/api/permissions';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { useUpdateSearchParams } from '@/lib/url-state';
import { useAuditLogStream, type AuditStreamStatus } from './hooks/use-audit-log-stream';
import { AuditDetailDialog } from './components/audit-detail-dialog';
import { AuditError, fieldErrorFrom } from './components/audit-error';
import { AuditFiltersForm } from './components/audit-filters-form';
import { AuditCharts } from './components/audit-charts';
import type { ChartFocus } from './components/time-chart';
import { AuditTable, type AuditTableHandle } from './components/audit-table';
import { DownloadExportButton } from './components/download-export-button';
import { DownloadShownRowsButton } from './components/download-shown-rows-button';
import { OpenEventNote } from './components/open-event-note';
import { EVENT_PARAM, useOpenEvent } from './hooks/use-open-event';
import { ExportProgress } from './components/export-progress';
import { TableControls } from './components/table-controls';
import { useAuditView } from './hooks/use-audit-view';
import { useTableView } from './hooks/use-table-view';
import { useHeldHeight } from './hooks/use-held-height';
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

/** The account's audit log: filters in the URL, the export streamed into a virtualized table, a detail per event. */
const PAGE_SUMMARY = 'Who did what and when, across the account.';
const PAGE_ACTIONS = 'Filter, open an event for its IP address and attributes, or download the CSV.';

export default function AuditPage() {
  const [params] = useSearchParams();
  const filters = readAuditFilters(params);
  const filtersKey = auditFiltersKey(filters);
  const urlErrors = validateAuditFilters(filters);
  const valid = !hasErrors(urlErrors);
  // Back (or Forward) to this page: the export just read is shown again rather than streamed again. (The app's first
  // location is a POP too, but then nothing has been read.)
  const cameBack = useNavigationType() === NavigationType.Pop;
  const stream = useAuditLogStream(valid ? filters : null, { cameBack });
  const update = useUpdateSearchParams();
  const exportRefusal = useRefusal(null, 'audit-export');
  const table = useTableView(stream.columns);
  const view = useAuditView(stream.store, stream.columns, stream.rowCount, table.filters, table.sort);
  const tableHandle = useRef<AuditTableHandle>(null);
  const openEvent = useOpenEvent(view, stream.columns, stream.status === 'loading', tableHandle);

  const serverFieldError = stream.status === 'error' ? fieldErrorFrom(stream.error) : null;
  const fieldErrors: AuditFilterErrors = serverFieldError
    ? { ...urlErrors, [serverFieldError.field]: serverFieldError.message }
    : urlErrors;

  const doneLoading = stream.status !== 'loading';
  const { columns, rowCount } = stream;
  const loadedEventNames = view?.counts.eventName;
  // Recomputed when a run settles, not per streamed chunk.
  const suggestions = useMemo(
    () => eventNameSuggestions(doneLoading ? (loadedEventNames ?? []) : []),
    [doneLoading, loadedEventNames],
  );
  const range = useMemo(() => ({ start: filters.start, end: filters.end }), [filters.start, filters.end]);

  // Dates set from the time chart start a new run, which unmounts the chart: focus waits on the run's status line
  // meanwhile and moves to the new chart when it mounts (unless the admin went elsewhere by then), by keyboard or by
  // pointer alike, so the next Tab goes on from the chart (see TimeChart's focusOnMount).
  const [chartFocus, setChartFocus] = useState<ChartFocus | null>(null);
  const { ref: resultsRef, hold: holdResults, style: resultsStyle } = useHeldHeight(stream.status);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const chartsShown = columns !== null && view !== null && rowCount > 0;
  if (chartFocus && doneLoading && !chartsShown) setChartFocus(null);
  useLayoutEffect(() => {
    // After a mouse's choice the status line may be scrolled out of sight above the chart: the page stays put.
    if (chartFocus && !chartsShown && document.activeElement === document.body) {
      statusRef.current?.focus({ preventScroll: chartFocus === 'pointer' });
    }
  }, [chartFocus, chartsShown]);
  const focusNewChart = useCallback((): ChartFocus | null => {
    const active = document.activeElement;
    setChartFocus(null);
    return active === document.body || (active !== null && active === statusRef.current) ? chartFocus : null;
  }, [chartFocus]);

  // Cancel, "Load all events" and Retry take their own button away: focus would fall to the page's top, so it waits on
  // the status line instead (unless the admin has moved it elsewhere by the time the button goes).
  const statusFocusFrom = useRef<AuditStreamStatus | null>(null);
  useLayoutEffect(() => {
    const from = statusFocusFrom.current;
    if (from === null) return;
    const active = document.activeElement;
    if ((active === null || active === document.body) && statusRef.current) {
      statusFocusFrom.current = null;
      statusRef.current.focus();
    } else if (stream.status !== from && active !== null && active !== document.body) statusFocusFrom.current = null;
  });
  function cancelExport() {
    statusFocusFrom.current = stream.status;
    stream.cancel();
  }
  function reloadExport() {
    statusFocusFrom.current = stream.status;
    stream.reload();
  }

  function applyFilters(next: AuditFilters) {
    if (auditFiltersKey(next) === filtersKey) {
      // Same filters again: the admin wants fresh data.
      stream.reload();
      return;
    }
    // A new export closes the open event: its position belonged to the old rows.
    update({ ...Object.fromEntries(auditFilterFields.map((field) => [field, next[field] || null])), [EVENT_PARAM]: null });
  }

  // "Only events by …" in the detail: the dialog closes on a new export, so focus waits on its count line, not on a
  // row of the old one.
  function narrow(patch: Partial<AuditFilters>) {
    statusFocusFrom.current = stream.status;
    openEvent.forgetShown();
    applyFilters({ ...filters, ...patch });
  }

  function readShown() {
    if (!view || !columns) return null;
    return { store: view.store, order: view.order, count: view.matchCount, columns: table.visible };
  }

  // The table narrows (value filters), reorders (a sort) or leaves out columns: then what is shown differs from the
  // export, and the admin gets both files, each saying which it is.
  const viewDiffers =
    columns !== null &&
    view !== null &&
    rowCount > 0 &&
    (view.matchCount < view.rowCount || table.sort !== null || table.visible.length < columns.all.length);
  const shownCount = view?.matchCount ?? 0;

  const showTopError = stream.status === 'error' && !serverFieldError;

  return (
    <>
      <PageHeader
        title="Audit log"
        documentTitle="Audit log"
        description={
          // A key refused the export can do none of it: the header's note and the alert below say why. (A refusal
          // learned from a download, while the export itself is read, leaves the rest on offer.)
          exportRefusal === null || stream.status !== 'error' ? `${PAGE_SUMMARY} ${PAGE_ACTIONS}` : PAGE_SUMMARY
        }
        actions={
          <>
            {viewDiffers ? (
              <DownloadShownRowsButton
                filters={filters}
                count={shownCount}
                readShown={readShown}
                aria-describedby="audit-download-which"
              />
            ) : null}
            <DownloadExportButton
              filters={filters}
              label={viewDiffers ? 'Download full export' : 'Download CSV'}
              variant={viewDiffers ? 'secondary' : 'primary'}
              disabled={!valid || exportRefusal !== null || (stream.status === 'done' && rowCount === 0)}
              aria-describedby={
                [exportRefusal ? 'audit-export-refused' : null, viewDiffers ? 'audit-download-which' : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {viewDiffers ? (
              <span id="audit-download-which" className="muted audit-download-which">
                Shown rows: the table as you see it (its filters, sort and columns). Full export: every event the filters above
                select, all columns, as the service sends them.
              </span>
            ) : null}
            {exportRefusal ? (
              <span id="audit-export-refused" className="muted audit-export-refused">
                Not available to this key: {exportRefusal}
              </span>
            ) : null}
          </>
        }
      />
      {/* Refused to this key: no filter would change the answer, so the page is its header and the reason. */}
      {exportRefusal !== null && stream.status === 'error' ? null : (
        <AuditFiltersForm value={filters} errors={fieldErrors} onApply={applyFilters} eventNameSuggestions={suggestions} />
      )}
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
      {showTopError ? <AuditError error={stream.error} onRetry={reloadExport} /> : null}
      {valid ? (
        <ExportProgress
          status={stream.status}
          rowCount={rowCount}
          progress={stream.progress}
          onCancel={cancelExport}
          onReload={reloadExport}
          readAt={stream.readAt}
          statusRef={statusRef}
        />
      ) : null}
      <div className="audit-results" ref={resultsRef} style={resultsStyle}>
        {stream.status === 'loading' && !columns ? <LoadingState label="Loading the audit log…" rows={6} /> : null}
        {stream.truncated ? (
          <p className="state state-warning audit-truncated" role="note">
            The export ended in the middle of an event: the last event may be incomplete. Reload to read it again.
          </p>
        ) : null}
        {chartsShown ? (
          <>
            <AuditCharts
              columns={columns}
              view={view}
              status={stream.status}
              range={range}
              valueFilters={table.filters}
              onFilter={table.setFilter}
              onRange={(start, end, focus) => {
                // A bar of the day already chosen (the hours of one day): the same export again would change nothing.
                if (start === filters.start && end === filters.end) return;
                setChartFocus(focus);
                holdResults();
                applyFilters({ ...filters, start, end });
              }}
              onAllDates={
                filters.start || filters.end
                  ? (focus: ChartFocus) => {
                      // The button goes with the dates: focus waits for the new chart's bars.
                      setChartFocus(focus);
                      holdResults();
                      applyFilters({ ...filters, start: '', end: '' });
                    }
                  : undefined
              }
              focusTimeChart={chartFocus ? focusNewChart : undefined}
            />
            <TableControls
              columns={columns}
              visible={table.visible}
              filters={table.filters}
              deployments={view.counts.deployment ?? []}
              shown={view.matchCount}
              total={view.rowCount}
              streaming={stream.status === 'loading'}
              onFilter={table.setFilter}
              onClearFilters={table.clearFilters}
              onColumns={table.setColumns}
            />
            <OpenEventNote notice={openEvent.notice} onDismiss={openEvent.close} />
            {view.matchCount > 0 ? (
              <AuditTable
                handle={tableHandle}
                columns={columns}
                visible={table.visible}
                store={view.store}
                order={view.order}
                rowCount={view.matchCount}
                busy={stream.status === 'loading'}
                sort={table.sort}
                onSort={table.toggleSort}
                onOpen={openEvent.openAt}
                resetKey={table.key}
              />
            ) : (
              <EmptyState title="No loaded events match the table filters.">
                <Button onClick={table.clearFilters}>Clear table filters</Button>
              </EmptyState>
            )}
          </>
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
      </div>
      {columns ? (
        <AuditDetailDialog
          columns={columns}
          row={openEvent.openRow}
          index={openEvent.openPosition ?? 0}
          count={view?.matchCount ?? 0}
          onNavigate={openEvent.openAt}
          onClose={openEvent.close}
          onCloseAutoFocus={openEvent.returnFocus}
          onFilter={narrow}
        />
      ) : null}
    </>
  );
}
