import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brokenLayout, derivedOnly } from '../../../../test/fixtures/dashboards/layouts';
import { recordScrollIntoView } from '../../../../test/support/scroll-into-view';
import { useDashboardViewParams } from '../hooks/use-view-params';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';
import type { DashboardConfig } from '@/api/schemas/dashboard';

/** What the workbook page does: the view's own controls drive it through the URL. */
function Harness({ config, width = 1000 }: { config: DashboardConfig; width?: number }) {
  const view = useDashboardViewParams();
  return <DashboardView config={config} {...view} width={width} />;
}

const canvas = () => screen.getByRole('region', { name: /^Dashboard/ });
const frame = () => canvas().closest<HTMLElement>('.dash-frame')!;
const scaled = () => canvas().closest<HTMLElement>('.dash-frame-scaled')!;

describe('breakpoint picker', () => {
  it('opens at the widest breakpoint, offers every breakpoint and keeps the choice in ?bp=', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness config={parsed(derivedOnly).config} />);
    const group = screen.getByRole('radiogroup', { name: 'Breakpoint' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['lg', 'md', 'sm', 'xs', 'xxs']);
    expect(within(group).getByRole('radio', { name: 'lg' })).toBeChecked();
    expect(canvas()).toHaveAttribute('data-breakpoint', 'lg');
    // Drawn at lg's design width, whatever the pane's width.
    expect(canvas()).toHaveAttribute('data-width', '1280');

    await user.click(within(group).getByRole('radio', { name: 'sm' }));
    expect(location.current.search).toBe('?bp=sm');
    expect(canvas()).toHaveAttribute('data-breakpoint', 'sm');
    expect(canvas()).toHaveAttribute('data-cols', '6');
    expect(screen.getByText('sm: 996 px wide, 6 columns, shown at 100%')).toBeInTheDocument();
  });

  it('reads the breakpoint from the URL, and an old ?bp=fit link opens at the widest', () => {
    const { unmount } = renderWithRouter(<Harness config={parsed(derivedOnly).config} />, { url: '/?bp=xxs' });
    expect(screen.getByRole('radio', { name: 'xxs' })).toBeChecked();
    expect(canvas()).toHaveAttribute('data-breakpoint', 'xxs');
    expect(canvas()).toHaveAttribute('data-cols', '2');
    unmount();
    renderWithRouter(<Harness config={parsed(derivedOnly).config} />, { url: '/?bp=fit' });
    expect(screen.getByRole('radio', { name: 'lg' })).toBeChecked();
  });
});

describe('opening breakpoint in a narrow pane', () => {
  it('opens a phone-wide pane at the widest breakpoint that stays readable, keeps ?bp= empty, and a pick still wins', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness config={parsed(derivedOnly).config} width={358} />);
    const group = screen.getByRole('radiogroup', { name: 'Breakpoint' });
    // lg would be fitted at 27%; xxs (360 px wide) fits at 99%.
    expect(within(group).getByRole('radio', { name: 'xxs' })).toBeChecked();
    expect(canvas()).toHaveAttribute('data-breakpoint', 'xxs');
    expect(screen.getByText('xxs: 360 px wide, 2 columns, shown at 99%')).toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(location.current.search).toBe('');

    await user.click(within(group).getByRole('radio', { name: 'lg' }));
    expect(location.current.search).toBe('?bp=lg');
    expect(canvas()).toHaveAttribute('data-breakpoint', 'lg');
    expect(screen.getByText('lg: 1280 px wide, 12 columns, shown at 27%')).toBeInTheDocument();
  });

  it('steps down only as far as it must: a 600 px pane opens at md (half size), a 700 px pane at lg', () => {
    const { unmount } = renderWithRouter(<Harness config={parsed(derivedOnly).config} width={600} />);
    expect(canvas()).toHaveAttribute('data-breakpoint', 'md');
    expect(screen.getByText('md: 1200 px wide, 10 columns, shown at 50%')).toBeInTheDocument();
    unmount();
    renderWithRouter(<Harness config={parsed(derivedOnly).config} width={700} />);
    expect(canvas()).toHaveAttribute('data-breakpoint', 'lg');
    expect(screen.getByText('lg: 1280 px wide, 12 columns, shown at 54%')).toBeInTheDocument();
  });
});

describe('zoom', () => {
  it('fits the design width to the pane by default, shows the scale, and is one click from 100%', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness config={parsed(derivedOnly).config} width={640} />);
    const zoom = screen.getByRole('radiogroup', { name: 'Zoom' });
    // 640 / 1280: half size. The frame takes the scaled size in the page; the grid keeps its width and is scaled.
    expect(within(zoom).getByRole('radio', { name: 'Fit · 50%' })).toBeChecked();
    expect(screen.getByText('lg: 1280 px wide, 12 columns, shown at 50%')).toBeInTheDocument();
    expect(frame().style.width).toBe('640px');
    expect(scaled().style.transform).toBe('scale(0.5)');
    expect(canvas()).toHaveAttribute('data-width', '1280');

    await user.click(within(zoom).getByRole('radio', { name: '100%' }));
    expect(location.current.search).toBe('?zoom=100');
    expect(frame().style.width).toBe('1280px');
    expect(scaled().style.transform).toBe('');
    expect(canvas()).toHaveAttribute('data-width', '1280');

    await user.click(within(zoom).getByRole('radio', { name: 'Fit · 50%' }));
    expect(location.current.search).toBe('');
  });

  it('never enlarges a breakpoint narrower than the pane', () => {
    renderWithRouter(<Harness config={parsed(derivedOnly).config} width={1000} />, { url: '/?bp=xs' });
    expect(screen.getByRole('radio', { name: 'Fit · 100%' })).toBeChecked();
    expect(scaled().style.transform).toBe('');
  });
});

describe('positions as stored', () => {
  it('compacts like react-grid-layout by default and shows the stored gaps when switched on, kept in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness config={parsed(derivedOnly).config} />, { url: '/?layout=1' });
    const d = () => within(screen.getByRole('group', { name: 'D' }));
    // Stored at y 4 under boxes that end at row 3: compaction closes the empty row.
    expect(d().getByText('x 0, y 3, w 12, h 1')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Positions as stored' }));
    expect(location.current.search).toContain('positions=stored');
    expect(d().getByText('x 0, y 4, w 12, h 1')).toBeInTheDocument();
    expect(screen.getByText(/shown at 78%, positions as stored/)).toBeInTheDocument();
  });
});

describe('Show layout', () => {
  it('shows each widget’s id, type and grid box, and outlines spacers', async () => {
    const user = userEvent.setup();
    const config = parsed({
      widgets: [...derivedOnly.widgets, { id: 'gap', type: 'SPACER', position: { x: 0, y: 5, w: 2, h: 1 } }],
    }).config;
    const { location, container } = renderWithRouter(<Harness config={config} />, { url: '/?positions=stored' });
    expect(container.querySelector('[data-layout-badge]')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show layout' }));
    expect(location.current.search).toContain('layout=1');
    const a = within(screen.getByRole('group', { name: 'A' }));
    expect(a.getByText('x 0, y 0, w 4, h 2')).toBeInTheDocument();
    expect(a.getByText('TEXT')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Spacer' })).getByText('x 0, y 5, w 2, h 1')).toBeInTheDocument();
    expect(canvas()).toHaveClass('dash-show-layout');
    expect(container.querySelector('.dash-gridlines')).not.toBeNull();

    // The badges follow the breakpoint: at md, c has moved (see the layout math tests).
    await user.click(screen.getByRole('radio', { name: 'md' }));
    expect(within(screen.getByRole('group', { name: 'C' })).getByText('x 6, y 5, w 4, h 3')).toBeInTheDocument();
  });
});

describe('layout warnings', () => {
  const scrolled = recordScrollIntoView();

  it('counts them beside the breakpoint picker, lists them, and shows the widget a chosen one names', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness config={parsed(brokenLayout).config} />);
    const toolbar = screen.getByRole('radiogroup', { name: 'Breakpoint' }).closest('.dash-toolbar')!;
    const count = await within(toolbar as HTMLElement).findByRole('button', { name: '3 layout warnings' });
    await user.click(count);
    const list = within(await screen.findByRole('dialog', { name: 'Layout warnings (3) at lg' }));
    expect(
      list.getByRole('button', {
        name: '“Too wide” (wide) overflows the 12 columns at lg (x 8, w 6); shown at x 6, y 0, w 6, h 2.',
      }),
    ).toBeInTheDocument();
    expect(
      list.getByRole('button', {
        name: /“Second” \(second\) is placed at y \d+ at lg \(as stored\), leaving 1 empty row above it/,
      }),
    ).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: /“First” \(first\) overlaps “Second” \(second\) at lg/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'First' });
    expect(scrolled).toEqual([first]);
    expect(first).toHaveAttribute('data-outlined');
    expect(first).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Second' })).not.toHaveAttribute('data-outlined');
  });

  it('opens the tab that holds the widget a chosen warning names, then shows that widget', async () => {
    const user = userEvent.setup();
    const chat = (id: string, x: number, title: string) => ({
      id,
      type: 'AI',
      position: { x, y: 0, w: 3, h: 2 },
      config: { title },
    });
    const config = parsed({
      widgets: [
        {
          id: 'sections',
          type: 'CONTAINER',
          position: { x: 0, y: 0, w: 12, h: 8 },
          config: {
            title: 'Sections',
            layout: 'tabs',
            cols: 6,
            tabs: [
              { id: 'one', title: 'Overview', widgets: [chat('o-chat', 0, 'Overview chat')] },
              { id: 'two', title: 'Details', widgets: [chat('d-left', 0, 'Left chat'), chat('d-right', 1, 'Right chat')] },
            ],
          },
        },
      ],
    }).config;
    const { location } = renderWithRouter(<Harness config={config} />);
    expect(screen.queryByRole('group', { name: 'Left chat' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '1 layout warning' }));
    await user.click(await screen.findByRole('button', { name: /“Left chat” \(d-left\) overlaps “Right chat”/ }));

    expect(new URLSearchParams(location.current.search).get('tab_sections')).toBe('two');
    const left = await screen.findByRole('group', { name: 'Left chat' });
    await waitFor(() => expect(left).toHaveAttribute('data-outlined'));
    expect(left).toHaveFocus();
    expect(scrolled.at(-1)).toBe(left);
    expect(screen.getByRole('group', { name: 'Sections' })).not.toHaveAttribute('data-outlined');
  });

  it('says so when the layout is clean', async () => {
    renderWithRouter(<Harness config={parsed({ widgets: derivedOnly.widgets.slice(0, 3) }).config} />);
    expect(await screen.findByText('No layout warnings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /layout warning/ })).not.toBeInTheDocument();
  });
});
