import { memo, useId, useRef, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import '@/components/ui/row-button.css';
import type { LayoutWarning } from '../layout/layout-warnings';
import type { DashboardProblem } from '../model/problem';

interface Props {
  /** Null while the layout is still being checked (the check follows the dashboard's own render). */
  warnings: LayoutWarning[] | null;
  problems: DashboardProblem[];
  breakpoint: string;
  /** Scrolls to the widget and outlines it. */
  onChoose: (widgetId: string) => void;
}

/**
 * The count of layout warnings beside the dashboard's controls; opening it lists them, and choosing one shows its
 * widget. Memoized: a breakpoint change draws the dashboard first and this in a later render.
 */
export const LayoutWarningsButton = memo(function LayoutWarningsButton({ warnings, problems, breakpoint, onChoose }: Props) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const chose = useRef(false);
  if (warnings === null) {
    return (
      <span className="dash-warnings-count dash-muted" role="status">
        Checking layout…
      </span>
    );
  }
  const count = warnings.length + problems.length;
  // Named apart: a problem (the input's, listed by its path) is not a layout warning, though both are counted here.
  const parts = [
    warnings.length > 0 ? (warnings.length === 1 ? '1 layout warning' : `${warnings.length} layout warnings`) : null,
    problems.length > 0 ? (problems.length === 1 ? '1 problem' : `${problems.length} problems`) : null,
  ].filter((part) => part !== null);
  // The warnings are the breakpoint's; the problems are the input's, at every breakpoint.
  const heading =
    warnings.length > 0
      ? `Layout warnings (${warnings.length}) at ${breakpoint}${problems.length > 0 ? ` and problems (${problems.length})` : ''}`
      : `Problems (${problems.length})`;
  if (count === 0) {
    return (
      <span className="dash-warnings-count dash-muted" role="status">
        No layout warnings
      </span>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="dash-warnings-trigger" data-count={count}>
        <TriangleAlert aria-hidden="true" size={14} /> {parts.join(' and ')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="dash-warnings-popover"
          aria-labelledby={headingId}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // After choosing a warning, focus stays on the widget it named rather than going back to the button.
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
        >
          <h3 id={headingId}>{heading}</h3>
          <ul>
            {warnings.map((warning, index) => (
              <li key={`w-${index}`} data-warning-kind={warning.kind} data-widget-id={warning.widgetId}>
                <button
                  type="button"
                  className="row-button"
                  onClick={() => {
                    chose.current = true;
                    setOpen(false);
                    onChoose(warning.widgetId);
                  }}
                >
                  {warning.message}
                </button>
              </li>
            ))}
            {problems.map((problem, index) => (
              <li key={`p-${index}`} data-warning-kind="invalid">
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
