import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import AuditPage from './audit-page';
import { forgetFinishedExport } from './parser/finished-export';

// The table as an admin uses it: filters that match what is shown, sort that goes back, one tab stop, the open event
// in the URL, focus that follows the event shown, and the scroll kept across a linked page.
let sb: InProcessSandbox;

const HEADER = 'timestamp,userEmail,eventName,deploymentName,ipAddress,attributes';
const CSV = [
  HEADER,
  '2025-03-05T10:00:00Z,ana@example.com,Logged in,Acme Analytics,10.0.0.1,"{""method"":""sso""}"',
  '2025-03-05T09:00:00Z,Bo@Example.com,Duplicated workbook,Acme Analytics,10.0.0.2,"{""workbookId"":3}"',
  '2025-03-04T12:00:00Z,ana@example.com,Logged in,Lab,10.0.0.3,{}',
  '2025-03-03T08:30:00Z,cy@example.com,Created Git branch,Lab,10.0.0.4,"{""branch"":""q3""}"',
  '2025-03-01T23:00:00Z,bo@example.com,Logged in,Acme Analytics,10.0.0.5,{}',
  '2025-03-01T07:00:00Z,ANA@example.com,Created Git branch,Acme Analytics,10.0.0.6,"{""branch"":""dev-ana""}"',
].join('\r\n');

/** 300 events a minute apart, newest first, each by its own user (`user0@example.com` is the newest). */
function longCsv(): string {
  const start = Date.parse('2025-03-05T10:00:00Z');
  const rows = Array.from({ length: 300 }, (_, i) => {
    const time = new Date(start - i * 60_000).toISOString();
    return `${time},user${i}@example.com,Logged in,Lab,10.0.1.${i % 250},{}`;
  });
  return [HEADER, ...rows].join('\r\n');
}

function location(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
}

function table() {
  return screen.getByRole('table', { name: 'Audit events' });
}

function detailsButtons(): HTMLElement[] {
  return within(table()).getAllByRole('button', { name: /^Details:/ });
}

function shownUsers(): string[] {
  return detailsButtons().map((button) => /by (\S+)/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? '');
}

/**
 * The scroll box moved as a wheel would move it (jsdom lays nothing out: the box keeps the number and says so). Found
 * while a dialog hides the page from assistive technology too.
 */
function scrollTableTo(top: number) {
  const box = screen.getByLabelText('Audit events, scrollable');
  act(() => {
    box.scrollTop = top;
    fireEvent.scroll(box);
  });
}

/** Back, and a page to leave for, beside the audit page (as the browser's button and a link in the console would be). */
function Nav() {
  const navigate = useNavigate();
  return (
    <nav aria-label="Test">
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </nav>
  );
}

function renderWithCsv(url = '/audit', csv = CSV) {
  const sandboxFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (target.includes('/api/v1/audit-logs/export'))
      return Promise.resolve(new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }));
    return sandboxFetch(input, init);
  });
  return renderPage(
    <>
      <AuditPage />
      <Nav />
    </>,
    {
      url,
      path: '/audit',
      apiKey: sb.fixtures.keys.admin,
      extraRoutes: [
        { path: '/before', element: <Link to="/audit">Open the audit log</Link> },
        { path: '/elsewhere', element: <Nav /> },
      ],
    },
  );
}

function loaded(count: string) {
  return screen.findByText(count, undefined, { timeout: 5000 });
}

beforeEach(() => {
  sb = startInProcessSandbox();
  sessionStorage.clear();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => {
  // Each test is a page opened anew: the export a test before it read is not one to come back to.
  forgetFinishedExport();
  vi.restoreAllMocks();
  sb.restore();
});

describe('the audit table', () => {
  it('filters by what the table shows: the local time as shown, e-mails in any case, text inside the attributes', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const column = screen.getByLabelText('Column');
    const shownTime = formatDateTime('2025-03-03T08:30:00Z');
    expect(within(table()).getByText(shownTime)).toBeInTheDocument();

    // Event names (like deployments) match as written, case and all: the field says so.
    await user.selectOptions(column, 'Event');
    expect(screen.getByLabelText('Is exactly')).toHaveAccessibleDescription('Upper and lower case must match too.');

    // A time copied from its cell (as shown, in local time) finds its event.
    await user.selectOptions(column, 'Time');
    await user.type(screen.getByLabelText('Is exactly'), ` ${shownTime} `);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(shownUsers()).toEqual(['cy@example.com']));
    await user.click(screen.getByRole('button', { name: `Remove filter Time: ${shownTime}` }));
    await waitFor(() => expect(detailsButtons()).toHaveLength(6));

    // The service's user filter ignores case; so does the table's.
    await user.selectOptions(column, 'User');
    expect(screen.getByLabelText('Is exactly')).toHaveAccessibleDescription('Upper and lower case match alike.');
    await user.type(screen.getByLabelText('Is exactly'), 'Ana@Example.COM');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(shownUsers()).toEqual(['ana@example.com', 'ana@example.com', 'ANA@example.com']));
    await user.click(screen.getByRole('button', { name: 'Remove filter User: Ana@Example.COM' }));
    await waitFor(() => expect(detailsButtons()).toHaveLength(6));

    // Nobody types a JSON blob exactly: the attributes are searched for the text.
    await user.selectOptions(column, 'Attributes');
    expect(screen.queryByLabelText('Is exactly')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Contains'), 'DEV-ana');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(shownUsers()).toEqual(['ANA@example.com']));
    expect(screen.getByRole('list', { name: 'Table filters' })).toHaveTextContent('Attributes contains: DEV-ana');
  });

  it('keeps focus among the filters when a chip is removed: the next chip, then the value field', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    for (const [column, value] of [
      ['User', 'ana@example.com'],
      ['IP address', '10.0.0.1'],
    ]) {
      await user.selectOptions(screen.getByLabelText('Column'), column ?? '');
      await user.type(screen.getByLabelText('Is exactly'), value ?? '');
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
    }
    await waitFor(() => expect(shownUsers()).toEqual(['ana@example.com']));

    await user.click(screen.getByRole('button', { name: 'Remove filter User: ana@example.com' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove filter IP address: 10.0.0.1' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Is exactly')).toHaveFocus());
    expect(detailsButtons()).toHaveLength(6);
  });

  it('sorts a column one way, the other, then back to the export order, saying which in the header', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const exportOrder = shownUsers();
    await user.click(screen.getByRole('button', { name: 'Sort by Time' }));
    const newest = screen.getByRole('button', { name: 'Time, sorted newest first; sort oldest first' });
    expect(newest.closest('th')).toHaveAttribute('aria-sort', 'descending');
    // A pointer's hint says the same, with the CSV's own name for the column.
    expect(newest.closest('th')).toHaveAttribute(
      'title',
      'Time, sorted newest first; sort oldest first (CSV column “timestamp”)',
    );
    await user.click(newest);
    const oldest = screen.getByRole('button', { name: 'Time, sorted oldest first; back to export order' });
    expect(oldest.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownUsers()[0]).toBe('ANA@example.com');

    await user.click(oldest);
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('button', { name: 'Sort by Time' }).closest('th')).not.toHaveAttribute('aria-sort');
    expect(shownUsers()).toEqual(exportOrder);
  });

  it('keeps sort, table filters and the open event out of the history: Back leaves the page', async () => {
    const user = userEvent.setup();
    renderWithCsv('/before');
    await user.click(screen.getByRole('link', { name: 'Open the audit log' }));
    await loaded('6 events');
    await user.click(screen.getByRole('button', { name: 'Sort by User' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Top users' })).getByRole('button', { name: /^cy@example\.com/ }),
    );
    await user.click(screen.getByRole('button', { name: /^Details: Created Git branch by cy@example.com/ }));
    await screen.findByRole('dialog', { name: 'Created Git branch' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location().search).toBe('?sort=userEmail&dir=asc&f.userEmail=cy%40example.com'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location().pathname).toBe('/before'));
  });

  it('closes the detail on Back, and only the detail: the filters stay, a second Back leaves the page', async () => {
    const user = userEvent.setup();
    renderWithCsv('/before');
    await user.click(screen.getByRole('link', { name: 'Open the audit log' }));
    await loaded('6 events');
    const topUsers = await screen.findByRole('region', { name: 'Top users' });
    await user.click(within(topUsers).getByRole('button', { name: /^cy@example\.com/ }));
    await waitFor(() => expect(location().search).toBe('?f.userEmail=cy%40example.com'));
    await user.click(screen.getByRole('button', { name: /^Details: Created Git branch by cy@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Created Git branch' });

    expect(dialog).toBeInTheDocument();
    // The browser's Back (the page behind the modal dialog is out of reach of a pointer, so the click is dispatched).
    fireEvent.click(screen.getAllByRole('button', { name: 'Back', hidden: true })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().search).toBe('?f.userEmail=cy%40example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Details: Created Git branch by cy@example.com/ })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open the audit log' })).toBeInTheDocument();
  });

  it('is one tab stop: arrows, Home and End move between rows, Enter opens the event', async () => {
    const user = userEvent.setup();
    renderWithCsv();
    await loaded('6 events');
    const tabbable = () => detailsButtons().filter((button) => button.tabIndex === 0);
    expect(tabbable()).toHaveLength(1);
    // The time is text (its ISO form in the title), not a second control per row.
    expect(within(table()).getByText(formatDateTime('2025-03-05T10:00:00Z')).closest('button')).toBeNull();

    screen.getByRole('button', { name: 'Sort by Attributes' }).focus();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Details: Logged in by ana@example.com/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Details: Duplicated workbook by Bo@Example.com/);
    expect(tabbable()).toEqual([document.activeElement]);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^Details: Created Git branch by ANA@example.com/);
    await user.keyboard('{ArrowDown}{Home}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Details: Logged in by ana@example.com/);
    await user.keyboard('{PageDown}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Created Git branch' })).toBeInTheDocument();
  });

  it('keeps the focused row when it scrolls out of the window, and brings a row back to focus it', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit', longCsv());
    await loaded('300 events');
    const first = screen.getByRole('button', { name: /^Details: Logged in by user0@example.com/ });
    first.focus();
    scrollTableTo(200 * 40);
    expect(screen.getByRole('button', { name: /^Details: Logged in by user200@example.com/ })).toBeInTheDocument();
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Details: Logged in by user1@example.com/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Details: Logged in by user0@example.com/ })).not.toBeInTheDocument();
  });

  it('gives focus back to the row the detail opened from, by mouse or by keyboard', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit', longCsv());
    await loaded('300 events');
    const first = () => screen.getByRole('button', { name: /^Details: Logged in by user0@example.com/ });
    await user.click(first());
    await screen.findByRole('dialog', { name: 'Logged in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first()).toHaveFocus());

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Logged in' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(first()).toHaveFocus());
  });

  it('after a scroll by wheel or scroll bar, Tab lands on a row in sight instead of scrolling back to the top', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit', longCsv());
    await loaded('300 events');
    screen.getByRole('button', { name: 'Sort by Attributes' }).focus();
    scrollTableTo(150 * 40);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Details: Logged in by user150@example.com/);
    expect(screen.getByLabelText('Audit events, scrollable').scrollTop).toBe(150 * 40);
  });

  it('starts the detail on its heading and returns focus to the event shown last, scrolled back into view', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit', longCsv());
    await loaded('300 events');
    await user.click(screen.getByRole('button', { name: /^Details: Logged in by user0@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Logged in' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Event 1 of 300');

    await user.click(within(dialog).getByRole('button', { name: 'Next event' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next event' }));
    expect(dialog).toHaveAccessibleDescription('Event 3 of 300');
    // The table moved on meanwhile: the third row is out of its window.
    scrollTableTo(200 * 40);
    expect(
      screen.queryByRole('button', { name: /^Details: Logged in by user2@example.com/, hidden: true }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Details: Logged in by user2@example.com/ })).toHaveFocus());
  });

  it('names the open event in the URL, so a reload or a shared link opens it again; closing takes it out', async () => {
    const user = userEvent.setup();
    const first = renderWithCsv();
    await loaded('6 events');
    await user.click(screen.getByRole('button', { name: /^Details: Created Git branch by cy@example.com/ }));
    await screen.findByRole('dialog', { name: 'Created Git branch' });
    const event = location().searchParams.get('event') ?? '';
    expect(event).toMatch(/^2025-03-03T08:30:00Z~\w+$/);
    await user.click(screen.getByRole('button', { name: 'Next event' }));
    await waitFor(() => expect(location().searchParams.get('event')).toMatch(/^2025-03-01T23:00:00Z~/));
    // The last event: Next turns off, and focus moves to Previous rather than falling out of the dialog.
    await user.click(screen.getByRole('button', { name: 'Next event' }));
    expect(screen.getByRole('button', { name: 'Next event' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous event' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location().searchParams.has('event')).toBe(false));
    first.unmount();

    // The link, shared: the event opens once its row has loaded, whatever its position.
    renderWithCsv(`/audit?sort=userEmail&dir=desc&event=${encodeURIComponent(event)}`);
    const dialog = await screen.findByRole('dialog', { name: 'Created Git branch' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Only events by cy@example.com' })).toBeInTheDocument();
    // Opened as soon as its row arrived; the count grows with the rest of the export.
    await waitFor(() => expect(dialog).toHaveAccessibleDescription('Event 1 of 6'));
  });

  it('says calmly when the linked event is not among the loaded events', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit?event=2024-01-01T00%3A00%3A00Z~abc');
    await loaded('6 events');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const note = screen.getByText(/^The event this link names is not among the events loaded/);
    await user.click(within(note.parentElement as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(note).not.toBeInTheDocument();
  });

  it('comes Back from another page scrolled to the rows it left', async () => {
    const user = userEvent.setup();
    renderWithCsv('/audit', longCsv());
    await loaded('300 events');
    scrollTableTo(120 * 40);
    expect(screen.getByRole('button', { name: /^Details: Logged in by user120@example.com/ })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(location().pathname).toBe('/elsewhere'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // The rows it read are shown again, not read again.
    expect(await screen.findByText(/^300 events as read at /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Audit events, scrollable' }).scrollTop).toBe(120 * 40));
    expect(screen.getByRole('button', { name: /^Details: Logged in by user120@example.com/ })).toBeInTheDocument();
  });
});
