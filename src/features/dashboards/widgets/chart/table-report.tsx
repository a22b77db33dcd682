import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { isRecord } from '@/lib/is-record';
import { describeFormat, formatValue, type ColumnFormat } from './number-format';
import { specObject } from './spec';

interface Column {
  key: string;
  title: string;
}

const MAX_ROWS = 50;

/** Columns as the spec names them (`columns: [{key, title}]` or plain names, or the keys of the first row). */
function readColumns(spec: Record<string, unknown> | null, rows: Record<string, unknown>[]): Column[] {
  const raw = spec?.columns ?? spec?.fields;
  if (Array.isArray(raw)) {
    const columns = raw
      .map((column): Column | null => {
        if (typeof column === 'string') return { key: column, title: column };
        if (!isRecord(column)) return null;
        const key =
          typeof column.key === 'string'
            ? column.key
            : typeof column.field === 'string'
              ? column.field
              : typeof column.name === 'string'
                ? column.name
                : null;
        if (!key) return null;
        return {
          key,
          title: typeof column.title === 'string' ? column.title : typeof column.label === 'string' ? column.label : key,
        };
      })
      .filter((column): column is Column => column !== null);
    if (columns.length > 0) return columns;
  }
  const first = rows[0];
  return first ? Object.keys(first).map((key) => ({ key, title: key })) : [];
}

export function TableReport({ snapshot, title }: { snapshot: ReportSnapshot; title: string }) {
  const spec = specObject(snapshot.spec);
  const rows = Array.isArray(spec?.rows) ? spec.rows.filter(isRecord) : [];
  const columns = readColumns(spec, rows);
  const formats: Record<string, ColumnFormat> = snapshot.preferences?.columnFormats ?? {};
  if (columns.length === 0) return <p className="dash-muted">The table spec names no columns.</p>;
  return (
    // Scrollable, so it must be reachable by keyboard (axe: scrollable-region-focusable), and named for screen readers.
    // A group, not a region: a landmark per table would repeat, as "Table: Top customers" does in both panes of a
    // review (axe: landmark-unique), and crowd the page's list of landmarks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container is the documented fix
    <div className="dash-table-wrap" tabIndex={0} role="group" aria-label={`Table: ${title}`}>
      <table className="dash-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const format = formats[column.key];
              return (
                <th key={column.key} scope="col">
                  {column.title}
                  {format ? <span className="dash-format"> ({describeFormat(format)})</span> : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, MAX_ROWS).map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key} className={typeof row[column.key] === 'number' ? 'dash-num' : undefined}>
                  {formatValue(row[column.key], formats[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="dash-muted">No rows in the snapshot.</p> : null}
    </div>
  );
}
