import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { everyWidgetDashboard } from '../samples/every-widget';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

describe('DashboardView', () => {
  it('renders every widget of the sample with an accessible name', () => {
    const { config, reportSnapshots } = parsed(everyWidgetDashboard);
    const { container } = renderWithRouter(<DashboardView config={config} reportSnapshots={reportSnapshots} width={1280} />);
    const canvas = screen.getByRole('region', { name: 'Dashboard: Every widget type' });
    expect(canvas).toHaveAttribute('data-breakpoint', 'lg');
    expect(canvas).toHaveAttribute('data-cols', '12');
    expect(within(canvas).getByRole('group', { name: 'About this dashboard' })).toBeInTheDocument();
    expect(within(canvas).getByRole('group', { name: 'Revenue by month' })).toBeInTheDocument();
    expect(within(canvas).getByRole('group', { name: 'Spacer' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-widget-id]').length).toBeGreaterThan(10);
  });
});
