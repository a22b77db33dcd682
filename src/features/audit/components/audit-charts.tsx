import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { AuditStreamStatus } from '../hooks/use-audit-log-stream';
import type { ChartRole, ViewSnapshot } from '../lib/audit-view';
import type { AuditColumns } from '../lib/columns';
import { chartRange, clipToLoaded, timeSeries } from '../lib/time-buckets';
import { cellTest } from '../lib/value-match';
import type { ValueFilter } from '../lib/view-params';
import { BarListChart } from './bar-list-chart';
import { TimeChart, type TimeChartProps } from './time-chart';
import { afterNextFrame } from '@/lib/after-next-frame';

const numberFormat = new Intl.NumberFormat();

export interface AuditChartsProps {
  columns: AuditColumns;
  view: ViewSnapshot;
  /**
   * The export's status: while `loading` an empty chart says "yet"; `cancelled` or `error` mean the rows stop short of
   * the range, and the charts say so and leave out what was never loaded. Defaults to `done`.
   */
  status?: AuditStreamStatus;
  /** The export's date filters: the time chart spans them when set. */
  range: { start: string; end: string };
  valueFilters: readonly ValueFilter[];
  /** Filters the table by a column's value (null clears that column's filter). */
  onFilter: (column: string, value: string | null) => void;
  onRange: TimeChartProps['onRange'];
  onAllDates?: TimeChartProps['onAllDates'];
  /** Passed to the time chart: whether its bars take focus as they mount. */
  focusTimeChart?: TimeChartProps['focusOnMount'];
}

const BAR_CHARTS: { role: ChartRole; title: string; noun: string; nounPlural: string }[] = [
  { role: 'eventName', title: 'Top events', noun: 'event name', nounPlural: 'event names' },
  { role: 'userEmail', title: 'Top users', noun: 'user', nounPlural: 'users' },
  { role: 'deployment', title: 'Events per deployment', noun: 'deployment', nounPlural: 'deployments' },
];

/** "2026-10-12 14:03 UTC" */
function utcMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The one line that says the charts draw part of the range: how many events, the times they span, and which end is
 * missing where their order tells (the spec promises no order: newest first, the earlier end; oldest first, the later).
 */
function partialNote(view: ViewSnapshot): string {
  const events = `the first ${numberFormat.format(view.rowCount)} ${view.rowCount === 1 ? 'event' : 'events'}`;
  const { loadedMinTime: min, loadedMaxTime: max, loadedOrder: order } = view;
  if (Number.isNaN(min) || Number.isNaN(max)) return `Partial: ${events}; the export stopped before the rest.`;
  if (order === 'newest-first') return `Partial: ${events}, back to ${utcMinute(min)}; earlier events are not loaded.`;
  if (order === 'oldest-first') return `Partial: ${events}, up to ${utcMinute(max)}; later events are not loaded.`;
  const span = min === max ? `all at ${utcMinute(min)}` : `from ${utcMinute(min)} to ${utcMinute(max)}`;
  return `Partial: ${events}, ${span}; the rest were not loaded and may fall anywhere in the range.`;
}

/** The shape of the log before its rows: when, what, who and where, drawn from the rows as they stream in. */
export function AuditCharts({
  columns,
  view: latest,
  status = 'done',
  range,
  valueFilters,
  onFilter,
  onRange,
  onAllDates,
  focusTimeChart,
}: AuditChartsProps) {
  // Charts follow the rows in a deferred, interruptible render: a new batch or filter shows in the table first and
  // never holds the main thread for the charts' SVG as well. Their first drawing too (hence the null to start
  // from): the first rows' commit and layout then carry the table alone, and the charts follow in their own.
  const view = useDeferredValue<ViewSnapshot | null>(latest, null);
  const partial = status === 'cancelled' || status === 'error';
  const hours = view?.hours;
  // The chart spans what is loaded, whatever the table filters: a filter changes the bars' heights, never the days
  // under them (a user's first event a day later than the export's moved the whole axis), and when the filters leave
  // no row the chart is there, empty, rather than vanish.
  const loadedMinTime = view?.loadedMinTime ?? Number.NaN;
  const loadedMaxTime = view?.loadedMaxTime ?? Number.NaN;
  const loadedOrder = view?.loadedOrder ?? 'unknown';
  const series = useMemo(() => {
    const chosen = hours ? chartRange(range, loadedMinTime, loadedMaxTime) : null;
    const loaded = { minTime: loadedMinTime, maxTime: loadedMaxTime, order: loadedOrder };
    const span = chosen && partial ? clipToLoaded(chosen, loaded) : chosen;
    return hours && span ? timeSeries(hours, span) : null;
  }, [hours, range, partial, loadedMinTime, loadedMaxTime, loadedOrder]);
  // The bar lists follow the time chart by a frame: drawn in the same one, their first style, layout and paint joined
  // the time chart's in one of the largest main-thread tasks of an export's start (on a machine the page shares with
  // the parser and the server, several times its CPU time).
  const drawn = view !== null;
  const [barsShown, setBarsShown] = useState(false);
  useEffect(() => {
    if (!drawn || barsShown) return;
    return afterNextFrame(() => startTransition(() => setBarsShown(true)));
  }, [drawn, barsShown]);
  // Holds the charts' place meanwhile, so the table does not jump down when they arrive.
  if (!view) return <div className="audit-charts audit-charts-pending" aria-hidden="true" />;
  const loading = status === 'loading';
  const empty =
    view.matchCount === 0 && view.rowCount > 0
      ? `No loaded event matches the table filters${loading ? ' yet' : ''}.`
      : loading
        ? 'Nothing loaded yet.'
        : 'No events.';
  const note = partial ? partialNote(view) : null;
  return (
    <div className={barsShown ? 'audit-charts' : 'audit-charts audit-charts-pending'}>
      {note ? <p className="audit-charts-partial">{note}</p> : null}
      {series ? (
        <TimeChart
          series={series}
          onRange={onRange}
          onAllDates={onAllDates}
          focusOnMount={focusTimeChart}
          note={note}
          empty={view.matchCount === 0 ? empty : undefined}
        />
      ) : null}
      {BAR_CHARTS.map(({ role, title, noun, nounPlural }) => {
        const column = columns.byRole[role];
        if (!column || !barsShown) return null;
        const value = valueFilters.find((filter) => filter.column === column.name)?.value;
        const filter = value === undefined ? null : { value, accepts: cellTest(column, value) };
        return (
          <BarListChart
            key={role}
            title={title}
            noun={noun}
            nounPlural={nounPlural}
            items={view.counts[role] ?? []}
            filter={filter}
            onSelect={(value) => onFilter(column.name, value)}
            empty={empty}
          />
        );
      })}
    </div>
  );
}
