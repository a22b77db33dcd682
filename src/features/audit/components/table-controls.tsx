import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ValueCount } from '../lib/audit-view';
import type { AuditColumn, AuditColumns } from '../lib/columns';
import type { ValueFilter } from '../lib/view-params';
import { plainName } from '@/lib/names';
import { formatDateTime } from '@/lib/format';
import { matchKind, type MatchKind } from '../lib/value-match';

const numberFormat = new Intl.NumberFormat();

export interface TableControlsProps {
  columns: AuditColumns;
  visible: readonly AuditColumn[];
  filters: readonly ValueFilter[];
  /** Events per deployment among the loaded rows, for the deployment picker. */
  deployments: readonly ValueCount[];
  shown: number;
  total: number;
  /** The export is still streaming: the counts then change every second, too often to be read out each time. */
  streaming: boolean;
  onFilter: (column: string, value: string | null) => void;
  onClearFilters: () => void;
  /** The column names to show, in header order (null: all of them). */
  onColumns: (names: string[] | null) => void;
}

/** "User: ana@example.com", "Attributes contains: branch": a filter as its chip says it. */
function describeFilter(columns: AuditColumns, filter: ValueFilter): string {
  const column = columns.all.find((c) => c.name === filter.column);
  const label = column?.label ?? filter.column;
  const value = filter.value === '' ? '(empty)' : filter.value;
  return column && matchKind(column) === 'contains' ? `${label} contains: ${value}` : `${label}: ${value}`;
}

const EXAMPLE_TIME = formatDateTime('2025-03-01T14:30:00Z');

/** What the value box is called and the hint under it, by how the chosen column compares. */
const VALUE_FIELD: Record<MatchKind, { label: string; hint: string }> = {
  exact: { label: 'Is exactly', hint: 'Upper and lower case must match too.' },
  caseless: { label: 'Is exactly', hint: 'Upper and lower case match alike.' },
  time: { label: 'Is exactly', hint: `As the table shows it (such as ${EXAMPLE_TIME}), or the ISO time the detail shows.` },
  contains: { label: 'Contains', hint: 'Any part of the text, upper and lower case alike.' },
};

/**
 * The Columns panel is a `<details>` laid over the table: like a menu, Escape closes it (focus back on its toggle) and
 * so does a press anywhere outside it.
 */
function useDismissablePanel(ref: RefObject<HTMLDetailsElement | null>, open: boolean) {
  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !details) return;
      event.preventDefault();
      details.open = false;
      details.querySelector('summary')?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (details && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    }
    details.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      details.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [ref, open]);
}

/**
 * Narrowing the loaded rows without a new export: by deployment, by any column's exact value, and which columns
 * show. Everything here lives in the URL (see view-params).
 */
export function TableControls({
  columns,
  visible,
  filters,
  deployments,
  shown,
  total,
  streaming,
  onFilter,
  onClearFilters,
  onColumns,
}: TableControlsProps) {
  const id = useId();
  const deployment = columns.byRole.deployment;
  const deploymentValue = deployment ? (filters.find((f) => f.column === deployment.name)?.value ?? '') : '';
  const [filterColumn, setFilterColumn] = useState(columns.all[0]?.name ?? '');
  const [filterValue, setFilterValue] = useState('');
  const visibleNames = new Set(visible.map((c) => c.name));
  const chosen = columns.all.find((c) => c.name === filterColumn);
  const valueField = VALUE_FIELD[chosen ? matchKind(chosen) : 'exact'];
  const columnsPanel = useRef<HTMLDetailsElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  const valueInput = useRef<HTMLInputElement>(null);
  // A removed chip takes its button away: focus goes to the chip now in its place (or the one before it), and to the
  // value field once none is left, instead of falling to the top of the page.
  const focusChipAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = focusChipAt.current;
    if (at === null) return;
    focusChipAt.current = null;
    const buttons = chipList.current?.querySelectorAll<HTMLButtonElement>('.audit-chip button') ?? [];
    const target = buttons.length > 0 ? buttons[Math.min(at, buttons.length - 1)] : valueInput.current;
    target?.focus();
  }, [filters]);
  const [columnsOpen, setColumnsOpen] = useState(false);
  useDismissablePanel(columnsPanel, columnsOpen);

  function addFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The URL keeps no empty values, so an empty filter could not be shared; it is simply not added.
    // A value copied from a cell often brings a space or line break along.
    const value = filterValue.trim();
    if (!filterColumn || value === '') return;
    onFilter(filterColumn, value);
    setFilterValue('');
  }

  function toggleColumn(column: AuditColumn, show: boolean) {
    const names = columns.all.filter((c) => (c === column ? show : visibleNames.has(c.name))).map((c) => c.name);
    onColumns(names.length === columns.all.length ? null : names);
  }

  return (
    <div className="audit-table-controls">
      <div className="audit-table-controls-row">
        {/* Polite and atomic: a screen reader hears the whole new count when a filter changes the table. Not
            role=status: that role names the export's count. */}
        <p className="audit-shown" aria-live={streaming ? 'off' : 'polite'} aria-atomic="true">
          {shown === total
            ? `${numberFormat.format(total)} ${total === 1 ? 'event' : 'events'} in the table`
            : `Showing ${numberFormat.format(shown)} of ${numberFormat.format(total)} events`}
        </p>
        {deployment ? (
          <div className="audit-inline-field">
            <label htmlFor={`${id}-deployment`}>Deployment</label>
            <select
              id={`${id}-deployment`}
              value={deploymentValue}
              onChange={(event) => onFilter(deployment.name, event.target.value === '' ? null : event.target.value)}
            >
              <option value="">All deployments</option>
              {deploymentValue && !deployments.some((d) => d.value === deploymentValue) ? (
                <option value={deploymentValue}>{plainName(deploymentValue, 60)}</option>
              ) : null}
              {deployments.map((d) => (
                <option key={d.value} value={d.value} title={d.value ? plainName(d.value) : undefined}>
                  {d.value ? plainName(d.value, 60) : '(none)'} ({numberFormat.format(d.count)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <form className="audit-value-filter" aria-label="Filter by a column's value" onSubmit={addFilter}>
          <div className="audit-inline-field">
            <label htmlFor={`${id}-column`}>Column</label>
            <select id={`${id}-column`} value={filterColumn} onChange={(event) => setFilterColumn(event.target.value)}>
              {columns.all.map((column) => (
                <option key={column.index} value={column.name}>
                  {column.label}
                </option>
              ))}
            </select>
          </div>
          <div className="audit-inline-field">
            <label htmlFor={`${id}-value`}>{valueField.label}</label>
            <input
              ref={valueInput}
              id={`${id}-value`}
              aria-describedby={`${id}-value-hint`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={filterValue}
              onChange={(event) => setFilterValue(event.target.value)}
            />
          </div>
          <Button type="submit">Add filter</Button>
          <p id={`${id}-value-hint`} className="muted audit-value-hint">
            {valueField.hint}
          </p>
        </form>
        <details className="audit-columns" ref={columnsPanel} onToggle={(event) => setColumnsOpen(event.currentTarget.open)}>
          <summary>
            Columns ({visible.length} of {columns.all.length})
          </summary>
          <fieldset>
            <legend className="visually-hidden">Columns to show</legend>
            {columns.all.map((column) => {
              const checked = visibleNames.has(column.name);
              return (
                <label key={column.index} className="audit-column-choice">
                  <input
                    type="checkbox"
                    checked={checked}
                    // One column always stays: an empty table would look like an empty log.
                    disabled={checked && visible.length === 1}
                    onChange={(event) => toggleColumn(column, event.target.checked)}
                  />
                  {column.label}
                </label>
              );
            })}
            <Button size="sm" variant="ghost" onClick={() => onColumns(null)} disabled={visible.length === columns.all.length}>
              Show all columns
            </Button>
          </fieldset>
        </details>
      </div>
      {filters.length > 0 ? (
        <ul className="audit-chips" aria-label="Table filters" ref={chipList}>
          {filters.map((filter, index) => {
            const text = describeFilter(columns, filter);
            return (
              <li key={filter.column} className="audit-chip">
                <span>{text}</span>
                <button
                  type="button"
                  aria-label={`Remove filter ${text}`}
                  onClick={() => {
                    focusChipAt.current = index;
                    onFilter(filter.column, null);
                  }}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
          {filters.length > 1 ? (
            <li>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  focusChipAt.current = 0;
                  onClearFilters();
                }}
              >
                Clear table filters
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
