import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardConfig } from '@/api/schemas/dashboard';
import { useBreakpointParam } from '../hooks/use-breakpoint-param';
import { renderWithRouter } from '../test-utils';
import { LayoutEditor, type LayoutEditorApi } from './layout-editor';

const saved: DashboardConfig = {
  widgets: [
    { id: 'kpi', type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 }, config: { title: 'Revenue KPI', text: '1' } },
    { id: 'notes', type: 'TEXT', position: { x: 4, y: 0, w: 4, h: 2 }, config: { title: 'Notes', text: '2' } },
    {
      id: 'trend',
      type: 'TEXT',
      position: { x: 0, y: 2, w: 8, h: 3 },
      responsiveLayouts: { md: { x: 0, y: 2, w: 10, h: 3 } },
      config: { title: 'Trend', text: '3' },
    },
  ],
};

function Harness({ onApi }: { onApi?: (api: LayoutEditorApi) => void }) {
  const [breakpoint, setBreakpoint] = useBreakpointParam();
  return (
    <LayoutEditor
      saved={saved}
      snapshots={[]}
      breakpoint={breakpoint}
      onBreakpointChange={setBreakpoint}
      label="Test board"
      actions={(api) => {
        onApi?.(api);
        return <span>{api.changes.length} pending</span>;
      }}
    />
  );
}

const widget = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });
const changes = () => screen.queryByRole('list', { name: 'Layout changes' });

describe('the layout editor', () => {
  it('moves the focused widget with the arrow keys and lists the change against the saved draft', async () => {
    const user = userEvent.setup();
    let last: LayoutEditorApi | null = null;
    renderWithRouter(<Harness onApi={(api) => (last = api)} />);
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    widget('Notes').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(widget('Notes')).toHaveFocus();
    expect(widget('Notes')).toHaveAccessibleName(/^Notes: column 7, row 1, 4 by 2/);
    const list = changes();
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Notes lg moved from column 5, row 1 to column 7, row 1');
    // The widest breakpoint changes `position`; nothing else of the widget changes.
    const notes = (last as LayoutEditorApi | null)?.present.widgets?.find((w) => w.id === 'notes');
    expect(notes?.position).toEqual({ x: 6, y: 0, w: 4, h: 2 });
    expect(notes?.config).toEqual({ title: 'Notes', text: '2' });
    expect(notes?.responsiveLayouts).toBeUndefined();
  });

  it('offers the viewer’s zoom, Fit or 100%, kept in ?zoom=', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<Harness />);
    const zoom = screen.getByRole('radiogroup', { name: 'Zoom' });
    expect(within(zoom).getByRole('radio', { name: /^Fit · \d+%$/ })).toBeChecked();
    await user.click(within(zoom).getByRole('radio', { name: '100%' }));
    expect(location.current.search).toBe('?zoom=100');
    expect(within(screen.getByRole('radiogroup', { name: 'Zoom' })).getByRole('radio', { name: '100%' })).toBeChecked();
  });

  it('resizes with Shift and the arrow keys, then undoes and redoes each step', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    widget('Revenue KPI').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(changes()).toHaveTextContent('Revenue KPI lg resized from 4×2 to 5×2');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(changes()).toHaveTextContent('resized from 4×2 to 5×3');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(changes()).toHaveTextContent('resized from 4×2 to 5×2');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(changes()).toBeNull();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(changes()).toHaveTextContent('resized from 4×2 to 5×2');
    widget('Revenue KPI').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(changes()).toBeNull();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(changes()).toHaveTextContent('resized from 4×2 to 5×2');
    // A new edit after an undo drops what could have been redone.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    widget('Revenue KPI').focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('edits a narrower breakpoint in its own responsiveLayouts, leaving position alone', async () => {
    const user = userEvent.setup();
    let last: LayoutEditorApi | null = null;
    renderWithRouter(<Harness onApi={(api) => (last = api)} />, { url: '/?bp=md' });
    expect(screen.getByText(/Editing the md layout \(10 columns\)/)).toBeInTheDocument();
    widget('Trend').focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(changes()).toHaveTextContent('Trend md resized from 10×3 to 9×3');
    const trend = (last as LayoutEditorApi | null)?.present.widgets?.find((w) => w.id === 'trend');
    expect(trend?.position).toEqual({ x: 0, y: 2, w: 8, h: 3 });
    expect(trend?.responsiveLayouts?.md).toEqual({ x: 0, y: 2, w: 9, h: 3 });
  });

  it('moves both position and the widest breakpoint’s own box when a builder saved one', async () => {
    const user = userEvent.setup();
    let last: LayoutEditorApi | null = null;
    const withLg: DashboardConfig = {
      widgets: [
        {
          id: 'solo',
          type: 'TEXT',
          position: { x: 0, y: 0, w: 4, h: 2 },
          responsiveLayouts: { lg: { x: 0, y: 0, w: 4, h: 2 } },
          config: { title: 'Solo' },
        },
      ],
    };
    renderWithRouter(
      <LayoutEditor
        saved={withLg}
        snapshots={[]}
        breakpoint={null}
        onBreakpointChange={() => {}}
        label="Builder board"
        actions={(api) => {
          last = api;
          return null;
        }}
      />,
    );
    widget('Solo').focus();
    await user.keyboard('{ArrowRight}');
    expect(widget('Solo')).toHaveAccessibleName(/^Solo: column 2, row 1/);
    const solo = (last as LayoutEditorApi | null)?.present.widgets?.[0];
    expect(solo?.position).toEqual({ x: 1, y: 0, w: 4, h: 2 });
    expect(solo?.responsiveLayouts?.lg).toEqual({ x: 1, y: 0, w: 4, h: 2 });
    expect(changes()).toHaveTextContent('Solo lg moved from column 1, row 1 to column 2, row 1');
  });

  it('moves a widget down past its neighbour, and says when it cannot go further', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    widget('Revenue KPI').focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Revenue KPI cannot go further that way.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(widget('Revenue KPI')).toHaveAccessibleName(/row (3|6),/);
    expect(changes()).toHaveTextContent(/Revenue KPI lg moved from column 1, row 1 to column 1, row/);
  });

  it('says how many other widgets a step pushed, and what an undo or a redo put back', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    widget('Revenue KPI').focus();
    await user.keyboard('{ArrowRight}');
    expect(
      screen.getByText('Revenue KPI: column 2, row 1, 4 columns wide, 2 rows high. 2 other widgets moved down.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(widget('Revenue KPI')).toHaveAccessibleName(/^Revenue KPI: column 1, row 1,/);
    expect(
      screen.getByText('Undone: Revenue KPI back to column 1, row 1, 4 columns wide, 2 rows high. 2 other widgets moved up.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(
      screen.getByText('Redone: Revenue KPI to column 2, row 1, 4 columns wide, 2 rows high. 2 other widgets moved down.'),
    ).toBeInTheDocument();

    // Ctrl+Z and Ctrl+Y say the same.
    widget('Revenue KPI').focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByText(/^Undone: Revenue KPI back to column 1, row 1,/)).toBeInTheDocument();
    await user.keyboard('{Control>}y{/Control}');
    expect(screen.getByText(/^Redone: Revenue KPI to column 2, row 1,/)).toBeInTheDocument();
  });

  it('names the breakpoint an undo changed when another one is on screen', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />, { url: '/?bp=md' });
    widget('Trend').focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await user.click(screen.getByRole('radio', { name: /^lg/ }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      screen.getByText('Undone: Trend back to column 1, row 3, 10 columns wide, 3 rows high in the md layout.'),
    ).toBeInTheDocument();
  });
});
