import { useId } from 'react';
import { NameText } from '@/components/ui/name-text';
import '@/components/ui/row-button.css';
import { plainName } from '@/lib/names';
import type { WidgetDifference } from '../model/widget-diff';

const kindText = { added: 'Added', removed: 'Removed', moved: 'Moved', resized: 'Resized', changed: 'Changed' } as const;

/** Characters drawn as nothing inside a name (zero-width spaces and joiners, controls, the BOM, blank fillers). */
const DRAWN_AS_NOTHING = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;

/**
 * A name as a reader sees it (NameText shows it without bidi controls, "(unnamed)" when blank; the browser draws
 * zero-width characters as nothing and collapses spaces): two names that differ only in what cannot be seen match.
 */
function shownName(raw: string): string {
  return plainName(raw).replace(DRAWN_AS_NOTHING, '').replace(/\s+/g, ' ').trim();
}

/** Names shown alike for more than one listed widget: those rows add the widget's id, so a reader can tell them apart. */
function sharedNames(differences: WidgetDifference[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { name } of differences) {
    const shown = shownName(name);
    (seen.has(shown) ? shared : seen).add(shown);
  }
  return shared;
}

/**
 * The differences the grids highlight, as a list a screen reader (or a quick reader) can go through. Widgets are named
 * as their cards are titled; the id follows, muted, only where two listed widgets share a name. Beside the dashboards
 * (`onChoose`), each difference is a button that shows its widget, and `status` says what that did (a polite live
 * region, e.g. where the widget is not drawn).
 */
export function DifferenceList({
  differences,
  heading,
  onChoose,
  status,
}: {
  differences: WidgetDifference[];
  heading: string;
  onChoose?: (difference: WidgetDifference) => void;
  status?: string;
}) {
  // One id per list: a page (or a page and its dialog) can show two lists, each named by its own heading.
  const headingId = useId();
  const shared = sharedNames(differences);
  const entry = (d: WidgetDifference) => (
    <>
      <strong className={`wb-diff-${d.kind}`}>{kindText[d.kind]}</strong>: <NameText value={d.name} />
      {shared.has(shownName(d.name)) ? (
        <span className="wb-diff-id">
          {' '}
          (<code>{d.widgetId}</code>)
        </span>
      ) : null}{' '}
      — {d.details.join(' ')}
    </>
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {onChoose ? (
        <p role="status" className="wb-diff-status">
          {status}
        </p>
      ) : null}
      {differences.length === 0 ? (
        <p>No widget was added, removed, moved, resized or changed.</p>
      ) : (
        <ul aria-label="Differences" className={onChoose ? 'wb-diff-list wb-diff-choices' : 'wb-diff-list'}>
          {differences.map((d) => (
            <li key={d.widgetId} data-widget-id={d.widgetId} title={`Widget id: ${d.widgetId}`}>
              {onChoose ? (
                <button type="button" className="row-button" onClick={() => onChoose(d)}>
                  {entry(d)}
                </button>
              ) : (
                entry(d)
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
