import { useDeferredValue, useMemo } from 'react';
import type { ChartRole, ViewSnapshot } from '../lib/audit-view';
import type { AuditColumns } from '../lib/columns';
import { chartRange, timeSeries } from '../lib/time-buckets';
import type { ValueFilter } from '../lib/view-params';
import { BarListChart } from './bar-list-chart';
import { TimeChart, type TimeChartProps } from './time-chart';

export interface AuditChartsProps {
  columns: AuditColumns;
  view: ViewSnapshot;
  /** The export's date filters: the time chart spans them when set. */
  range: { start: string; end: string };
  valueFilters: readonly ValueFilter[];
  /** Filters the table by a column's value (null clears that column's filter). */
  onFilter: (column: string, value: string | null) => void;
  onRange: TimeChartProps['onRange'];
  /** Passed to the time chart: whether its bars take focus as they mount. */
  focusTimeChart?: TimeChartProps['focusOnMount'];
}

const BAR_CHARTS: { role: ChartRole; title: string; noun: string; nounPlural: string }[] = [
  { role: 'eventName', title: 'Top events', noun: 'event name', nounPlural: 'event names' },
  { role: 'userEmail', title: 'Top users', noun: 'user', nounPlural: 'users' },
  { role: 'deployment', title: 'Events per deployment', noun: 'deployment', nounPlural: 'deployments' },
];

/** The shape of the log before its rows: when, what, who and where, drawn from the rows as they stream in. */
export function AuditCharts({ columns, view: latest, range, valueFilters, onFilter, onRange, focusTimeChart }: AuditChartsProps) {
  // Charts follow the rows in a deferred, interruptible render: a new batch or filter shows in the table first and
  // never holds the main thread for the charts' SVG as well. Their first drawing too (hence the null to start
  // from): the first rows' commit and layout then carry the table alone, and the charts follow in their own.
  const view = useDeferredValue<ViewSnapshot | null>(latest, null);
  const hours = view?.hours;
  const minTime = view?.minTime ?? Number.NaN;
  const maxTime = view?.maxTime ?? Number.NaN;
  const series = useMemo(() => {
    const span = hours ? chartRange(range, minTime, maxTime) : null;
    return hours && span ? timeSeries(hours, span) : null;
  }, [hours, minTime, maxTime, range]);
  // Holds the charts' place meanwhile, so the table does not jump down when they arrive.
  if (!view) return <div className="audit-charts audit-charts-pending" aria-hidden="true" />;
  return (
    <div className="audit-charts">
      {series ? <TimeChart series={series} onRange={onRange} focusOnMount={focusTimeChart} /> : null}
      {BAR_CHARTS.map(({ role, title, noun, nounPlural }) => {
        const column = columns.byRole[role];
        if (!column) return null;
        const selected = valueFilters.find((filter) => filter.column === column.name)?.value ?? null;
        return (
          <BarListChart
            key={role}
            title={title}
            noun={noun}
            nounPlural={nounPlural}
            items={view.counts[role] ?? []}
            selected={selected}
            onSelect={(value) => onFilter(column.name, value)}
          />
        );
      })}
    </div>
  );
}
