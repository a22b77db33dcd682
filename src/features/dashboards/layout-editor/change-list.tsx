import { useId } from 'react';
import type { GridBox } from '../layout/widget-layouts';
import type { LayoutChange } from './layout-edits';

const at = (b: GridBox) => `column ${b.x + 1}, row ${b.y + 1}`;
const size = (b: GridBox) => `${b.w}×${b.h}`;

/** One change in words: where from and where to, at which breakpoint. */
function describeChange(change: LayoutChange): string {
  const { from, to, kind } = change;
  if (!from || !to) return to ? `placed at ${at(to)}, ${size(to)}` : 'placement removed';
  if (kind === 'moved') return `moved from ${at(from)} to ${at(to)}`;
  if (kind === 'resized') return `resized from ${size(from)} to ${size(to)}`;
  return `moved from ${at(from)} to ${at(to)} and resized from ${size(from)} to ${size(to)}`;
}

/** The live list of what the edited layout changes against the saved draft. */
export function ChangeList({ changes, names }: { changes: readonly LayoutChange[]; names: ReadonlyMap<string, string> }) {
  const headingId = useId();
  return (
    <section className="layout-editor-changes" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Changes to the saved draft <span className="muted">({changes.length})</span>
      </h3>
      {changes.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <ul aria-label="Layout changes">
          {changes.map((change) => (
            <li key={`${change.breakpoint}:${change.widgetId}`}>
              <strong>{names.get(change.widgetId) ?? change.widgetId}</strong> <span className="badge">{change.breakpoint}</span>{' '}
              {describeChange(change)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
