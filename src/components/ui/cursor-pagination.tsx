import { Button } from './button';
import './pagination.css';

export interface CursorPaginationProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label: string;
  summary?: string;
}

/** Cursor lists only move forward and back; the previous cursors live in the URL so Back works too. */
export function CursorPagination({ hasPrevious, hasNext, onPrevious, onNext, label, summary }: CursorPaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {summary ? <span className="pagination-summary">{summary}</span> : null}
      <Button size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        Previous page
      </Button>
      <Button size="sm" disabled={!hasNext} onClick={onNext}>
        Next page
      </Button>
    </nav>
  );
}
