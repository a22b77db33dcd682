import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brokenLayout, derivedOnly } from '../../../../test/fixtures/dashboards/layouts';
import { useBreakpointParam } from '../hooks/use-breakpoint-param';
import { useShowLayoutParam } from '../hooks/use-show-layout-param';
import { parsed, renderWithRouter } from '../test-utils';
import { BreakpointPicker } from './breakpoint-picker';
import { DashboardView } from './dashboard-view';
import { ShowLayoutToggle } from './show-layout-toggle';
import type { DashboardConfig } from '@/api/schemas/dashboard';

/** What the workbooks page does: one picker and toggle above a dashboard. */
function Harness({ config }: { config: DashboardConfig }) {
  const [breakpoint] = useBreakpointParam();
  const [showLayout] = useShowLayoutParam();
  return (
    <>
      <BreakpointPicker />
      <ShowLayoutToggle />
      <DashboardView config={config} breakpoint={breakpoint} showLayout={showLayout} width={1000} />
    </>
  );
}

const canvas = () => screen.getByRole('region', { name: /^Dashboard/ });

describe('BreakpointPicker', () => {
  it('offers Fit and every breakpoint, and keeps the choice in ?bp=', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness config={parsed(derivedOnly).config} />);
    const group = screen.getByRole('radiogroup', { name: 'Breakpoint' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Fit', 'lg', 'md', 'sm', 'xs', 'xxs']);
    expect(within(group).getByRole('radio', { name: 'Fit' })).toBeChecked();
    // Fit at 1000 px is md (react-grid-layout: wider than 996).
    expect(canvas()).toHaveAttribute('data-breakpoint', 'md');

    await user.click(within(group).getByRole('radio', { name: 'sm' }));
    expect(location.current.search).toBe('?bp=sm');
    expect(canvas()).toHaveAttribute('data-breakpoint', 'sm');
    expect(canvas()).toHaveAttribute('data-cols', '6');
    expect(screen.getByText('sm: 996 px wide, 6 columns')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'Fit' }));
    expect(location.current.search).toBe('');
  });

  it('reads the breakpoint from the URL', () => {
    renderWithRouter(<Harness config={parsed(derivedOnly).config} />, { url: '/?bp=xxs' });
    expect(screen.getByRole('radio', { name: 'xxs' })).toBeChecked();
    expect(canvas()).toHaveAttribute('data-breakpoint', 'xxs');
    expect(canvas()).toHaveAttribute('data-cols', '2');
  });
});

describe('Show layout', () => {
  it('shows each widget’s id, type and grid box, and outlines spacers', async () => {
    const user = userEvent.setup();
    const config = parsed({
      widgets: [...derivedOnly.widgets, { id: 'gap', type: 'SPACER', position: { x: 0, y: 5, w: 2, h: 1 } }],
    }).config;
    const { location, container } = renderWithRouter(<Harness config={config} />, { url: '/?bp=lg' });
    expect(container.querySelector('[data-layout-badge]')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show layout' }));
    expect(location.current.search).toContain('layout=1');
    const a = within(screen.getByRole('group', { name: 'TEXT a' }));
    expect(a.getByText('x 0, y 0, w 4, h 2')).toBeInTheDocument();
    expect(a.getByText('TEXT')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'SPACER gap' })).getByText('x 0, y 5, w 2, h 1')).toBeInTheDocument();
    expect(canvas()).toHaveClass('dash-show-layout');
    expect(container.querySelector('.dash-gridlines')).not.toBeNull();

    // The badges follow the breakpoint: at md, c has moved (see the layout math tests).
    await user.click(screen.getByRole('radio', { name: 'md' }));
    expect(within(screen.getByRole('group', { name: 'TEXT c' })).getByText('x 6, y 5, w 4, h 3')).toBeInTheDocument();
  });
});

describe('layout warnings panel', () => {
  it('lists overflowing and overlapping widgets instead of moving them silently', () => {
    renderWithRouter(<DashboardView config={parsed(brokenLayout).config} breakpoint="lg" />);
    const panel = within(screen.getByRole('region', { name: 'Layout warnings (2) at lg' }));
    expect(
      panel.getByText('“Too wide” (wide) overflows the 12 columns at lg (x 8, w 6); shown at x 6, y 0, w 6, h 2.'),
    ).toBeInTheDocument();
    expect(
      panel.getByText(/“First” \(first\) overlaps “Second” \(second\) at lg; shown at x 0, y 3, w 4, h 2\./),
    ).toBeInTheDocument();
  });

  it('is absent when the layout is clean', () => {
    renderWithRouter(<DashboardView config={parsed(derivedOnly).config} breakpoint="lg" />);
    expect(screen.queryByRole('region', { name: /Layout warnings/ })).not.toBeInTheDocument();
  });
});
