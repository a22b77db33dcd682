import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseDashboardInput } from '@/features/dashboards';
import { MemoryRouter, useLocation } from 'react-router';
import { recordScrollIntoView } from '../../../../test/support/scroll-into-view';
import { diffDashboards, highlightsBySide } from '../model/widget-diff';
import { SideBySide, type Side } from './side-by-side';

/** A pane named `name` (its scroll box is “<name> pane”) drawing `config`. */
function paneSide(name: string, config: Side['config'], highlights: Side['highlights'] = () => ({})): Side {
  return { title: name, regionLabel: `${name} pane`, label: name, config, snapshots: [], missing: 'None.', highlights };
}

function side(name: string, lgFrom: number): Side {
  const config = parseDashboardInput({
    title: name,
    layout: { breakpoints: { lg: lgFrom, md: 996, sm: 768, xs: 480, xxs: 0 } },
    widgets: [{ id: 'a', type: 'TEXT', position: { x: 0, y: 0, w: 6, h: 2 }, config: { title: 'A', text: 'A' } }],
  }).config;
  return paneSide(name, config);
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

const text = (id: string, title: string, position: { x: number; y: number; w: number; h: number }, body = title) => ({
  id,
  type: 'TEXT',
  position,
  config: { title, text: body },
});

/** Tabs whose second tab holds “Deep” (its text given): not drawn until that tab is open. */
const tabs = (deepText: string) => ({
  id: 'details',
  type: 'CONTAINER',
  position: { x: 0, y: 4, w: 12, h: 6 },
  config: {
    layout: 'tabs',
    title: 'Details',
    tabs: [
      { id: 't-first', title: 'First', widgets: [text('shallow', 'Shallow', { x: 0, y: 0, w: 12, h: 2 })] },
      { id: 't-second', title: 'Second', widgets: [text('deep', 'Deep', { x: 0, y: 0, w: 12, h: 2 }, deepText)] },
    ],
  },
});

const sourceInput = {
  title: 'Source',
  widgets: [text('alpha', 'Alpha', { x: 0, y: 0, w: 6, h: 2 }), text('beta', 'Beta', { x: 0, y: 2, w: 6, h: 2 }), tabs('Before')],
};
const cloneInput = {
  title: 'Clone',
  widgets: [
    text('alpha', 'Alpha', { x: 6, y: 0, w: 6, h: 2 }),
    text('beta', 'Beta', { x: 0, y: 2, w: 6, h: 2 }),
    tabs('After'),
    text('gamma', 'Gamma', { x: 0, y: 10, w: 6, h: 2 }),
  ],
};

function review(clone: Record<string, unknown> = cloneInput) {
  const source = parseDashboardInput(sourceInput).config;
  const cloned = parseDashboardInput(clone).config;
  const differences = diffDashboards({ config: source, reportSnapshots: [] }, { config: cloned, reportSnapshots: [] });
  const highlights = highlightsBySide(differences);
  return (
    <MemoryRouter>
      <SideBySide
        left={paneSide('Source', source, highlights.first)}
        right={paneSide('Clone', cloned, highlights.second)}
        differences={{ list: differences, heading: 'Differences', sideNames: ['the source', 'the clone'] }}
      />
      <Search />
    </MemoryRouter>
  );
}

const pane = (name: 'Source' | 'Clone') => within(screen.getByRole('region', { name: `${name} pane` }));
const differences = () => within(screen.getByRole('region', { name: 'Differences' }));

describe('choosing a difference beside the two dashboards', () => {
  const scrolled = recordScrollIntoView();

  it('scrolls both panes to the widget and outlines it there, focus going to the clone’s, and says so', async () => {
    const user = userEvent.setup();
    render(review());
    await user.click(differences().getByRole('button', { name: /^Moved: Alpha — / }));

    const inSource = pane('Source').getByRole('group', { name: 'Alpha (moved)' });
    const inClone = pane('Clone').getByRole('group', { name: 'Alpha (moved)' });
    expect(inSource).toHaveAttribute('data-outlined');
    expect(inClone).toHaveAttribute('data-outlined');
    expect(scrolled).toEqual([inSource, inClone]);
    expect(inClone).toHaveFocus();
    expect(await differences().findByText('Showing “Alpha” in the source and the clone.')).toHaveAttribute('role', 'status');
  });

  it('reveals a widget only one side has on that side, leaving the other pane where it is, and by keyboard', async () => {
    const user = userEvent.setup();
    render(review());
    await user.click(differences().getByRole('button', { name: /^Moved: Alpha — / }));
    scrolled.length = 0;

    differences()
      .getByRole('button', { name: /^Added: Gamma — / })
      .focus();
    await user.keyboard('{Enter}');
    const gamma = pane('Clone').getByRole('group', { name: 'Gamma (added)' });
    expect(gamma).toHaveAttribute('data-outlined');
    expect(scrolled).toEqual([gamma]);
    expect(gamma).toHaveFocus();
    // The source pane is not scrolled, and no longer outlines the widget chosen before.
    expect(pane('Source').getByRole('group', { name: 'Alpha (moved)' })).not.toHaveAttribute('data-outlined');
    expect(pane('Clone').getByRole('group', { name: 'Alpha (moved)' })).not.toHaveAttribute('data-outlined');
    expect(await differences().findByText('Showing “Gamma” in the clone. It is not in the source.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('opens the tab holding the widget in both panes, then shows the widget itself', async () => {
    const user = userEvent.setup();
    render(review());
    expect(pane('Source').queryByRole('group', { name: /^Deep/ })).not.toBeInTheDocument();
    await user.click(differences().getByRole('button', { name: /^Changed: Deep — / }));

    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?tab_details=t-second');
    const inSource = await pane('Source').findByRole('group', { name: 'Deep (changed)' });
    const inClone = pane('Clone').getByRole('group', { name: 'Deep (changed)' });
    await vi.waitFor(() => expect(inClone).toHaveAttribute('data-outlined'));
    expect(inSource).toHaveAttribute('data-outlined');
    expect(scrolled).toEqual(expect.arrayContaining([inSource, inClone]));
    expect(pane('Clone').getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(await differences().findByText('Showing “Deep” in the source and the clone.')).toBeInTheDocument();
  });

  it('says so in the live region where the widget is not drawn in a pane', async () => {
    const user = userEvent.setup();
    // The clone became an app: its widgets are kept in its config but an app draws none of them.
    render(review({ ...cloneInput, kind: 'APP', app: { entry: 'index.html', html: '<p>app</p>' } }));
    await user.click(differences().getByRole('button', { name: /^Moved: Alpha — / }));

    expect(pane('Source').getByRole('group', { name: 'Alpha (moved)' })).toHaveAttribute('data-outlined');
    expect(
      await differences().findByText('Showing “Alpha” in the source. “Alpha” is not drawn in the clone at lg.'),
    ).toHaveAttribute('role', 'status');
  });
});
