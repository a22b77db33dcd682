import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deeplyNested } from '../../../../test/fixtures/dashboards/nesting';
import { DashboardView } from '../components/dashboard-view';
import { parsed, renderWithRouter } from '../test-utils';

const tabsConfig = {
  layout: { rowHeight: 40 },
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
          {
            id: 'one',
            title: 'Overview',
            widgets: [{ id: 'o-text', type: 'AI', position: { x: 0, y: 0, w: 3, h: 2 }, config: { title: 'Overview chat' } }],
          },
          {
            id: 'two',
            title: 'Details',
            widgets: [{ id: 'd-text', type: 'AI', position: { x: 3, y: 0, w: 3, h: 2 }, config: { title: 'Details chat' } }],
          },
          { id: 'three', title: 'Extra', widgets: [] },
        ],
      },
    },
  ],
};

/** A container holding a vertical stack of two chats. */
const columnConfig = {
  widgets: [
    {
      id: 'column',
      type: 'CONTAINER',
      position: { x: 0, y: 0, w: 6, h: 4 },
      config: {
        title: 'Column',
        layout: 'stack',
        direction: 'vertical',
        widgets: [
          { id: 'c1', type: 'AI', position: { x: 0, y: 0, w: 12, h: 3 }, config: { title: 'Upper chat' } },
          { id: 'c2', type: 'AI', position: { x: 0, y: 3, w: 12, h: 3 }, config: { title: 'Lower chat' } },
        ],
      },
    },
  ],
};

/** The vertical stacks whose sizes were read. */
const measuredStacks = new Set<Element>();

/** jsdom lays nothing out (every size is zero): vertical stacks get the given content and box heights. */
function stacksLaidOut({ contentHeight, boxHeight }: { contentHeight: number; boxHeight: number }) {
  const stackHeight = (element: HTMLElement, height: number) => {
    if (!element.classList.contains('dash-stack-vertical')) return 0;
    measuredStacks.add(element);
    return height;
  };
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return stackHeight(this, contentHeight);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return stackHeight(this, boxHeight);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  measuredStacks.clear();
});

describe('tabs containers', () => {
  it('render only the open tab, switch by mouse and keep the open tab in the URL', async () => {
    const user = userEvent.setup();
    const { config } = parsed(tabsConfig);
    const { location } = renderWithRouter(<DashboardView config={config} width={1200} />);
    const tabs = within(screen.getByRole('group', { name: 'Sections' }));
    expect(tabs.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('group', { name: 'Overview chat' })).toBeInTheDocument();
    expect(tabs.queryByRole('group', { name: 'Details chat' })).not.toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Details' }));
    expect(tabs.getByRole('group', { name: 'Details chat' })).toBeInTheDocument();
    expect(tabs.queryByRole('group', { name: 'Overview chat' })).not.toBeInTheDocument();
    expect(new URLSearchParams(location.current.search).get('tab_sections')).toBe('two');
  });

  it('switch with the arrow keys', async () => {
    const user = userEvent.setup();
    const { config } = parsed(tabsConfig);
    const { location } = renderWithRouter(<DashboardView config={config} width={1200} />);
    const tabs = within(screen.getByRole('group', { name: 'Sections' }));
    await user.click(tabs.getByRole('tab', { name: 'Overview' }));
    // Radix moves focus in a timeout and activates the tab on focus, so the switch lands just after the key press.
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true'));
    expect(tabs.getByRole('group', { name: 'Details chat' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Extra' })).toHaveAttribute('aria-selected', 'true'));
    expect(tabs.getByText('This container is empty.')).toBeInTheDocument();
    expect(new URLSearchParams(location.current.search).get('tab_sections')).toBe('three');
  });

  it('open the tab named in the URL, with its own grid of the container’s columns', () => {
    const { config } = parsed(tabsConfig);
    const { container } = renderWithRouter(<DashboardView config={config} width={1200} />, { url: '/?tab_sections=two' });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const grid = container.querySelector<HTMLElement>('.dash-nested-grid')!;
    expect(grid.dataset.cols).toBe('6');
    // Measured from the container's own box (here its computed width, as jsdom has no layout), never the page (the
    // dashboard is drawn at lg's design width, 1280 px).
    expect(Number(grid.dataset.width)).toBeLessThan(1280);
    expect(Number(grid.dataset.width)).toBeGreaterThan(1000);
  });

  it('fall back to the first tab when the URL names an unknown one', () => {
    const { config } = parsed(tabsConfig);
    renderWithRouter(<DashboardView config={config} width={1200} />, { url: '/?tab_sections=nope' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('stack and grid containers', () => {
  it('lay out their children', () => {
    const { config } = parsed({
      widgets: [
        {
          id: 'stack',
          type: 'CONTAINER',
          position: { x: 0, y: 0, w: 6, h: 6 },
          config: {
            title: 'Stack',
            layout: 'stack',
            direction: 'horizontal',
            widgets: [
              { id: 's1', type: 'DIVIDER', position: { x: 0, y: 0, w: 1, h: 1 } },
              { id: 's2', type: 'AI', position: { x: 0, y: 0, w: 2, h: 1 }, config: { title: 'Stacked chat' } },
            ],
          },
        },
        {
          id: 'grid',
          type: 'CONTAINER',
          position: { x: 6, y: 0, w: 6, h: 6 },
          config: {
            title: 'Grid',
            layout: 'grid',
            cols: 4,
            widgets: [{ id: 'g1', type: 'AI', position: { x: 2, y: 0, w: 2, h: 2 }, config: { title: 'Gridded chat' } }],
          },
        },
      ],
    });
    const { container } = renderWithRouter(<DashboardView config={config} width={1200} />);
    const stack = within(screen.getByRole('group', { name: 'Stack' }));
    expect(stack.getByRole('group', { name: 'Stacked chat' })).toBeInTheDocument();
    expect(container.querySelector('.dash-stack')).toHaveAttribute('data-direction', 'horizontal');
    const gridded = within(screen.getByRole('group', { name: 'Grid' })).getByRole('group', { name: 'Gridded chat' });
    expect(gridded.className).toContain('react-grid-item');
    expect(gridded.style.transform).toMatch(/^translate\([1-9]/);
  });

  it('make a vertical stack whose cards do not fit, so it scrolls, a named stop for the keyboard', async () => {
    const user = userEvent.setup();
    stacksLaidOut({ contentHeight: 400, boxHeight: 160 });
    const { container } = renderWithRouter(<DashboardView config={parsed(columnConfig).config} width={1200} />);
    const scroller = container.querySelector<HTMLElement>('.dash-stack-vertical')!;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    expect(scroller).toHaveAttribute('role', 'group');
    expect(scroller).toHaveAccessibleName('Column');
    expect(within(scroller).getByRole('group', { name: 'Lower chat' })).toBeInTheDocument();
    // Tab past the view's own controls (breakpoint switch) into the container's card: the stack is its first stop.
    const card = container.querySelector('[data-widget-id="column"]')!;
    for (let press = 0; press < 20 && !card.contains(document.activeElement); press++) await user.tab();
    expect(scroller).toHaveFocus();
  });

  it('leave a vertical stack whose cards fit neither a tab stop nor a group repeating its name', async () => {
    const user = userEvent.setup();
    stacksLaidOut({ contentHeight: 160, boxHeight: 160 });
    const { container } = renderWithRouter(<DashboardView config={parsed(columnConfig).config} width={1200} />);
    const card = container.querySelector<HTMLElement>('[data-widget-id="column"]')!;
    await within(card).findByRole('group', { name: 'Lower chat' });
    const stack = container.querySelector<HTMLElement>('.dash-stack-vertical')!;
    // The observer has reported (it reports once on observe), and the stack stays plain.
    await waitFor(() => expect(measuredStacks.has(stack)).toBe(true));
    expect(stack).not.toHaveAttribute('tabindex');
    expect(stack).not.toHaveAttribute('role');
    expect(stack).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('group', { name: 'Column' })).toEqual([card]);
    // Tabbing never stops on the stack itself.
    for (let press = 0; press < 30; press++) {
      await user.tab();
      expect(document.activeElement).not.toBe(stack);
    }
  });

  it('nest beyond four levels without crashing', async () => {
    const { config } = parsed(deeplyNested(7));
    renderWithRouter(<DashboardView config={config} width={1200} />);
    expect(screen.getByRole('group', { name: 'Level 7' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Deepest text' })).toBeInTheDocument();
    expect(await screen.findByText('Bottom of the nest')).toBeInTheDocument();
  });
});
