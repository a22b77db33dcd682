import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface ChartCardProps {
  title: string;
  /** What the chart shows, in words: read by screen readers and shown under the title. */
  summary: string;
  /** The same figures as a table, for reading exact values (and for screen readers that prefer tables). */
  table: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A chart with its title, a text summary and a switch between the picture and a table of the same figures. */
export function ChartCard({ title, summary, table, children, className }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <section className={`audit-chart ${className ?? ''}`} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <div className="audit-chart-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {/* The name says which chart, for a list of every button on the page; it starts with the visible words. */}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${asTable ? 'Show chart' : 'Show table'}: ${title}`}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? 'Show chart' : 'Show table'}
        </Button>
      </div>
      <p id={`${id}-summary`} className="audit-chart-summary">
        {summary}
      </p>
      {asTable ? (
        // The table scrolls inside its box (91 days, 200 users): a named tab stop lets the keyboard scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container is the documented fix
        <div className="audit-chart-table" role="region" aria-label={`${title} as a table`} tabIndex={0}>
          {table}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
