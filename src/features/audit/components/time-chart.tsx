import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { isoDay, type TimeBucket, type TimeSeries } from '../lib/time-buckets';
import { ChartCard } from './chart-card';
import { Button } from '@/components/ui/button';
import { PHONE_OR_TOUCH, useMediaQuery } from '@/lib/use-media-query';

const numberFormat = new Intl.NumberFormat();
// viewBox units per bucket and the plot's height; the SVG stretches to its box (preserveAspectRatio="none").
const BAR = 10;
const HEIGHT = 100;
const HINTS: Record<TimeSeries['unit'], string> = {
  hour: 'Drag across the bars to narrow the dates to the days they cover.',
  day: 'Drag across the bars to narrow the dates; click a day to see it by the hour.',
  week: 'Drag across the bars to narrow the dates to those weeks.',
};
// On a phone or a touch screen a tap picks nothing (so a page scrolled with a finger on the chart never starts a new
// export), and only a sideways drag does: the hint says that, not "click".
const TOUCH_HINTS: Record<TimeSeries['unit'], string> = {
  hour: 'Drag sideways across the bars to narrow the dates to the days they cover.',
  // A day's bar is a few pixels wide on a phone, too narrow to drag within: its table (Show table) names each one.
  day: 'Drag sideways across the bars to narrow the dates to those days, or pick one day in its table.',
  week: 'Drag sideways across the bars to narrow the dates to those weeks, or pick one week in its table.',
};
/** What a day's or a week's button in the table view does, after its label (which starts its name). */
const PICK_NAMES: Partial<Record<TimeSeries['unit'], string>> = {
  day: 'narrow the dates to this day',
  week: 'narrow the dates to this week',
};
// How far a finger moves before its gesture counts as a drag (sideways) or a scroll (up or down), in CSS pixels.
const TOUCH_SLOP = 10;
const KEYBOARD_HINT =
  'From the keyboard: focus the bars, move with the arrow keys (Home, End), extend with Shift and an arrow (Escape shrinks it back to one bar), and press Enter to set the dates.';

function bucketLabel(bucket: TimeBucket, unit: TimeSeries['unit']): string {
  if (unit === 'day') return isoDay(bucket.start);
  if (unit === 'week') return `week of ${isoDay(bucket.start)}`;
  return `${isoDay(bucket.start)} ${new Date(bucket.start).toISOString().slice(11, 16)} UTC`;
}

function summarizeSeries(series: TimeSeries, empty: string | undefined): string {
  const { buckets, unit, total } = series;
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) return 'No events to place in time.';
  const per = unit;
  const span = `${bucketLabel(first, unit)} to ${bucketLabel(last, unit)}`;
  if (total === 0) return `Events per ${per} from ${span}: none.${empty ? ` ${empty}` : ''}`;
  const busiest = buckets.reduce((best, bucket) => (bucket.count > best.count ? bucket : best), first);
  const active = buckets.filter((bucket) => bucket.count > 0).length;
  const units = `${numberFormat.format(buckets.length)} ${buckets.length === 1 ? per : `${per}s`}`;
  const events = `${numberFormat.format(total)} ${total === 1 ? 'event' : 'events'}`;
  return (
    `Events per ${per} from ${span} (${units}): ${events}, on ${numberFormat.format(active)} of them. ` +
    `The busiest ${per} was ${bucketLabel(busiest, unit)} with ${numberFormat.format(busiest.count)}.`
  );
}

/** How a click on a table's day came: Enter or Space (no presses), a finger or pen (no focus moves), or a mouse. */
function clickFocus(event: MouseEvent<HTMLButtonElement>): ChartFocus | null {
  if (event.detail === 0) return 'keyboard';
  // Chromium and Firefox click with a PointerEvent naming the pointer; a click without one is taken as the mouse's.
  const pointerType = (event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType;
  return pointerType === 'touch' || pointerType === 'pen' ? null : 'pointer';
}

/** The index of the bar holding `time` (the first or the last bar when it falls outside them all). */
function indexOfTime(buckets: readonly TimeBucket[], time: number): number {
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((buckets[mid]?.start ?? 0) <= time) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** How the dates were set from the chart that this one replaces. */
export type ChartFocus = 'keyboard' | 'pointer';

export interface TimeChartProps {
  series: TimeSeries;
  /**
   * Dragging across the bars (or clicking one, or a day or week in the table view) picks whole UTC days: the export's
   * start and end filters. `focus`: how the chart had focus when the dates were set (Enter or Space; a mouse press,
   * which focuses it; null for a finger, which does not), so the page can bring it back to the chart that replaces
   * this one.
   */
  onRange: (start: string, end: string, focus: ChartFocus | null) => void;
  /**
   * Asked once as the bars mount: whether focus moves to them, as the previous chart had it when it set the dates.
   * `keyboard` shows the chosen span as the bars' selection; `pointer` (a click or drag) focuses them quietly, so the
   * next Tab goes on from the chart rather than from the top of the page.
   */
  focusOnMount?: () => ChartFocus | null;
  /** Said before the summary: the export stopped early, so the bars cover part of the range (see AuditCharts). */
  note?: string | null;
  /** Said when no event falls in the range: why (still loading, or the table filters leave none). */
  empty?: string;
  /**
   * Set while the export is narrowed to dates: the way back out of a chosen span (one clicked day reads by the hour,
   * and no drag across its hours widens it again) to every date.
   */
  onAllDates?: (focus: ChartFocus) => void;
}

/**
 * Events over time as bars, hand-drawn in SVG. Dragging across it sets the date range (a click on one bar picks
 * that day, which then reads by the hour; on a touch screen only a sideways drag does, so the page still scrolls, and
 * the table view's days are buttons a finger can hit); from the keyboard the bars are a list: arrows move,
 * Shift+arrows extend, Enter or Space sets the dates.
 */
export function TimeChart({ series, onRange, focusOnMount, note, empty, onAllDates }: TimeChartProps) {
  const { buckets, unit } = series;
  const svgRef = useRef<SVGSVGElement>(null);
  // A drag's and the keyboard's places are kept as times (each bar's start), not bar indexes: while the export loads,
  // days are added on either side, and the bar an admin chose must stay chosen rather than slide to another day.
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  // The keyboard's place in the bars and the span Shift+arrows grew from it; null until focused.
  const [cursor, setCursor] = useState<{ at: number; anchor: number } | null>(null);
  const barId = useId();
  const hintId = useId();
  const phoneOrTouch = useMediaQuery(PHONE_OR_TOUCH);
  // Set by a press on the plot, which focuses it too: the keyboard's marks then stay off while the mouse drags.
  const pressed = useRef(false);
  // A finger (or pen) down on the plot, not yet a drag: it becomes one only by moving sideways. A tap or a vertical
  // swipe sets nothing (the plot is `touch-action: pan-y`, so the browser scrolls the page and cancels the pointer).
  const touch = useRef<{ x: number; y: number; at: number } | null>(null);
  // Read at mount only: a later prop change never moves focus.
  const mountFocus = useRef(focusOnMount);
  // Set while the chart focuses itself at mount: the dates just set from the old chart are all of this one's bars.
  const focusingAtMount = useRef(false);
  // Set while focus came with a mouse's choice (see focusOnMount): no keyboard marks until a key is pressed. Kept
  // until then, not only while focusing: a page in a background tab gets its focus event when the admin returns.
  const quietFocus = useRef(false);
  useEffect(() => {
    const how = mountFocus.current?.();
    if (!how) return;
    focusingAtMount.current = true;
    quietFocus.current = how === 'pointer';
    // The mouse was on the old chart, where this one now is: nothing to scroll to.
    svgRef.current?.focus({ preventScroll: how === 'pointer' });
    focusingAtMount.current = false;
  }, []);
  const max = buckets.reduce((m, bucket) => Math.max(m, bucket.count), 0);
  const width = Math.max(1, buckets.length) * BAR;

  /** The start of the bar under the pointer. */
  function bucketAt(clientX: number): number {
    const box = svgRef.current?.getBoundingClientRect();
    const index = !box || box.width <= 0 ? 0 : Math.floor(((clientX - box.left) / box.width) * buckets.length);
    return startAt(index);
  }

  function startAt(index: number): number {
    return buckets[Math.min(buckets.length - 1, Math.max(0, index))]?.start ?? 0;
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    pressed.current = true;
    setCursor(null);
    if (event.button !== 0 || buckets.length === 0) return;
    const at = bucketAt(event.clientX);
    if (event.pointerType === 'touch' || event.pointerType === 'pen') {
      touch.current = { x: event.clientX, y: event.clientY, at };
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ from: at, to: at });
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const start = touch.current;
    if (start) {
      const dx = Math.abs(event.clientX - start.x);
      const dy = Math.abs(event.clientY - start.y);
      if (dx < TOUCH_SLOP && dy < TOUCH_SLOP) return;
      touch.current = null;
      if (dy >= dx) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ from: start.at, to: bucketAt(event.clientX) });
      return;
    }
    if (!drag) return;
    const at = bucketAt(event.clientX);
    if (at !== drag.to) setDrag({ ...drag, to: at });
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    pressed.current = false;
    touch.current = null;
    if (!drag) return;
    const to = bucketAt(event.clientX);
    setDrag(null);
    // A mouse press focuses the plot, and the new chart takes that focus over. A finger's drag (which may follow a
    // tap that focused it) moves no focus: on a touch screen it would ring the new chart.
    pick(drag.from, to, event.pointerType === 'mouse' && document.activeElement === svgRef.current ? 'pointer' : null);
  }

  function pick(from: number, to: number, focus: ChartFocus | null) {
    const first = buckets[indexOfTime(buckets, Math.min(from, to))];
    const last = buckets[indexOfTime(buckets, Math.max(from, to))];
    if (first && last) onRange(isoDay(first.start), isoDay(last.end - 1), focus);
  }

  const lastIndex = buckets.length - 1;
  // The keyboard's bars as indexes into this series (a new series may have other bars: the nearest one stands in).
  const keys = cursor ? { at: indexOfTime(buckets, cursor.at), anchor: indexOfTime(buckets, cursor.anchor) } : null;

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    quietFocus.current = false;
    if (buckets.length === 0) return;
    const current = keys ?? { at: lastIndex, anchor: lastIndex };
    const moves: Record<string, number> = {
      ArrowLeft: current.at - 1,
      ArrowRight: current.at + 1,
      ArrowDown: current.at - 1,
      ArrowUp: current.at + 1,
      Home: 0,
      End: lastIndex,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const at = startAt(target);
      setCursor({ at, anchor: event.shiftKey ? startAt(current.anchor) : at });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(startAt(current.anchor), startAt(current.at), 'keyboard');
    } else if (event.key === 'Escape' && current.anchor !== current.at) {
      event.preventDefault();
      setCursor({ at: startAt(current.at), anchor: startAt(current.at) });
    }
  }

  const dragged = drag ? { from: indexOfTime(buckets, drag.from), to: indexOfTime(buckets, drag.to) } : null;
  const selection = dragged
    ? { from: Math.min(dragged.from, dragged.to), to: Math.max(dragged.from, dragged.to) }
    : keys
      ? { from: Math.min(keys.at, keys.anchor), to: Math.max(keys.at, keys.anchor) }
      : null;
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const middle = buckets[Math.floor(buckets.length / 2)];
  // The hours' table has none: its range is a few days already, and a drag across the bars narrows it.
  const pickName = PICK_NAMES[unit];

  return (
    <ChartCard
      className="audit-chart-time"
      title={`Events per ${unit}`}
      summary={note ? `${note} ${summarizeSeries(series, empty)}` : summarizeSeries(series, empty)}
      table={
        <table className="table audit-mini-table">
          <caption className="visually-hidden">Events per {unit}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'hour' ? 'Hour (UTC)' : unit === 'day' ? 'Day (UTC)' : 'Week (UTC)'}</th>
              <th scope="col" className="num">
                Events
              </th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <td>
                  {pickName ? (
                    // The bars' click, for a finger (a day's bar is a few pixels wide on a phone) and for reading down
                    // a list: the day (or week) becomes the dates. Focus follows as after the bars: the keyboard's
                    // (Enter or Space: `detail` 0) and the mouse's to the new chart, a finger's nowhere.
                    <button
                      type="button"
                      className="audit-pick-day"
                      aria-label={`${bucketLabel(bucket, unit)}: ${pickName}`}
                      onClick={(event) => pick(bucket.start, bucket.start, clickFocus(event))}
                    >
                      {bucketLabel(bucket, unit)}
                    </button>
                  ) : (
                    bucketLabel(bucket, unit)
                  )}
                </td>
                <td className="num">{numberFormat.format(bucket.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
          // A multi-select list of the bars: one tab stop, the arrow keys move, Shift+arrows extend, Enter applies.
          role="listbox"
          aria-multiselectable="true"
          aria-orientation="horizontal"
          aria-label={`Events per ${unit}`}
          aria-describedby={hintId}
          aria-activedescendant={keys ? `${barId}-${keys.at}` : undefined}
          tabIndex={buckets.length > 0 ? 0 : -1}
          onFocus={() => {
            // After Enter on the old chart, every bar of this one is what was chosen, so all of them show selected
            // (the cursor on the last, Escape shrinks to it); otherwise the cursor starts alone on the latest bar.
            const anchor = focusingAtMount.current ? 0 : lastIndex;
            if (!pressed.current && !quietFocus.current) {
              setCursor((c) => c ?? { at: startAt(lastIndex), anchor: startAt(anchor) });
            }
            pressed.current = false;
          }}
          onBlur={() => {
            quietFocus.current = false;
            setCursor(null);
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pressed.current = false;
            touch.current = null;
            setDrag(null);
          }}
        >
          {buckets.map((bucket, index) => {
            const height = max > 0 ? (bucket.count / max) * (HEIGHT - 2) : 0;
            const name = `${bucketLabel(bucket, unit)}: ${numberFormat.format(bucket.count)} ${bucket.count === 1 ? 'event' : 'events'}`;
            const selected = selection !== null && index >= selection.from && index <= selection.to;
            return (
              <rect
                key={bucket.start}
                id={`${barId}-${index}`}
                className="audit-time-bar"
                role="option"
                aria-label={name}
                aria-selected={selected}
                x={index * BAR + 1}
                y={HEIGHT - height}
                width={BAR - 2}
                height={height}
              >
                <title>{name}</title>
              </rect>
            );
          })}
          {selection ? (
            <rect
              className="audit-time-brush"
              aria-hidden="true"
              x={selection.from * BAR}
              y={0}
              width={(selection.to - selection.from + 1) * BAR}
              height={HEIGHT}
            />
          ) : null}
          {keys ? (
            // The keyboard's bar, drawn the full height so it shows on a day without events too.
            <rect className="audit-time-cursor" aria-hidden="true" x={keys.at * BAR} y={0} width={BAR} height={HEIGHT} />
          ) : null}
        </svg>
        <div className="audit-time-axis muted" aria-hidden="true">
          <span>{first ? bucketLabel(first, unit) : ''}</span>
          <span>{middle && buckets.length > 2 ? bucketLabel(middle, unit) : ''}</span>
          <span>{last && buckets.length > 1 ? bucketLabel(last, unit) : ''}</span>
        </div>
      </div>
      <p className="hint audit-time-hint" id={hintId}>
        {(phoneOrTouch ? TOUCH_HINTS : HINTS)[unit]} {KEYBOARD_HINT}
      </p>
      {onAllDates ? (
        <Button
          size="sm"
          className="audit-all-dates"
          // A click from Enter or Space has no pointer presses (`detail` 0): its new chart shows the keyboard's marks.
          onClick={(event) => onAllDates(event.detail > 0 ? 'pointer' : 'keyboard')}
        >
          Show all dates
        </Button>
      ) : null}
    </ChartCard>
  );
}
