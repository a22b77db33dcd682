import { memo, useContext, useRef } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useNearViewport } from '../hooks/use-near-viewport';
import { DashboardContext, useGridPlacement } from './dashboard-context';
import { WidgetBody } from './widget-body';

/** Types drawn without a title bar: they are structure, not content. */
const chromeless = new Set(['SPACER', 'DIVIDER']);

/**
 * A widget's chrome: title bar, its own error boundary (one broken widget never takes down the dashboard) and, in
 * "Show layout" mode, its id, type and grid box. The body renders once the widget comes near the viewport (as
 * Grafana renders panels), so a 300-widget dashboard mounts about as fast as its grid.
 */
export const WidgetFrame = memo(function WidgetFrame({ widget, name }: { widget: DashboardWidget; name: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const hideTitle = chromeless.has(widget.type) || (widget.type === 'TEXT' && widget.config?.hideTitle === true);
  return (
    <div ref={frame} className="dash-widget-frame">
      {hideTitle ? null : (
        <div className="dash-widget-header">
          <h3 className="dash-widget-title">{name}</h3>
        </div>
      )}
      <div className="dash-widget-body">
        <ErrorBoundary
          resetKeys={[widget]}
          fallback={(error) => (
            <p className="dash-widget-error" role="alert">
              This widget could not be shown: {error.message || 'unknown error'}
            </p>
          )}
        >
          {near ? (
            <WidgetBody widget={widget} name={name} />
          ) : (
            <span className="visually-hidden">Not rendered until scrolled into view.</span>
          )}
        </ErrorBoundary>
      </div>
      <LayoutBadge widget={widget} />
    </div>
  );
});

/** Reads the grid placement only while "Show layout" is on, so a breakpoint change does not re-render every frame. */
function LayoutBadge({ widget }: { widget: DashboardWidget }) {
  const context = useContext(DashboardContext);
  return context?.showLayout ? <PlacedLayoutBadge widget={widget} /> : null;
}

function PlacedLayoutBadge({ widget }: { widget: DashboardWidget }) {
  const { boxes } = useGridPlacement();
  const box = boxes.get(widget.id);
  return (
    <p className="dash-layout-badge" data-layout-badge="">
      <span className="dash-layout-id">{widget.id}</span> <span>{widget.type}</span>{' '}
      {box ? <span>{`x ${box.x}, y ${box.y}, w ${box.w}, h ${box.h}`}</span> : null}
    </p>
  );
}
