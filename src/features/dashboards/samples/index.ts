import { appSample } from './app-sample';
import { everyWidgetDashboard } from './every-widget';
import { responsiveSample } from './responsive-layouts';

export interface Sample {
  id: string;
  label: string;
  json: unknown;
}

/** Samples that can be opened from the preview page. */
export const samples: Sample[] = [
  { id: 'every-widget', label: 'Every widget type (Dashboard record)', json: everyWidgetDashboard },
  { id: 'responsive', label: 'Responsive layouts (DashboardConfig)', json: responsiveSample },
  { id: 'app', label: 'App dashboard', json: appSample },
];
