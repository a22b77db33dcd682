import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { formatDateTime, parseDate } from '@/lib/format';
import { useRememberedTopRow } from '../hooks/use-remembered-top-row';
import { compactAttributes } from '../lib/attributes';
import { useFixedRowWindow } from '../hooks/use-fixed-row-window';
import type { AuditColumn, AuditColumns } from '../lib/columns';
import type { AuditRowStore } from '../lib/row-store';
import { nextSort, type SortDirection, type TableSort } from '../lib/view-params';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

/** Fixed row height (CSS enforces it): measuring every row would cost a layout per row for thousands of rows. */
const AUDIT_ROW_HEIGHT = 40;
const OVERSCAN = 8;

// Column widths in rem (the time's is in audit.css); unknown columns get OTHER_WIDTH. The table is as wide as its
// columns and scrolls sideways.
const WIDTHS: Record<string, number> = {
  userEmail: 15,
  eventName: 14,
  deployment: 10,
  ipAddress: 9.5,
  attributes: 16,
};
const OTHER_WIDTH = 11;
const DETAILS_WIDTH = 6.5;
const widthOf = (column: AuditColumn) => (column.role && WIDTHS[column.role]) || OTHER_WIDTH;
// The time's width comes from the stylesheet: narrower on a phone, where the time takes two lines (audit.css).
const TIME_WIDTH = 'var(--audit-time-width)';
const cssWidthOf = (column: AuditColumn) => (column.role === 'timestamp' ? TIME_WIDTH : `${widthOf(column)}rem`);

/** The table's least width: every shown column's, so none is squeezed (narrow screens scroll sideways). */
function minimumWidth(visible: readonly AuditColumn[]): string {
  const rems = visible.reduce((sum, column) => (column.role === 'timestamp' ? sum : sum + widthOf(column)), DETAILS_WIDTH);
  return visible.some((column) => column.role === 'timestamp') ? `calc(${rems}rem + ${TIME_WIDTH})` : `${rems}rem`;
}

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
  /** For the page: focus a row's Details button (after the detail closes on another event than it opened on). */
  handle?: Ref<AuditTableHandle>;
}

export interface AuditTableHandle {
  /** Scrolls the row at this display position into view and focuses its Details button. */
  focusRow: (position: number) => void;
}

/** Rows to render: the window, plus the row holding the tab stop wherever it is (so focus never falls out of the DOM). */
type Piece = { kind: 'row'; position: number } | { kind: 'space'; key: string; height: number };

function pieces(first: number, last: number, keep: number, count: number, rowHeight: number): Piece[] {
  const positions = Array.from({ length: last - first }, (_, i) => first + i);
  if (keep >= 0 && keep < count && (keep < first || keep >= last)) {
    if (keep < first) positions.unshift(keep);
    else positions.push(keep);
  }
  const out: Piece[] = [];
  let next = 0;
  positions.forEach((position, i) => {
    if (position > next) {
      // Stable keys (before, between, after), so React never moves the kept row's element (a moved node loses focus).
      const key = i === 0 ? 'before' : 'between';
      out.push({ kind: 'space', key, height: (position - next) * rowHeight });
    }
    out.push({ kind: 'row', position });
    next = position + 1;
  });
  if (count > next) out.push({ kind: 'space', key: 'after', height: (count - next) * rowHeight });
  return out;
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
  if (column.role === 'timestamp') return <TimeText value={value} />;
  if (column.role === 'attributes') return <code>{compactAttributes(value)}</code>;
  // Plain text children: React escapes them, so CSV content never becomes markup. The cell's title has the full text.
  return <NameText value={value} measure={false} />;
}

/**
 * The time as text, not a button: one tab stop per row (its Details button) keeps the table quick to cross by
 * keyboard. The exact ISO time is in the title for a pointer, and in the Details button's name and the detail dialog.
 */
function TimeText({ value }: { value: string }) {
  const date = parseDate(value);
  if (!date) return <span>{value}</span>;
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={`${formatDateTime(value)} (${iso})`}>
      {formatDateTime(value)}
    </time>
  );
}

interface AuditRowProps {
  position: number;
  row: number;
  columns: AuditColumns;
  visible: readonly AuditColumn[];
  store: AuditRowStore;
  /** The row whose Details button is the table's one tab stop. */
  active: boolean;
  onOpen: (position: number) => void;
  /** Up, Down, Page Up/Down, Home, End on the row's button: the table moves its tab stop. */
  onKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** A click or a screen reader's own move onto this row's button: the tab stop follows. */
  onFocusRow: (position: number) => void;
}

/** "newest first", "A to Z": a direction in the column's own words. */
function orderWords(column: AuditColumn, direction: SortDirection): string {
  if (column.role === 'timestamp') return direction === 'desc' ? 'newest first' : 'oldest first';
  return direction === 'asc' ? 'A to Z' : 'Z to A';
}

/**
 * A column heading that sorts: its natural order, reversed, then the export's order again. aria-sort says the state
 * to screen readers; the button's name says the state and what pressing it does next.
 */
function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: AuditColumn;
  sort: TableSort | null;
  onSort: (column: AuditColumn) => void;
}) {
  const direction = sort?.column === column.name ? sort.direction : null;
  const next = nextSort(column, sort);
  const does = next ? `sort ${orderWords(column, next.direction)}` : 'back to export order';
  const name = direction ? `${column.label}, sorted ${orderWords(column, direction)}; ${does}` : `Sort by ${column.label}`;
  return (
    <th
      scope="col"
      // For a pointer: what the button does, and the CSV's own name for the column (what the file's header says).
      title={`${name} (CSV column “${column.name}”)`}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className="audit-sort" aria-label={name} onClick={() => onSort(column)}>
        {column.label}
        <span className="audit-sort-mark" aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
        </span>
      </button>
    </th>
  );
}

/**
 * One event's row. Memoized: while an export streams the table re-renders a few times a second, and the rows on
 * screen (and their formatted times) stay the same.
 */
const AuditRow = memo(function AuditRow({
  position,
  row,
  columns,
  visible,
  store,
  active,
  onOpen,
  onKey,
  onFocusRow,
}: AuditRowProps) {
  function openFromRow(event: MouseEvent<HTMLTableRowElement>) {
    // Buttons in the row (the timestamp, Details) do their own thing; a click elsewhere opens the detail.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    onOpen(position);
  }
  return (
    // The row click is a mouse shortcut; the Details button is the keyboard and screen-reader way in.
    <tr aria-rowindex={position + 2} className="audit-row" data-position={position} onClick={openFromRow}>
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
          tabIndex={active ? 0 : -1}
          aria-label={`Details: ${describeRow(columns, store, row)}`}
          onClick={() => onOpen(position)}
          onKeyDown={onKey}
          onFocus={() => onFocusRow(position)}
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
 *
 * One tab stop for the whole table (roving tabindex): each row has one control, its Details button (named after the
 * event, user and time), and Up/Down, Page Up/Down, Home and End move between rows; Enter opens the detail. It stays
 * a table rather than a grid: a grid would promise cell-by-cell arrows and editing, while here screen readers keep
 * their own table reading commands, and Tab reaches the table once instead of twice per row.
 */
export function AuditTable({
  columns,
  visible,
  store,
  order,
  rowCount,
  busy,
  sort,
  onSort,
  onOpen,
  resetKey,
  handle,
}: AuditTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activePosition = Math.min(active, Math.max(0, rowCount - 1));
  // A row to focus once it is rendered (after a key press or the detail closing).
  const focusPending = useRef<number | null>(null);
  const shownKey = useRef(resetKey);
  useEffect(() => {
    // Not on mount: the box starts at the top, and setting scrollTop would force a layout of the new page.
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    // A new order's first row takes the tab stop.
    setActive(0);
  }, [resetKey]);
  const { first, last, top, height } = useFixedRowWindow(scrollRef, rowCount, AUDIT_ROW_HEIGHT, OVERSCAN);
  // Scrolled by the wheel or the scroll bar (focus elsewhere): the tab stop moves to the first row in sight, so Tab
  // lands where the admin is looking instead of scrolling back to a row far away.
  useEffect(() => {
    const box = scrollRef.current;
    // A row holding focus keeps the tab stop (the arrow keys moved there); a sort header's focus does not count.
    if (!box || box.querySelector('tbody')?.contains(document.activeElement)) return;
    // The measured height, not box.clientHeight: reading that on mount forced a layout of the whole new page in the
    // task that drew the first rows.
    const inSight = Math.max(1, Math.floor(height / AUDIT_ROW_HEIGHT) - 1);
    setActive((current) => (current >= top && current < top + inSight ? current : top));
  }, [top, height]);

  /** Scrolls as little as needed for the row to show below the sticky header. */
  const scrollToRow = useCallback((position: number) => {
    const box = scrollRef.current;
    if (!box) return;
    const header = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    const rowTop = position * AUDIT_ROW_HEIGHT;
    if (rowTop < box.scrollTop) box.scrollTop = rowTop;
    else if (rowTop + AUDIT_ROW_HEIGHT + header > box.scrollTop + box.clientHeight)
      box.scrollTop = rowTop + AUDIT_ROW_HEIGHT + header - box.clientHeight;
  }, []);
  // A render to run the focusing effect: asked to focus the row that already holds the tab stop (the detail closing
  // on the row it opened from), setActive alone changes nothing and would leave focus where the dialog dropped it.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const moveTo = useCallback(
    (position: number, focus: boolean) => {
      setActive(position);
      scrollToRow(position);
      if (focus) {
        focusPending.current = position;
        rerender();
      }
    },
    [scrollToRow],
  );
  useLayoutEffect(() => {
    const position = focusPending.current;
    if (position === null) return;
    const button = scrollRef.current?.querySelector<HTMLElement>(`tr[data-position="${position}"] button`);
    if (!button) return;
    focusPending.current = null;
    button.focus();
  });
  useImperativeHandle(handle, () => ({ focusRow: (position: number) => moveTo(position, true) }), [moveTo]);
  const restoreTop = useCallback((position: number) => {
    const box = scrollRef.current;
    if (box) box.scrollTop = position * AUDIT_ROW_HEIGHT;
    setActive(position);
  }, []);
  useRememberedTopRow(top, rowCount, !busy, restoreTop);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / AUDIT_ROW_HEIGHT) - 2);
    const moves: Record<string, number> = {
      ArrowDown: activePosition + 1,
      ArrowUp: activePosition - 1,
      PageDown: activePosition + pageRows,
      PageUp: activePosition - pageRows,
      Home: 0,
      End: rowCount - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey || rowCount === 0) return;
    event.preventDefault();
    moveTo(Math.max(0, Math.min(rowCount - 1, target)), true);
  }
  // Stable for the memoized rows; reads this render's state through the ref.
  const keyHandler = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  const onRowKey = useCallback((event: KeyboardEvent<HTMLButtonElement>) => keyHandler.current(event), []);

  const span = visible.length + 1;
  return (
    <div className="audit-scroll" ref={scrollRef} role="region" aria-label="Audit events, scrollable">
      <table
        className="table audit-table"
        aria-label="Audit events"
        aria-rowcount={rowCount + 1}
        aria-busy={busy || undefined}
        style={{ minWidth: minimumWidth(visible) }}
      >
        <colgroup>
          {visible.map((column) => (
            <col key={column.index} style={{ width: cssWidthOf(column) }} />
          ))}
          <col style={{ width: `${DETAILS_WIDTH}rem` }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {visible.map((column) => (
              <SortHeader key={column.index} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pieces(first, last, activePosition, rowCount, AUDIT_ROW_HEIGHT).map((piece) =>
            piece.kind === 'space' ? (
              <tr key={piece.key} aria-hidden="true" className="audit-spacer">
                <td colSpan={span} style={{ height: piece.height }} />
              </tr>
            ) : (
              <AuditRow
                key={piece.position}
                position={piece.position}
                row={order[piece.position] ?? 0}
                columns={columns}
                visible={visible}
                store={store}
                active={piece.position === activePosition}
                onOpen={onOpen}
                onKey={onRowKey}
                onFocusRow={setActive}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
