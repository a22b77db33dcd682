import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditStreamStatus } from '../hooks/use-audit-log-stream';
import { AuditView } from '../lib/audit-view';
import { parseToStore } from '../lib/parse-to-store.test-helper';
import type { ValueFilter } from '../lib/view-params';
import { AuditCharts } from './audit-charts';
import { staticMediaQueryList } from '../../../../test/support/match-media';

const HEADER = 'timestamp,userEmail,eventName,deploymentName,ipAddress';
// Newest first, as the sandbox sends them (the spec promises no order).
const ROWS = [
  '2025-03-05T10:00:00Z,ana@example.com,Logged in,Acme Analytics,10.0.0.1',
  '2025-03-04T12:00:00Z,bo@example.com,Logged in,Lab,10.0.0.2',
  '2025-03-03T08:30:00Z,cy@example.com,Created Git branch,Lab,10.0.0.3',
  '2025-03-01T07:00:00Z,ana@example.com,Created Git branch,Acme Analytics,10.0.0.4',
];
const CSV = [HEADER, ...ROWS].join('\n');

function renderCharts(status: AuditStreamStatus, filters: ValueFilter[], range = { start: '', end: '' }, csv = CSV) {
  const { store, columns } = parseToStore(csv);
  if (!store || !columns) throw new Error('no rows');
  const view = new AuditView(store, columns, filters).advance();
  const props = { columns, view, range, valueFilters: filters, onFilter: vi.fn(), onRange: vi.fn() };
  const result = render(<AuditCharts {...props} status={status} />);
  return {
    rerender: (next: AuditStreamStatus) => result.rerender(<AuditCharts {...props} status={next} />),
    unmount: result.unmount,
    onRange: props.onRange,
  };
}

describe('the audit charts when the table filters leave no event', () => {
  // ana used 10.0.0.1 only: bo never did.
  const nothing: ValueFilter[] = [
    { column: 'ipAddress', value: '10.0.0.1' },
    { column: 'userEmail', value: 'bo@example.com' },
  ];

  it('keep their place and say plainly that no loaded event matches, "yet" only while loading', async () => {
    const { rerender } = renderCharts('done', nothing);
    const perDay = await screen.findByRole('region', { name: 'Events per day' });
    expect(perDay).toHaveAccessibleDescription(
      'Events per day from 2025-03-01 to 2025-03-05: none. No loaded event matches the table filters.',
    );
    // The bar lists follow the time chart by a frame.
    const topEvents = await screen.findByRole('region', { name: 'Top events' });
    expect(topEvents).toHaveAccessibleDescription('No loaded event matches the table filters.');
    expect(within(topEvents).getByText('No loaded event matches the table filters.')).toBeInTheDocument();
    expect(screen.queryByText(/yet/)).not.toBeInTheDocument();

    rerender('loading');
    expect(await within(topEvents).findByText('No loaded event matches the table filters yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events per deployment' })).toHaveAccessibleDescription(
      'No loaded event matches the table filters yet.',
    );
  });
});

describe('the time chart summary', () => {
  it('speaks of one event in the singular', async () => {
    renderCharts('done', [], { start: '', end: '' }, [HEADER, ROWS[0]].join('\n'));
    expect(await screen.findByRole('region', { name: 'Events per hour' })).toHaveAccessibleDescription(
      /\(24 hours\): 1 event, on 1 of them\. The busiest hour was 2025-03-05 10:00 UTC with 1\.$/,
    );
  });

  it('keeps the days of the whole load under a table filter: only the bars change', async () => {
    // bo's one event is on 2025-03-04; the load runs from 2025-03-01 to 2025-03-05.
    renderCharts('done', [{ column: 'userEmail', value: 'bo@example.com' }]);
    expect(await screen.findByRole('region', { name: 'Events per day' })).toHaveAccessibleDescription(
      'Events per day from 2025-03-01 to 2025-03-05 (5 days): 1 event, on 1 of them. The busiest day was 2025-03-04 with 1.',
    );
  });
});

describe('the audit charts after an export that stopped early', () => {
  it('say in one line which events were loaded, and the time chart spans only those days', async () => {
    renderCharts('cancelled', [], { start: '2025-02-20', end: '2025-03-05' });
    const note = 'Partial: the first 4 events, back to 2025-03-01 07:00 UTC; earlier events are not loaded.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events per day' })).toHaveAccessibleDescription(
      `${note} Events per day from 2025-03-01 to 2025-03-05 (5 days): 4 events, on 4 of them. The busiest day was 2025-03-01 with 1.`,
    );
  });

  it('say the later events are missing when the rows came oldest first, and the chart ends where they do', async () => {
    renderCharts('error', [], { start: '2025-02-25', end: '2025-03-10' }, [HEADER, ...ROWS.toReversed()].join('\n'));
    const note = 'Partial: the first 4 events, up to 2025-03-05 10:00 UTC; later events are not loaded.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events per day' })).toHaveAccessibleDescription(
      `${note} Events per day from 2025-02-25 to 2025-03-05 (9 days): 4 events, on 4 of them. The busiest day was 2025-03-01 with 1.`,
    );
  });

  it('say only the span read when the rows came in no order, and the chart covers just that span', async () => {
    const [mar5, mar4, mar3, mar1] = ROWS;
    renderCharts('cancelled', [], { start: '2025-02-20', end: '2025-03-10' }, [HEADER, mar3, mar5, mar1, mar4].join('\n'));
    const note =
      'Partial: the first 4 events, from 2025-03-01 07:00 UTC to 2025-03-05 10:00 UTC; the rest were not loaded and may fall anywhere in the range.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events per day' })).toHaveAccessibleDescription(
      `${note} Events per day from 2025-03-01 to 2025-03-05 (5 days): 4 events, on 4 of them. The busiest day was 2025-03-01 with 1.`,
    );
  });

  it('say nothing of the kind when the export finished', async () => {
    renderCharts('done', [], { start: '2025-02-20', end: '2025-03-05' });
    expect(await screen.findByRole('region', { name: 'Events per day' })).toHaveAccessibleDescription(
      /^Events per day from 2025-02-20 to 2025-03-05 \(14 days\): 4 events/,
    );
    expect(screen.queryByText(/^Partial/)).not.toBeInTheDocument();
  });
});

describe('the time chart’s hint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says to drag sideways on a phone or touch screen, where a tap picks no day, and to click a day elsewhere', async () => {
    // jsdom has no media queries: this one answers as a phone does to the console's narrow-or-touch query.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      staticMediaQueryList(query, query.includes('(pointer: coarse)')),
    );
    const phone = renderCharts('done', []);
    const bars = await screen.findByRole('listbox', { name: 'Events per day' });
    expect(bars).toHaveAccessibleDescription(
      /^Drag sideways across the bars to narrow the dates to those days, or pick one day in its table\. From the keyboard:/,
    );
    expect(bars).not.toHaveAccessibleDescription(/click/);
    phone.unmount();

    vi.restoreAllMocks();
    renderCharts('done', []);
    expect(await screen.findByRole('listbox', { name: 'Events per day' })).toHaveAccessibleDescription(
      /^Drag across the bars to narrow the dates; click a day to see it by the hour\. From the keyboard:/,
    );
  });
});

describe('the time chart’s table of weeks', () => {
  // Events on the range's first and last days: longer than 400 days, the chart reads by the week.
  const YEAR_AND_MORE = [
    HEADER,
    '2025-03-01T10:00:00Z,ana@example.com,Logged in,Lab,10.0.0.1',
    '2024-01-01T08:00:00Z,bo@example.com,Logged in,Lab,10.0.0.2',
  ].join('\n');
  it('sets a week’s dates from its button, the last week ending with the range, not days past it', async () => {
    const user = userEvent.setup();
    // 2024-01-01 to 2025-03-01: 426 days, drawn by the week; the last week starts 2025-02-24, six days before the end.
    const { onRange } = renderCharts('done', [], { start: '2024-01-01', end: '2025-03-01' }, YEAR_AND_MORE);
    const perWeek = await screen.findByRole('region', { name: 'Events per week' });
    await user.click(within(perWeek).getByRole('button', { name: 'Show table: Events per week' }));
    await user.click(within(perWeek).getByRole('button', { name: 'week of 2025-02-24: narrow the dates to this week' }));
    expect(onRange).toHaveBeenLastCalledWith('2025-02-24', '2025-03-01', 'pointer');
    await user.click(within(perWeek).getByRole('button', { name: 'week of 2025-02-17: narrow the dates to this week' }));
    expect(onRange).toHaveBeenLastCalledWith('2025-02-17', '2025-02-23', 'pointer');
  });

  it('moves no focus after a finger’s tap on a week, as after a finger’s drag across the bars', async () => {
    const user = userEvent.setup();
    const { onRange } = renderCharts('done', [], { start: '2024-01-01', end: '2025-03-01' }, YEAR_AND_MORE);
    const perWeek = await screen.findByRole('region', { name: 'Events per week' });
    await user.click(within(perWeek).getByRole('button', { name: 'Show table: Events per week' }));
    const week = within(perWeek).getByRole('button', { name: 'week of 2024-01-01: narrow the dates to this week' });
    // Chromium's click after a tap is a PointerEvent saying so (jsdom has none: a mouse event with the property).
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    act(() => {
      week.dispatchEvent(tap);
    });
    expect(onRange).toHaveBeenLastCalledWith('2024-01-01', '2024-01-07', null);
    // A mouse's click on the same week keeps the focus hint for the new chart.
    await user.click(week);
    expect(onRange).toHaveBeenLastCalledWith('2024-01-01', '2024-01-07', 'pointer');
  });
});

describe('a bar list with more values than it shows', () => {
  it('lists every value after "Show all", so the ones past the top eight can be picked too', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Event ${String.fromCharCode(65 + i)}`);
    // Event A happens 10 times, B 9 times, … J once: J is the tenth.
    const rows = names.flatMap((name, i) =>
      Array.from({ length: 10 - i }, () => `2025-03-05T10:00:00Z,ana@example.com,${name},Lab,10.0.0.1`),
    );
    const { store, columns } = parseToStore(['timestamp,userEmail,eventName,deploymentName,ipAddress', ...rows].join('\n'));
    if (!store || !columns) throw new Error('no rows');
    const onFilter = vi.fn();
    const view = new AuditView(store, columns, []).advance();
    render(
      <AuditCharts
        columns={columns}
        view={view}
        range={{ start: '', end: '' }}
        valueFilters={[]}
        onFilter={onFilter}
        onRange={vi.fn()}
      />,
    );
    const topEvents = await screen.findByRole('region', { name: 'Top events' });
    expect(within(within(topEvents).getByRole('list')).getAllByRole('button')).toHaveLength(8);
    expect(within(topEvents).getByText('and 2 more event names')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(topEvents).getByRole('button', { name: 'Show all 10 event names' }));
    expect(within(within(topEvents).getByRole('list')).getAllByRole('button')).toHaveLength(10);
    expect(within(topEvents).queryByText(/more event names/)).not.toBeInTheDocument();
    await user.click(within(topEvents).getByRole('button', { name: 'Event J 1 event' }));
    expect(onFilter).toHaveBeenCalledWith('eventName', 'Event J');

    await user.click(within(topEvents).getByRole('button', { name: 'Show the top 8', expanded: true }));
    expect(within(within(topEvents).getByRole('list')).getAllByRole('button')).toHaveLength(8);
  });
});

describe('a bar list under a filter typed into the table', () => {
  it('presses every bar the filter lets through, as the table compares (e-mails without case)', async () => {
    // A second spelling of ana's address: the service's user filter ignores case, and so does the table's.
    const csv = [HEADER, ...ROWS, '2025-03-02T09:00:00Z,Ana@Example.com,Logged in,Lab,10.0.0.5'].join('\n');
    renderCharts('done', [{ column: 'userEmail', value: ' ANA@example.com' }], { start: '', end: '' }, csv);
    const topUsers = await screen.findByRole('region', { name: 'Top users' });
    const bars = within(within(topUsers).getByRole('list')).getAllByRole('button');
    expect(bars.map((bar) => [bar.textContent, bar.getAttribute('aria-pressed')])).toEqual([
      ['ana@example.com 2 events', 'true'],
      ['Ana@Example.com 1 event', 'true'],
      ['bo@example.com 1 event', 'false'],
      ['cy@example.com 1 event', 'false'],
    ]);
    expect(topUsers).toHaveAccessibleDescription(/ The table shows only “ ANA@example\.com”\.$/);
  });

  it('says the table shows nothing of its values when the filter names a value none of its bars has', async () => {
    // Event names are compared exactly: "logged in" is not "Logged in".
    renderCharts('done', [{ column: 'eventName', value: 'logged in' }]);
    const topEvents = await screen.findByRole('region', { name: 'Top events' });
    expect(within(topEvents).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(topEvents).toHaveAccessibleDescription(
      '2 event names; the most events: Created Git branch 2 (50%), Logged in 2 (50%). The table shows only “logged in”, which no event name here is.',
    );
  });
});
