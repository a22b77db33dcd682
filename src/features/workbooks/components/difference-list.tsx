import { useId } from 'react';
import { NameText } from '@/components/ui/name-text';
import type { WidgetDifference } from '../model/widget-diff';

const kindText = { added: 'Added', removed: 'Removed', moved: 'Moved', resized: 'Resized', changed: 'Changed' } as const;

/** Names given to more than one listed widget: those rows add the widget's id, so a reader can tell them apart. */
function sharedNames(differences: WidgetDifference[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of differences) (seen.has(name) ? shared : seen).add(name);
  return shared;
}

/**
 * The differences the grids highlight, as a list a screen reader (or a quick reader) can go through. Widgets are named
 * as their cards are titled; the id follows, muted, only where two listed widgets share a name.
 */
export function DifferenceList({ differences, heading }: { differences: WidgetDifference[]; heading: string }) {
  // One id per list: a page (or a page and its dialog) can show two lists, each named by its own heading.
  const headingId = useId();
  const shared = sharedNames(differences);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {differences.length === 0 ? (
        <p>No widget was added, removed, moved, resized or changed.</p>
      ) : (
        <ul aria-label="Differences" className="wb-diff-list">
          {differences.map((d) => (
            <li key={d.widgetId} data-widget-id={d.widgetId} title={`Widget id: ${d.widgetId}`}>
              <strong className={`wb-diff-${d.kind}`}>{kindText[d.kind]}</strong>: <NameText value={d.name} />
              {shared.has(d.name) ? (
                <span className="wb-diff-id">
                  {' '}
                  (<code>{d.widgetId}</code>)
                </span>
              ) : null}{' '}
              — {d.details.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
