import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { DateTime } from '@/components/ui/date-time';
import { formatDateTime } from '@/lib/format';
import { compactAttributes } from '../lib/attributes';
import { useFixedRowWindow } from '../hooks/use-fixed-row-window';
import type { AuditColumn, AuditColumns } from '../lib/columns';
import type { AuditRowStore } from '../lib/row-store';
import type { TableSort } from '../lib/view-params';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

/** Fixed row height (CSS enforces it): measuring every row would cost a layout per row for thousands of rows. */
const AUDIT_ROW_HEIGHT = 40;
const OVERSCAN = 8;

// Column widths in rem; unknown columns get OTHER_WIDTH. The table is as wide as its columns and scrolls sideways.
const WIDTHS: Record<string, number> = {
  timestamp: 13.5,
  userEmail: 15,
  eventName: 14,
  deployment: 10,
  ipAddress: 9.5,
  attributes: 16,
};
const OTHER_WIDTH = 11;
const DETAILS_WIDTH = 6.5;
const widthOf = (column: AuditColumn) => (column.role && WIDTHS[column.role]) || OTHER_WIDTH;

export interface AuditTableProps {
  columns: AuditColumns;
  /** The columns shown, in order. */
  visible: readonly AuditColumn[];
  store: AuditRowStore;
  /** Row indexes in display order (filtered and sorted); the first `rowCount` are shown. */
  order: Uint32Array;
  rowCount: number;
  busy: boolean;
  sort: TableSort | null;
  onSort: (column: AuditColumn) => void;
  /** Opens the event at this display position. */
  onOpen: (position: number) => void;
  /** Changes when the rows are filtered or sorted anew: the table scrolls back to the top. */
  resetKey: string;
}

/** What a screen reader hears for a row's Details button: the event, who, and when. */
function describeRow(columns: AuditColumns, store: AuditRowStore, row: number): string {
  const { byRole } = columns;
  const read = (column: AuditColumn | undefined) => (column ? store.value(row, column.index) : '');
  const event = read(byRole.eventName);
  const user = read(byRole.userEmail);
  const time = read(byRole.timestamp);
  const parts = [event ? plainName(event, 120) : 'event'];
  if (user) parts.push(`by ${plainName(user, 120)}`);
  if (time) parts.push(`at ${formatDateTime(time)}`);
  return parts.join(' ');
}

function CellContent({ column, value }: { column: AuditColumn; value: string }) {
  if (column.role === 'timestamp') return <DateTime value={value} />;
  if (column.role === 'attributes') return <code>{compactAttributes(value)}</code>;
  // Plain text children: React escapes them, so CSV content never becomes markup. The cell's title has the full text.
  return <NameText value={value} measure={false} />;
}

interface AuditRowProps {
  position: number;
  row: number;
  columns: AuditColumns;
  visible: readonly AuditColumn[];
  store: AuditRowStore;
  onOpen: (position: number) => void;
}

/**
 * One event's row. Memoized: while an export streams the table re-renders a few times a second, and the rows on
 * screen (and their formatted times) stay the same.
 */
const AuditRow = memo(function AuditRow({ position, row, columns, visible, store, onOpen }: AuditRowProps) {
  function openFromRow(event: MouseEvent<HTMLTableRowElement>) {
    // Buttons in the row (the timestamp, Details) do their own thing; a click elsewhere opens the detail.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    onOpen(position);
  }
  return (
    // The row click is a mouse shortcut; the Details button is the keyboard and screen-reader way in.
    <tr aria-rowindex={position + 2} className="audit-row" onClick={openFromRow}>
      {visible.map((column) => {
        const value = store.value(row, column.index);
        return (
          <td key={column.index} title={column.role === 'timestamp' ? undefined : plainName(value)}>
            <CellContent column={column} value={value} />
          </td>
        );
      })}
      <td>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Details: ${describeRow(columns, store, row)}`}
          onClick={() => onOpen(position)}
        >
          Details
        </button>
      </td>
    </tr>
  );
});

/**
 * The events as a real table (so screen readers get rows and column headers), virtualized: only about a screenful of
 * rows is in the DOM, spacer rows stand in for the rest, and aria-rowcount/aria-rowindex tell the true size.
 */
export function AuditTable({ columns, visible, store, order, rowCount, busy, sort, onSort, onOpen, resetKey }: AuditTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownKey = useRef(resetKey);
  useEffect(() => {
    // Not on mount: the box starts at the top, and setting scrollTop would force a layout of the new page.
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);
  const { first, last, paddingTop, paddingBottom } = useFixedRowWindow(scrollRef, rowCount, AUDIT_ROW_HEIGHT, OVERSCAN);
  const positions = Array.from({ length: last - first }, (_, i) => first + i);
  const span = visible.length + 1;

  return (
    <div className="audit-scroll" ref={scrollRef} role="region" aria-label="Audit events, scrollable">
      <table
        className="table audit-table"
        aria-label="Audit events"
        aria-rowcount={rowCount + 1}
        aria-busy={busy || undefined}
        style={{ minWidth: `${visible.reduce((sum, column) => sum + widthOf(column), DETAILS_WIDTH)}rem` }}
      >
        <colgroup>
          {visible.map((column) => (
            <col key={column.index} style={{ width: `${widthOf(column)}rem` }} />
          ))}
          <col style={{ width: `${DETAILS_WIDTH}rem` }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {visible.map((column) => {
              const direction = sort?.column === column.name ? sort.direction : null;
              return (
                <th
                  key={column.index}
                  scope="col"
                  title={column.name}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                >
                  <button
                    type="button"
                    className="audit-sort"
                    aria-label={`Sort by ${column.label}`}
                    onClick={() => onSort(column)}
                  >
                    {column.label}
                    <span className="audit-sort-mark" aria-hidden="true">
                      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <tr aria-hidden="true" className="audit-spacer">
              <td colSpan={span} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {positions.map((position) => (
            <AuditRow
              key={position}
              position={position}
              row={order[position] ?? 0}
              columns={columns}
              visible={visible}
              store={store}
              onOpen={onOpen}
            />
          ))}
          {paddingBottom > 0 ? (
            <tr aria-hidden="true" className="audit-spacer">
              <td colSpan={span} style={{ height: paddingBottom }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
