import { formatDateTime, formatRelative, parseDate } from '@/lib/format';
import { Tooltip } from './tooltip';
import './date-time.css';

/** A timestamp in local time (or relative), with the exact ISO value on hover and focus. */
export function DateTime({ value, relative = false }: { value: string | null | undefined; relative?: boolean }) {
  const date = parseDate(value);
  if (!date || !value) return <span>{value ?? '—'}</span>;
  const iso = date.toISOString();
  return (
    <Tooltip content={`${formatDateTime(value)} (${iso})`}>
      <button type="button" className="datetime">
        <time dateTime={iso}>{relative ? formatRelative(value) : formatDateTime(value)}</time>
      </button>
    </Tooltip>
  );
}
