import { useRef, type MouseEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DateTime } from '@/components/ui/date-time';
import { formatDateTime } from '@/lib/format';
import { compactAttributes } from '../lib/attributes';
import { cell, type AuditColumn, type AuditColumns } from '../lib/columns';

/** Fixed row height (CSS enforces it): measuring every row would cost a layout per row for thousands of rows. */
export const AUDIT_ROW_HEIGHT = 40;
const OVERSCAN = 8;

const WIDTHS: Record<string, string> = {
  timestamp: '13.5rem',
  userEmail: '15rem',
  eventName: '14rem',
  deployment: '10rem',
  ipAddress: '9.5rem',
  attributes: '16rem',
};

export interface AuditTableProps {
  columns: AuditColumns;
  rows: readonly string[][];
  /** How many of `rows` to show: rows keep arriving while the export streams. */
  rowCount: number;
  busy: boolean;
  onOpen: (index: number) => void;
}

/** What a screen reader hears for a row's Details button: the event, who, and when. */
export function describeRow(columns: AuditColumns, row: readonly string[]): string {
  const { byRole } = columns;
  const event = cell(row, byRole.eventName);
  const user = cell(row, byRole.userEmail);
  const time = cell(row, byRole.timestamp);
  const parts = [event || 'event'];
  if (user) parts.push(`by ${user}`);
  if (time) parts.push(`at ${formatDateTime(time)}`);
  return parts.join(' ');
}

function CellContent({ column, value }: { column: AuditColumn; value: string }) {
  if (column.role === 'timestamp') return <DateTime value={value} />;
  if (column.role === 'attributes') return <code>{compactAttributes(value)}</code>;
  // Plain text children: React escapes them, so CSV content never becomes markup.
  return <>{value}</>;
}

/**
 * The events as a real table (so screen readers get rows and column headers), virtualized: only about a screenful of
 * rows is in the DOM, spacer rows stand in for the rest, and aria-rowcount/aria-rowindex tell the true size.
 */
export function AuditTable({ columns, rows, rowCount, busy, onOpen }: AuditTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The console is not built with React Compiler; the virtualizer's unmemoizable API is fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => AUDIT_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = items.length > 0 ? total - (items[items.length - 1]?.end ?? 0) : 0;
  const span = columns.all.length + 1;

  function openFromRow(event: MouseEvent<HTMLTableRowElement>, index: number) {
    // Buttons in the row (the timestamp, Details) do their own thing; a click elsewhere opens the detail.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    onOpen(index);
  }

  return (
    <div className="audit-scroll" ref={scrollRef} role="region" aria-label="Audit events, scrollable">
      <table className="table audit-table" aria-label="Audit events" aria-rowcount={rowCount + 1} aria-busy={busy || undefined}>
        <colgroup>
          {columns.all.map((column) => (
            <col key={column.index} style={{ width: (column.role && WIDTHS[column.role]) || '11rem' }} />
          ))}
          <col style={{ width: '6.5rem' }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.all.map((column) => (
              <th key={column.index} scope="col" title={column.name}>
                {column.label}
              </th>
            ))}
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
          {items.map((item) => {
            const row = rows[item.index] ?? [];
            return (
              // The row click is a mouse shortcut; the Details button is the keyboard and screen-reader way in.
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                className="audit-row"
                onClick={(event) => openFromRow(event, item.index)}
              >
                {columns.all.map((column) => {
                  const value = cell(row, column);
                  return (
                    <td key={column.index} title={column.role === 'timestamp' ? undefined : value}>
                      <CellContent column={column} value={value} />
                    </td>
                  );
                })}
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Details: ${describeRow(columns, row)}`}
                    onClick={() => onOpen(item.index)}
                  >
                    Details
                  </button>
                </td>
              </tr>
            );
          })}
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
