import { Button } from './button';
import './pagination.css';

const pageSizes = [10, 20, 50, 100] as const;

export interface OffsetPaginationProps {
  offset: number;
  limit: number;
  total: number | null;
  /** Items on the current page, to know whether there is a next page when the total is unknown. */
  pageCount: number;
  onChange: (next: { offset: number; limit: number }) => void;
  label: string;
}

export function OffsetPagination({ offset, limit, total, pageCount, onChange, label }: OffsetPaginationProps) {
  const first = pageCount === 0 ? 0 : offset + 1;
  const last = offset + pageCount;
  const hasNext = total === null ? pageCount === limit : last < total;
  return (
    <nav className="pagination" aria-label={label}>
      <span className="pagination-summary" aria-live="polite">
        {total === null ? `${first}–${last}` : `${first}–${last} of ${total}`}
      </span>
      <label className="pagination-size">
        Rows per page{' '}
        <select value={limit} onChange={(event) => onChange({ offset: 0, limit: Number(event.target.value) })}>
          {(pageSizes as readonly number[]).includes(limit) ? null : <option value={limit}>{limit}</option>}
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" disabled={offset === 0} onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}>
        Previous page
      </Button>
      <Button size="sm" disabled={!hasNext} onClick={() => onChange({ offset: offset + limit, limit })}>
        Next page
      </Button>
    </nav>
  );
}
