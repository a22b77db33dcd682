import { memo } from 'react';
import type { DashboardWidget } from '@/api/schemas/dashboard';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useWidgetBody } from './dashboard-context';

/** A widget's body in its own error boundary: one broken widget never takes down the dashboard. */
export const GuardedWidgetBody = memo(function GuardedWidgetBody({ widget, name }: { widget: DashboardWidget; name: string }) {
  const WidgetBody = useWidgetBody();
  return (
    <ErrorBoundary
      resetKeys={[widget]}
      fallback={(error) => (
        <p className="dash-widget-error" role="alert">
          This widget could not be shown: {error.message || 'unknown error'}
        </p>
      )}
    >
      <WidgetBody widget={widget} name={name} />
    </ErrorBoundary>
  );
});
