import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

// A widget component that fails while rendering, as a bug or an unexpected config might make it.
vi.mock('../widgets/filter-widget', () => ({
  FilterWidget: () => {
    throw new Error('member list is not an array');
  },
}));

describe('a widget that throws', () => {
  it('shows its own error and leaves the rest of the dashboard alone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { config } = parsed({
      widgets: [
        { id: 'broken', type: 'FILTER', position: { x: 0, y: 0, w: 4, h: 2 }, config: { title: 'Broken filter' } },
        { id: 'fine', type: 'AI', position: { x: 4, y: 0, w: 4, h: 2 }, config: { title: 'Still here', prompt: 'Hello' } },
      ],
    });
    renderWithRouter(<DashboardView config={config} width={1280} />);
    expect(within(screen.getByRole('group', { name: 'Broken filter' })).getByRole('alert')).toHaveTextContent(
      'This widget could not be shown: member list is not an array',
    );
    expect(within(screen.getByRole('group', { name: 'Still here' })).getByText('Hello')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
