import { memo, useId } from 'react';
import type { LayoutWarning } from '../layout/layout-warnings';
import type { DashboardProblem } from '../model/problem';

/** Widgets that overflow or overlap (and children that could not be read), listed rather than silently moved. */
export const LayoutWarningsPanel = memo(function LayoutWarningsPanel({
  warnings,
  problems,
  breakpoint,
}: {
  warnings: LayoutWarning[];
  problems: DashboardProblem[];
  breakpoint: string;
}) {
  const headingId = useId();
  const count = warnings.length + problems.length;
  if (count === 0) return null;
  return (
    <section className="dash-warnings" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Layout warnings ({count}) at {breakpoint}
      </h3>
      <ul>
        {warnings.map((warning, index) => (
          <li key={`w-${index}`} data-warning-kind={warning.kind} data-widget-id={warning.widgetId}>
            {warning.message}
          </li>
        ))}
        {problems.map((problem, index) => (
          <li key={`p-${index}`} data-warning-kind="invalid">
            <code>{problem.path}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
});
