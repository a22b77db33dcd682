import { useId } from 'react';
import type { WidgetDifference } from '../model/widget-diff';

const kindText = { added: 'Added', removed: 'Removed', moved: 'Moved', resized: 'Resized', changed: 'Changed' } as const;

/** The differences the grids highlight, as a list a screen reader (or a quick reader) can go through. */
export function DifferenceList({ differences, heading }: { differences: WidgetDifference[]; heading: string }) {
  // One id per list: a page (or a page and its dialog) can show two lists, each named by its own heading.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {differences.length === 0 ? (
        <p>No widget was added, removed, moved, resized or changed.</p>
      ) : (
        <ul aria-label="Differences">
          {differences.map((d) => (
            <li key={d.widgetId}>
              <strong className={`wb-diff-${d.kind}`}>{kindText[d.kind]}</strong>: {d.type} <code>{d.widgetId}</code> —{' '}
              {d.details.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
