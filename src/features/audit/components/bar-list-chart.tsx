import { useState } from 'react';
import type { ValueCount } from '../lib/audit-view';
import { ChartCard } from './chart-card';
import { Button } from '@/components/ui/button';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

const numberFormat = new Intl.NumberFormat();
const SHOWN = 8;
const TABLE_ROWS = 200;

export interface BarListChartProps {
  title: string;
  /** What one value is, for the summary and the table heading ("event name", "user"). */
  noun: string;
  nounPlural: string;
  items: readonly ValueCount[];
  /**
   * The table's filter on this chart's column, if any: the value as given, and which of the bars' values it lets
   * through (more than one where it ignores case, as it does for e-mails; none when nothing loaded has it).
   */
  filter: { value: string; accepts: (value: string) => boolean } | null;
  /** Filters the table to a value; null clears the filter. */
  onSelect: (value: string | null) => void;
  /** What the chart says when there is nothing to count (still loading, or the table filters leave no event). */
  empty: string;
}

/** A value as text: never empty, never reordering the words around it, bounded for summaries and tooltips. */
function label(value: string): string {
  return value === '' ? '(empty)' : plainName(value, 200);
}

function share(count: number, total: number): string {
  return total > 0 ? `${Math.round((count / total) * 100)}%` : '0%';
}

function summarizeBars(
  noun: string,
  nounPlural: string,
  items: readonly ValueCount[],
  filter: BarListChartProps['filter'],
  empty: string,
): string {
  if (items.length === 0) return empty;
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const top = items
    .slice(0, 3)
    .map((item) => `${label(item.value)} ${numberFormat.format(item.count)} (${share(item.count, total)})`)
    .join(', ');
  const count = items.length === 1 ? `1 ${noun}` : `${numberFormat.format(items.length)} ${nounPlural}`;
  // A filter typed into the table (not picked here) may name a value no bar has: the table is then empty, and the
  // summary says so rather than seem to point at a bar. The value is quoted as given: an exact filter's stray space is
  // part of what it asks for.
  const wanted = filter ? `“${label(filter.value)}”` : '';
  const picked =
    filter === null
      ? ''
      : items.some((item) => filter.accepts(item.value))
        ? ` The table shows only ${wanted}.`
        : ` The table shows only ${wanted}, which no ${noun} here is.`;
  return `${count}; the most events: ${top}.${picked}`;
}

/**
 * The most frequent values as a list of bars. Each bar is a toggle button: pressing it filters the table to that
 * value, pressing it again clears the filter. Plain HTML, so it reads as a list of buttons with their counts.
 */
export function BarListChart({ title, noun, nounPlural, items, filter, onSelect, empty }: BarListChartProps) {
  // "Show all" lists every value (up to the table's limit), so the ones past the first few can be picked too.
  const [expanded, setExpanded] = useState(false);
  const max = items[0]?.count ?? 0;
  const shown = items.slice(0, expanded ? TABLE_ROWS : SHOWN);
  // The values the table shows stay visible even when they are not among the most frequent.
  if (filter) for (const item of items) if (filter.accepts(item.value) && !shown.includes(item)) shown.push(item);
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <ChartCard
      title={title}
      className="audit-chart-bar-list"
      summary={summarizeBars(noun, nounPlural, items, filter, empty)}
      table={
        <table className="table audit-mini-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{noun.charAt(0).toUpperCase() + noun.slice(1)}</th>
              <th scope="col" className="num">
                Events
              </th>
              <th scope="col" className="num">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {items.slice(0, TABLE_ROWS).map((item) => (
              <tr key={item.value}>
                <td>
                  <NameText value={label(item.value)} />
                </td>
                <td className="num">{numberFormat.format(item.count)}</td>
                <td className="num">{share(item.count, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {/* Nothing to count: the summary under the title says why (loading, or the table filters leave nothing). */}
      {shown.length === 0 ? null : (
        <ul className="audit-bars">
          {shown.map((item) => {
            const pressed = filter?.accepts(item.value) ?? false;
            return (
              <li key={item.value}>
                <button
                  type="button"
                  className="audit-bar"
                  aria-pressed={pressed}
                  title={pressed ? 'Show every value again' : `Show only ${label(item.value)}`}
                  onClick={() => onSelect(pressed ? null : item.value)}
                >
                  {/* Drawn over the bar's width less the count's room (audit.css), so a bar never ends in its figure. */}
                  <span
                    className="audit-bar-fill"
                    aria-hidden="true"
                    style={{
                      width: `calc(${max > 0 ? Math.max(0.01, item.count / max) : 0} * (100% - var(--audit-count-room)))`,
                    }}
                  />
                  <bdi className="audit-bar-label">{label(item.value)}</bdi>{' '}
                  <span className="audit-bar-count">
                    {numberFormat.format(item.count)}{' '}
                    <span className="visually-hidden">{item.count === 1 ? 'event' : 'events'}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > shown.length ? (
        <p className="muted audit-chart-more">
          and {numberFormat.format(items.length - shown.length)} more {items.length - shown.length === 1 ? noun : nounPlural}
        </p>
      ) : null}
      {items.length > SHOWN ? (
        <Button size="sm" variant="ghost" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? `Show the top ${SHOWN}`
            : items.length > TABLE_ROWS
              ? `Show the top ${numberFormat.format(TABLE_ROWS)}`
              : `Show all ${numberFormat.format(items.length)} ${nounPlural}`}
        </Button>
      ) : null}
    </ChartCard>
  );
}
