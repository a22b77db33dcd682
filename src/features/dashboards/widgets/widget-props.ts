import type { DashboardWidget } from '@/api/schemas/dashboard';

export interface WidgetProps {
  widget: DashboardWidget;
  /** The widget's accessible name (its title, or its type and id). */
  name: string;
}
