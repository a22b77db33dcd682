import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import './tooltip.css';

/**
 * A hover/focus hint. Hand-written rather than Radix Tooltip: Radix pulls floating-ui into the first load,
 * which would break the first-load budget (test/bench/bundle.ts). The hint describes its trigger (aria-describedby), shows on hover and
 * on keyboard focus, and Escape dismisses it (WCAG 1.4.13). The trigger must be focusable.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const trigger = isValidElement(children)
    ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': id })
    : children;
  return (
    // The wrapper only listens for Escape bubbling from the focusable trigger inside it; it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="tooltip-anchor"
      data-dismissed={dismissed ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {trigger}
      <span role="tooltip" id={id} className="tooltip">
        {content}
      </span>
    </span>
  );
}
