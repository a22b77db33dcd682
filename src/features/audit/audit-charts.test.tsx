import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import AuditPage from './audit-page';
import { forgetFinishedExport } from './parser/finished-export';

// jsdom has no Worker: the page parses in this thread with the same parsing core (parser/parse-audit-body.ts).
let sb: InProcessSandbox;

const CSV = [
  'timestamp,userEmail,eventName,deploymentName,ipAddress,attributes',
  '2025-03-05T10:00:00Z,ana@example.com,Logged in,Acme Analytics,10.0.0.1,"{""method"":""sso""}"',
  '2025-03-05T09:00:00Z,bo@example.com,Duplicated workbook,Acme Analytics,10.0.0.2,"{""workbookId"":3,""workbookName"":""Copy of Board pack"",""sourceWorkbookId"":2}"',
  '2025-03-04T12:00:00Z,ana@example.com,Logged in,Lab,10.0.0.3,{}',
  '2025-03-03T08:30:00Z,cy@example.com,Created Git branch,Lab,10.0.0.4,"{""branch"":""q3""}"',
  '2025-03-01T23:00:00Z,bo@example.com,Logged in,Acme Analytics,10.0.0.5,{}',
  '2025-03-01T07:00:00Z,ana@example.com,Created Git branch,Acme Analytics,10.0.0.6,"{""branch"":""dev-ana""}"',
].join('\r\n');

/** The final count; the first parse also loads the parsing code, which can take over a second on a busy machine. */
function loaded(count: string) {
  return screen.findByText(count, undefined, { timeout: 5000 });
}

function location(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
}

function shownEvents(): string[] {
  return within(screen.getByRole('table', { name: 'Audit events' }))
    .getAllByRole('button', { name: /^Details:/ })
    .map((button) => button.getAttribute('aria-label') ?? '');
}

function renderWithCsv(url = '/audit', csv = CSV) {
  const sandboxFetch = globalThis.fetch;
  // The export answers the crafted CSV; every other call (the deployments list for links) reaches the sandbox.
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (target.includes('/api/v1/audit-logs/export'))
      return Promise.resolve(new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }));
    return sandboxFetch(input, init);
  });
  return renderPage(<AuditPage />, { url, path: '/audit', apiKey: sb.fixtures.keys.admin });
}

beforeEach(() => {
  sb = startInProcessSandbox();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  // Each test is a page opened anew: the export a test before it read is not one to come back to.
  forgetFinishedExport();
  vi.restoreAllMocks();
  sb.restore();
});

/** The page with its export read and the time chart shown as its table of days. */
async function openDayTable() {
  const user = userEvent.setup();
  renderWithCsv();
  await loaded('6 events');
  const perDay = await screen.findByRole('region', { name: 'Events per day' });
  await user.click(within(perDay).getByRole('button', { name: 'Show table: Events per day' }));
  return { user, perDay };
}

describe('the audit charts', () => {
  it('draws events per day, top events, top users and deployments from the rows, each with a summary and a table', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    expect(await loaded('6 events')).toBeInTheDocument();

    // The charts follow the rows in their own render.
    const perDay = await screen.findByRole('region', { name: 'Events per day' });
    expect(perDay).toHaveAccessibleDescription(
      'Events per day from 2025-03-01 to 2025-03-05 (5 days): 6 events, on 4 of them. The busiest day was 2025-03-01 with 2.',
    );
    await user.click(within(perDay).getByRole('button', { name: 'Show table: Events per day' }));
    const days = within(perDay).getByRole('table', { name: 'Events per day' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Day (UTC)Events', '2025-03-012', '2025-03-020', '2025-03-031', '2025-03-041', '2025-03-052']);

    // The bar lists follow the time chart by a frame.
    const topEvents = await screen.findByRole('region', { name: 'Top events' });
    expect(topEvents).toHaveAccessibleDescription(
      '3 event names; the most events: Logged in 3 (50%), Created Git branch 2 (33%), Duplicated workbook 1 (17%).',
    );
    expect(
      within(within(topEvents).getByRole('list'))
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['Logged in 3 events', 'Created Git branch 2 events', 'Duplicated workbook 1 event']);

    const topUsers = screen.getByRole('region', { name: 'Top users' });
    expect(within(topUsers).getByRole('button', { name: 'ana@example.com 3 events' })).toBeInTheDocument();
    const deployments = screen.getByRole('region', { name: 'Events per deployment' });
    expect(deployments).toHaveAccessibleDescription(
      /^2 deployments; the most events: Acme Analytics 4 \(67%\), Lab 2 \(33%\)\.$/,
    );
  });

  it('lets the keyboard reach and scroll each chart’s table view: a named region, one tab stop after its switch', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    await screen.findByRole('region', { name: 'Events per day' });
    for (const title of ['Events per day', 'Top events', 'Top users', 'Events per deployment']) {
      const chart = await screen.findByRole('region', { name: title });
      const toggle = within(chart).getByRole('button', { name: `Show table: ${title}` });
      await user.click(toggle);
      await user.tab();
      const box = within(chart).getByRole('region', { name: `${title} as a table` });
      expect(box).toHaveFocus();
      expect(within(box).getByRole('table', { name: title })).toBeInTheDocument();
    }
  });

  it('filters the table to a user when their bar is clicked, keeps it in the URL, and clears it on a second click', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');

    const bo = within(await screen.findByRole('region', { name: 'Top users' })).getByRole('button', {
      name: 'bo@example.com 2 events',
    });
    await user.click(bo);
    await waitFor(() => expect(location().searchParams.get('f.userEmail')).toBe('bo@example.com'));
    expect(bo).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 2 of 6 events')).toBeInTheDocument();
    expect(shownEvents()).toEqual([
      expect.stringMatching(/^Details: Duplicated workbook by bo@example.com/),
      expect.stringMatching(/^Details: Logged in by bo@example.com/),
    ]);
    // The other charts count bo's events only; the users chart still lists everyone, so another can be picked.
    expect(screen.getByRole('region', { name: 'Top events' })).toHaveAccessibleDescription(/^2 event names/);
    expect(
      within(within(screen.getByRole('region', { name: 'Top users' })).getByRole('list')).getAllByRole('button'),
    ).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Table filters' })).toHaveTextContent('User: bo@example.com');

    await user.click(bo);
    await waitFor(() => expect(location().searchParams.has('f.userEmail')).toBe(false));
    expect(shownEvents()).toHaveLength(6);
  });

  it('filters by event and by deployment together, from a shared URL', async () => {
    renderWithCsv('/audit?f.eventName=Logged+in&f.deploymentName=Acme+Analytics');
    expect(await screen.findByText('Showing 2 of 6 events')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Deployment' })).toHaveValue('Acme Analytics');
    expect(shownEvents()).toEqual([
      expect.stringMatching(/^Details: Logged in by ana@example.com/),
      expect.stringMatching(/^Details: Logged in by bo@example.com/),
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear table filters' }));
    await waitFor(() => expect(shownEvents()).toHaveLength(6));
  });

  it('sets the start and end dates in the URL when the time chart is brushed, and loads that range', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const plot = await screen.findByRole('listbox', { name: 'Events per day' });
    // jsdom lays nothing out: the plot is 500 px wide, 100 px per day for the five days.
    vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 100 }));

    await user.pointer([
      { keys: '[MouseLeft>]', target: plot, coords: { clientX: 150, clientY: 50 } },
      { target: plot, coords: { clientX: 290, clientY: 50 } },
      { keys: '[/MouseLeft]', target: plot, coords: { clientX: 390, clientY: 50 } },
    ]);
    await waitFor(() => {
      expect(location().searchParams.get('start')).toBe('2025-03-02');
      expect(location().searchParams.get('end')).toBe('2025-03-04');
    });
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-02');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-04');
    // The drag took the chart away with its run: focus comes to the new one (the next Tab goes on from there, not
    // from the top of the page), quietly, with no keyboard marks on its bars.
    const narrowed = await screen.findByRole('listbox', { name: 'Events per hour' });
    await waitFor(() => expect(narrowed).toHaveFocus());
    expect(narrowed).not.toHaveAttribute('aria-activedescendant');
    expect(within(narrowed).queryAllByRole('option', { selected: true })).toHaveLength(0);
  });

  it('sets one day from the time chart’s table, and focus comes to the new chart as after a click on the bars', async () => {
    const { user, perDay } = await openDayTable();
    await user.click(within(perDay).getByRole('button', { name: '2025-03-04: narrow the dates to this day' }));
    await waitFor(() => {
      expect(location().searchParams.get('start')).toBe('2025-03-04');
      expect(location().searchParams.get('end')).toBe('2025-03-04');
    });
    const narrowed = await screen.findByRole('listbox', { name: 'Events per hour' });
    await waitFor(() => expect(narrowed).toHaveFocus());
    expect(narrowed).not.toHaveAttribute('aria-activedescendant');
    // The hours' table offers no day to pick: the chart is one day already.
    const perHour = screen.getByRole('region', { name: 'Events per hour' });
    await user.click(within(perHour).getByRole('button', { name: 'Show table: Events per hour' }));
    expect(within(perHour).getByRole('table', { name: 'Events per hour' })).toBeInTheDocument();
    expect(within(perHour).queryByRole('button', { name: /narrow the dates/ })).toBeNull();
  });

  it('sets one day from the time chart’s table by keyboard, and the new chart shows the keyboard its place', async () => {
    const { user, perDay } = await openDayTable();
    within(perDay).getByRole('button', { name: '2025-03-01: narrow the dates to this day' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().searchParams.get('end')).toBe('2025-03-01'));
    const narrowed = await screen.findByRole('listbox', { name: 'Events per hour' });
    await waitFor(() => expect(narrowed).toHaveFocus());
    expect(narrowed).toHaveAttribute('aria-activedescendant');
  });

  it('offers every date again once the dates are narrowed, and focus waits on the new chart', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit?start=2025-03-02&end=2025-03-02');
    await loaded('6 events');
    await user.click(await screen.findByRole('button', { name: 'Show all dates' }));
    await waitFor(() => {
      expect(location().searchParams.has('start')).toBe(false);
      expect(location().searchParams.has('end')).toBe(false);
    });
    expect(screen.getByLabelText('From')).toHaveValue('');
    await loaded('6 events');
    const plot = await screen.findByRole('listbox', { name: 'Events per day' });
    await waitFor(() => expect(plot).toHaveFocus());
    // Clicked with the mouse: no keyboard marks on the new chart's bars.
    expect(plot).not.toHaveAttribute('aria-activedescendant');
    // Nothing narrows the dates now: no way out is offered.
    expect(screen.queryByRole('button', { name: 'Show all dates' })).toBeNull();
  });

  it('shows the keyboard its place in the new chart after "Show all dates" is pressed with Enter', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit?start=2025-03-02&end=2025-03-02');
    await loaded('6 events');
    (await screen.findByRole('button', { name: 'Show all dates' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().searchParams.has('start')).toBe(false));
    await loaded('6 events');
    const plot = await screen.findByRole('listbox', { name: 'Events per day' });
    await waitFor(() => expect(plot).toHaveFocus());
    expect(plot).toHaveAttribute('aria-activedescendant');
  });

  it('on a touch screen sets dates only by a sideways drag: a tap, a vertical swipe or a cancelled gesture set nothing', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const plot = await screen.findByRole('listbox', { name: 'Events per day' });
    vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 500, height: 100 }));
    const at = (clientX: number, clientY: number) => ({ target: plot, coords: { clientX, clientY } });

    // A tap on a bar.
    await user.pointer([
      { keys: '[TouchA>]', ...at(150, 50) },
      { keys: '[/TouchA]', ...at(150, 50) },
    ]);
    // A swipe up that starts on the chart (the page scrolls; the browser may or may not cancel the pointer).
    await user.pointer([
      { keys: '[TouchA>]', ...at(150, 80) },
      { pointerName: 'TouchA', ...at(160, 40) },
      { pointerName: 'TouchA', ...at(290, 0) },
      { keys: '[/TouchA]', ...at(290, 0) },
    ]);
    // A sideways drag the browser takes over and cancels.
    await user.pointer([
      { keys: '[TouchA>]', ...at(150, 50) },
      { pointerName: 'TouchA', ...at(290, 52) },
    ]);
    fireEvent.pointerCancel(plot, { pointerType: 'touch' });
    expect(location().searchParams.get('start')).toBeNull();
    expect(location().searchParams.get('end')).toBeNull();

    // A deliberate sideways drag sets the days it crossed. The chart has focus (as after a tap, which gives it):
    // unlike a mouse's, a finger's choice does not take it to the new chart, where it would show the focus ring.
    act(() => plot.focus());
    await user.pointer([
      { keys: '[TouchA>]', ...at(150, 50) },
      { pointerName: 'TouchA', ...at(290, 55) },
      { keys: '[/TouchA]', ...at(390, 60) },
    ]);
    await waitFor(() => {
      expect(location().searchParams.get('start')).toBe('2025-03-02');
      expect(location().searchParams.get('end')).toBe('2025-03-04');
    });
    const narrowed = await screen.findByRole('listbox', { name: 'Events per hour' });
    expect(narrowed).not.toHaveFocus();
  });

  it('picks a range of days from the keyboard: arrows move, Shift+arrows extend, Enter sets the dates', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const plot = await screen.findByRole('listbox', { name: 'Events per day' });
    expect(plot).toHaveAccessibleDescription(/From the keyboard: focus the bars, move with the arrow keys/);
    expect(plot).toHaveAccessibleDescription(/Escape shrinks it back to one bar/);
    // One tab stop among the page's controls.
    for (let step = 0; step < 80 && document.activeElement !== plot; step += 1) await user.tab();
    expect(plot).toHaveFocus();
    const active = () => document.getElementById(plot.getAttribute('aria-activedescendant') ?? '');
    // Focus starts on the latest day.
    expect(active()).toHaveAccessibleName('2025-03-05: 2 events');

    await user.keyboard('{ArrowLeft}');
    expect(active()).toHaveAccessibleName('2025-03-04: 1 event');
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(active()).toHaveAccessibleName('2025-03-02: 0 events');
    const selected = within(plot)
      .getAllByRole('option', { selected: true })
      .map((bar) => bar.getAttribute('aria-label'));
    expect(selected).toEqual(['2025-03-02: 0 events', '2025-03-03: 1 event', '2025-03-04: 1 event']);
    expect(location().searchParams.get('start')).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(location().searchParams.get('start')).toBe('2025-03-02');
      expect(location().searchParams.get('end')).toBe('2025-03-04');
    });
    // The new run replaces the chart: focus waits on the page (not lost to the body) and comes to the new chart.
    expect(document.activeElement).not.toBe(document.body);

    // Three days read by the hour; Space picks the day of the bar under the cursor (End: the last hour).
    const narrowed = await screen.findByRole('listbox', { name: 'Events per hour' });
    await waitFor(() => expect(narrowed).toHaveFocus());
    // The new chart shows the chosen days as its selection (all 72 hours), not only its last hour.
    expect(within(narrowed).getAllByRole('option', { selected: true })).toHaveLength(72);
    expect(within(narrowed).getAllByRole('option')).toHaveLength(72);
    await user.keyboard('{Home}{End} ');
    await waitFor(() => {
      expect(location().searchParams.get('start')).toBe('2025-03-04');
      expect(location().searchParams.get('end')).toBe('2025-03-04');
    });
  });

  it('sorts by any column and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    await user.click(screen.getByRole('button', { name: 'Sort by User' }));
    await waitFor(() => expect(location().search).toContain('sort=userEmail&dir=asc'));
    expect(screen.getByRole('button', { name: 'User, sorted A to Z; sort Z to A' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(shownEvents().map((label) => /by (\S+)/.exec(label)?.[1])).toEqual([
      'ana@example.com',
      'ana@example.com',
      'ana@example.com',
      'bo@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
    await user.click(screen.getByRole('button', { name: 'User, sorted A to Z; sort Z to A' }));
    await waitFor(() => expect(location().search).toContain('dir=desc'));
    expect(shownEvents()[0]).toMatch(/by cy@example.com/);
  });

  it('shows the columns chosen, kept in the URL', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    await user.click(screen.getByText('Columns (6 of 6)'));
    await user.click(screen.getByRole('checkbox', { name: 'IP address' }));
    await user.click(screen.getByRole('checkbox', { name: 'Attributes' }));
    await waitFor(() => expect(location().searchParams.get('cols')).toBe('timestamp,userEmail,eventName,deploymentName'));
    const headers = within(screen.getByRole('table', { name: 'Audit events' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'User', 'Event', 'Deployment', 'Details']);
  });

  it('closes the Columns panel with Escape (focus back on its toggle) or a click outside it', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const toggle = screen.getByText('Columns (6 of 6)');
    await user.click(toggle);
    const choice = screen.getByRole('checkbox', { name: 'IP address' });
    expect(choice).toBeVisible();
    await user.click(choice);
    expect(screen.getByRole('checkbox', { name: 'IP address' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'IP address' })).not.toBeVisible());
    expect(screen.getByText('Columns (5 of 6)')).toHaveFocus();

    await user.click(screen.getByText('Columns (5 of 6)'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'IP address' })).toBeVisible());
    await user.click(screen.getByRole('heading', { name: 'Audit log' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'IP address' })).not.toBeVisible());
  });

  it('filters by any column value typed in', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    await user.selectOptions(screen.getByLabelText('Column'), 'IP address');
    await user.type(screen.getByLabelText('Is exactly'), '10.0.0.4');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(location().searchParams.get('f.ipAddress')).toBe('10.0.0.4'));
    expect(shownEvents()).toEqual([expect.stringMatching(/^Details: Created Git branch by cy@example.com/)]);
    await user.click(screen.getByRole('button', { name: 'Remove filter IP address: 10.0.0.4' }));
    await waitFor(() => expect(shownEvents()).toHaveLength(6));
  });

  it('finds text in the attributes and links to the deployment and workbook the event names', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    await user.click(screen.getByRole('button', { name: /^Details: Duplicated workbook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicated workbook' });
    await user.type(within(dialog).getByLabelText('Find in attributes'), 'board');
    expect(within(dialog).getByText('1 match')).toBeInTheDocument();
    expect(within(dialog).getByText('Board', { selector: 'mark' })).toBeInTheDocument();

    const primary = sb.fixtures.deployments.primary;
    const links = within(dialog).getByRole('navigation', { name: 'Pages this event names' });
    expect(await within(links).findByRole('link', { name: 'Deployment “Acme Analytics”' })).toHaveAttribute(
      'href',
      `/deployments/${primary}`,
    );
    // Named as the event names it; a workbook the event gives no name for is called by its id.
    expect(within(links).getByRole('link', { name: 'Workbook “Copy of Board pack”' })).toHaveAttribute(
      'href',
      `/deployments/${primary}/workbooks/3`,
    );
    expect(within(links).getByRole('link', { name: 'Source workbook 2' })).toHaveAttribute(
      'href',
      `/deployments/${primary}/workbooks/2`,
    );

    // Escape clears the find box first; only an empty box lets Escape close the detail.
    const find = within(dialog).getByLabelText('Find in attributes');
    await user.click(find);
    await user.keyboard('{Escape}');
    expect(find).toHaveValue('');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).queryByText('1 match')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the export ended in the middle of an event', async () => {
    renderWithCsv('/audit', `${CSV}\r\n2025-03-05T11:00:00Z,ana@example.com,Logged in,Lab,10.0.0.9,"{""method`);
    expect(await loaded('7 events')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The export ended in the middle of an event');
  });
});
