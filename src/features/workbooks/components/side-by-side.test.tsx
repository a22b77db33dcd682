import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseDashboardInput } from '@/features/dashboards';
import { MemoryRouter, useLocation } from 'react-router';
import { SideBySide, type Side } from './side-by-side';

function side(name: string, lgFrom: number): Side {
  const config = parseDashboardInput({
    title: name,
    layout: { breakpoints: { lg: lgFrom, md: 996, sm: 768, xs: 480, xxs: 0 } },
    widgets: [{ id: 'a', type: 'TEXT', position: { x: 0, y: 0, w: 6, h: 2 }, config: { title: 'A', text: 'A' } }],
  }).config;
  return {
    title: name,
    regionLabel: `${name} pane`,
    label: name,
    config,
    snapshots: [],
    missing: 'None.',
    highlights: () => ({}),
  };
}

const scaleOf = (pane: string) =>
  within(screen.getByRole('region', { name: `${pane} pane` }))
    .getByRole('region', { name: pane })
    .closest<HTMLElement>('.dash-frame-scaled')!.style.transform;

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

describe('SideBySide', () => {
  it('draws both dashboards at the smaller of their fits, with one zoom control for both', async () => {
    const user = userEvent.setup();
    // Design widths 1280 and 1680 px in panes measured at 1280 (jsdom's fallback): fits of 100% and 76%.
    render(
      <MemoryRouter>
        <SideBySide left={side('Narrow', 1200)} right={side('Wide', 1600)} />
        <Search />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('radio', { name: 'Fit · 76%' })).toBeChecked();
    expect(scaleOf('Narrow')).toBe('scale(0.76)');
    expect(scaleOf('Wide')).toBe('scale(0.76)');
    expect(screen.getAllByRole('radiogroup', { name: 'Zoom' })).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: '100%' }));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?zoom=100');
    expect(scaleOf('Narrow')).toBe('');
    expect(scaleOf('Wide')).toBe('');
  });
});
