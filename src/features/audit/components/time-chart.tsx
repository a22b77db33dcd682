import { useRef, useState, type PointerEvent } from 'react';
import { isoDay, type TimeBucket, type TimeSeries } from '../lib/time-buckets';
import { ChartCard } from './chart-card';

const numberFormat = new Intl.NumberFormat();
// viewBox units per bucket and the plot's height; the SVG stretches to its box (preserveAspectRatio="none").
const BAR = 10;
const HEIGHT = 100;
const HINTS: Record<TimeSeries['unit'], string> = {
  hour: 'Drag across the bars to narrow the dates to the days they cover.',
  day: 'Drag across the bars to narrow the dates; click a day to see it by the hour.',
  week: 'Drag across the bars to narrow the dates to those weeks.',
};

function bucketLabel(bucket: TimeBucket, unit: TimeSeries['unit']): string {
  if (unit === 'day') return isoDay(bucket.start);
  if (unit === 'week') return `week of ${isoDay(bucket.start)}`;
  return `${isoDay(bucket.start)} ${new Date(bucket.start).toISOString().slice(11, 16)} UTC`;
}

function summarizeSeries(series: TimeSeries): string {
  const { buckets, unit, total } = series;
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) return 'No events to place in time.';
  const per = unit;
  const span = `${bucketLabel(first, unit)} to ${bucketLabel(last, unit)}`;
  if (total === 0) return `Events per ${per} from ${span}: none.`;
  const busiest = buckets.reduce((best, bucket) => (bucket.count > best.count ? bucket : best), first);
  const active = buckets.filter((bucket) => bucket.count > 0).length;
  const units = `${numberFormat.format(buckets.length)} ${per}s`;
  return (
    `Events per ${per} from ${span} (${units}): ${numberFormat.format(total)} events, on ${numberFormat.format(active)} of them. ` +
    `The busiest ${per} was ${bucketLabel(busiest, unit)} with ${numberFormat.format(busiest.count)}.`
  );
}

export interface TimeChartProps {
  series: TimeSeries;
  /** Dragging across the bars (or clicking one) picks whole UTC days: the export's start and end filters. */
  onRange: (start: string, end: string) => void;
}

/**
 * Events over time as bars, hand-drawn in SVG. Dragging across it sets the date range (a click on one bar picks
 * that day, which then reads by the hour). The date fields above do the same from the keyboard.
 */
export function TimeChart({ series, onRange }: TimeChartProps) {
  const { buckets, unit } = series;
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const max = buckets.reduce((m, bucket) => Math.max(m, bucket.count), 0);
  const width = Math.max(1, buckets.length) * BAR;

  function bucketAt(clientX: number): number {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return 0;
    const index = Math.floor(((clientX - box.left) / box.width) * buckets.length);
    return Math.min(buckets.length - 1, Math.max(0, index));
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0 || buckets.length === 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = bucketAt(event.clientX);
    setDrag({ from: at, to: at });
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drag) return;
    const at = bucketAt(event.clientX);
    if (at !== drag.to) setDrag({ ...drag, to: at });
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    if (!drag) return;
    const to = bucketAt(event.clientX);
    setDrag(null);
    const first = buckets[Math.min(drag.from, to)];
    const last = buckets[Math.max(drag.from, to)];
    if (first && last) onRange(isoDay(first.start), isoDay(last.end - 1));
  }

  const selection = drag ? { from: Math.min(drag.from, drag.to), to: Math.max(drag.from, drag.to) } : null;
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const middle = buckets[Math.floor(buckets.length / 2)];

  return (
    <ChartCard
      className="audit-chart-time"
      title={`Events per ${unit}`}
      summary={summarizeSeries(series)}
      table={
        <div className="audit-chart-table-scroll">
          <table className="table audit-mini-table">
            <caption className="visually-hidden">Events per {unit}</caption>
            <thead>
              <tr>
                <th scope="col">{unit === 'hour' ? 'Hour (UTC)' : unit === 'day' ? 'Day (UTC)' : 'Week (UTC)'}</th>
                <th scope="col">Events</th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <td>{bucketLabel(bucket, unit)}</td>
                  <td className="num">{numberFormat.format(bucket.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    >
      <div className="audit-time-plot">
        <span className="audit-time-max muted" aria-hidden="true">
          {numberFormat.format(max)}
        </span>
        <svg
          ref={svgRef}
          className="audit-time-svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Events per ${unit}. Drag across the bars to set the date range.`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          {buckets.map((bucket, index) => {
            const height = max > 0 ? (bucket.count / max) * (HEIGHT - 2) : 0;
            return (
              <rect
                key={bucket.start}
                className="audit-time-bar"
                x={index * BAR + 1}
                y={HEIGHT - height}
                width={BAR - 2}
                height={height}
              >
                <title>{`${bucketLabel(bucket, unit)}: ${numberFormat.format(bucket.count)} events`}</title>
              </rect>
            );
          })}
          {selection ? (
            <rect
              className="audit-time-brush"
              x={selection.from * BAR}
              y={0}
              width={(selection.to - selection.from + 1) * BAR}
              height={HEIGHT}
            />
          ) : null}
        </svg>
        <div className="audit-time-axis muted" aria-hidden="true">
          <span>{first ? bucketLabel(first, unit) : ''}</span>
          <span>{middle && buckets.length > 2 ? bucketLabel(middle, unit) : ''}</span>
          <span>{last && buckets.length > 1 ? bucketLabel(last, unit) : ''}</span>
        </div>
      </div>
      <p className="hint audit-time-hint">{HINTS[unit]}</p>
    </ChartCard>
  );
}
