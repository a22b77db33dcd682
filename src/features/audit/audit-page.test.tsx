import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clearRefusals, rememberRefusal } from '@/api/permissions';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import AuditPage from './audit-page';
import { forgetFinishedExport } from './parser/finished-export';
import Papa from 'papaparse';

const AUDIT_PATH = '/audit';

let sb: InProcessSandbox;

/** jsdom lays nothing out: give the scroll container a viewport so the virtualizer renders about a screenful. */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

/** The cells of a saved CSV file, as a spreadsheet reads them. */
function readCsv(text: string): string[][] {
  return Papa.parse<string[]>(text.trim(), { delimiter: ',' }).data;
}

/**
 * Catches the files the page saves: each Blob given an object URL, and each `<a download>` clicked (name and URL),
 * without the browser's download (jsdom has none).
 */
function captureDownloads() {
  const blobs: Blob[] = [];
  const clicked: { download: string; href: string }[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:audit';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
  return { blobs, clicked };
}

function exportCalls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => url.includes('/api/v1/audit-logs/export'));
}

function renderAudit(url: string, apiKey: string) {
  return renderPage(<AuditPage />, { url, path: AUDIT_PATH, apiKey });
}

/**
 * Waits until the export finished streaming: the count reads "N events" without "Loading". A few thousand rows
 * parsed in this thread (jsdom has no workers) can take more than a second on a busy machine.
 */
async function waitForLoaded() {
  return screen.findByText(/^\d[\d,.\s]* events?$/, undefined, { timeout: 5000 });
}

beforeEach(() => {
  sb = startInProcessSandbox();
  stubLayout();
});
afterEach(() => {
  // Each test is a page opened anew: the export a test before it read is not one to come back to.
  forgetFinishedExport();
  vi.restoreAllMocks();
  sb.restore();
});

describe('the audit log page (against the sandbox)', () => {
  it('streams the whole log into a virtualized table with the recognised columns', async () => {
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    const count = await waitForLoaded();
    const total = Number((count.textContent ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(1000);

    const table = screen.getByRole('table', { name: 'Audit events' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'User', 'Event', 'Deployment', 'IP address', 'Attributes', 'Details']);
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    // Only about a screenful of the thousands of rows is in the DOM.
    const bodyRows = within(table).getAllByRole('button', { name: /^Details:/ });
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThan(40);
  });

  it('keeps the filters in the URL and sends them to the export', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    await waitForLoaded();

    await user.type(screen.getByLabelText('Event name'), 'Duplicated workbook');
    await user.type(screen.getByLabelText('Search'), 'Board pack');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => {
      const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
      expect(Object.fromEntries(url.searchParams)).toEqual({ eventName: 'Duplicated workbook', search: 'Board pack' });
    });
    await waitForLoaded();
    const last = exportCalls(fetchSpy).at(-1) ?? '';
    expect(new URL(last).searchParams.get('eventName')).toBe('Duplicated workbook');
    expect(new URL(last).searchParams.get('search')).toBe('Board pack');
    const events = within(screen.getByRole('table', { name: 'Audit events' })).getAllByRole('button', { name: /^Details:/ });
    for (const button of events) expect(button).toHaveAccessibleName(/^Details: Duplicated workbook/);
  });

  it('opens with the filters of a shared URL', async () => {
    renderAudit('/audit?userEmail=nobody%40example.com&start=2020-01-01&end=2020-01-31', sb.fixtures.keys.admin);
    expect(screen.getByLabelText('User e-mail')).toHaveValue('nobody@example.com');
    expect(screen.getByLabelText('From')).toHaveValue('2020-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2020-01-31');
    // The empty state says which filters matched nothing.
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing matched user e-mail “nobody@example.com”, from 2020-01-01 to 2020-01-31.'),
    ).toBeInTheDocument();
    // A file of no events is nothing to download.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/audit$/));
    expect(await waitForLoaded()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('applies a quick date range of seven days including today', async () => {
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/start=\d{4}-\d{2}-\d{2}&end=/));
    const params = new URL(screen.getByTestId('location').textContent ?? '', 'http://x').searchParams;
    const days = (Date.parse(params.get('end') ?? '') - Date.parse(params.get('start') ?? '')) / 86_400_000;
    expect(days).toBe(6);
    expect(screen.getByLabelText('From')).toHaveValue(params.get('start'));
    expect(await waitForLoaded()).toBeInTheDocument();
  });

  it('refuses an end date before the start, next to the field, without a request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAudit('/audit?start=2025-03-10&end=2025-03-01', sb.fixtures.keys.admin);
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date is before the start date.');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the highlighted filters');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(exportCalls(fetchSpy)).toEqual([]);
  });

  it('refuses a malformed date typed into the form, before any new request', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAudit('/audit?start=2025-02-30', sb.fixtures.keys.admin);
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/Enter a date as YYYY-MM-DD/);
    expect(exportCalls(fetchSpy)).toEqual([]);

    // Fixing it in the form loads the log.
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-02-28');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/audit?start=2025-02-28'));
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(exportCalls(fetchSpy)).toHaveLength(1));
  });

  it('shows an event in full after a mutation: every column, the IP address and the attributes as JSON', async () => {
    const user = userEvent.setup();
    const { admin } = sb.fixtures.keys;
    const branch = sb.fixtures.branches.shared;
    const enabled = await sb.request(
      `/build/api/v1/deployments/${sb.fixtures.deployments.primary}/branches/staging-environment`,
      {
        key: admin,
        method: 'PUT',
        body: { enabled: true, branchName: branch },
      },
    );
    expect(enabled.status).toBe(200);

    renderAudit(`/audit?eventName=${encodeURIComponent('Enabled staging environment')}&search=branchId`, admin);
    await waitForLoaded();
    const table = screen.getByRole('table', { name: 'Audit events' });
    await user.click(within(table).getAllByRole('button', { name: /^Details: Enabled staging environment/ })[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Enabled staging environment' });
    expect(within(dialog).getByText('IP address')).toBeInTheDocument();
    expect(within(dialog).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(dialog).getByText('Deployment')).toBeInTheDocument();
    const json = within(dialog).getByLabelText('Attributes as JSON');
    expect(JSON.parse(json.textContent ?? '')).toMatchObject({ branch });
    expect(json.textContent).toContain(`\n  "branch": "${branch}"`);

    // From the detail, narrow the list to this user.
    const userButton = within(dialog).getByRole('button', { name: /^Only events by / });
    await user.click(userButton);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('userEmail='));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The dialog closed on a new export: focus waits on its count line, not at the top of the page.
    await waitFor(() => expect(screen.getByText(/^\d[\d,]* events?$/)).toHaveFocus());
  });

  it('explains a missing AuditLogManage permission (viewer key)', async () => {
    renderAudit(AUDIT_PATH, sb.fixtures.keys.viewer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This key lacks the AuditLogManage permission');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Learned once: the download is off, saying why, instead of inviting the same refusal.
    const download = screen.getByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(download).toBeDisabled());
    expect(download).toHaveAccessibleDescription(/^Not available to this key: .*AuditLogManage/);
    // Nor does the page's description still offer what the key cannot do.
    expect(screen.getByText('Who did what and when, across the account.')).toBeInTheDocument();
    expect(screen.queryByText(/download the CSV/)).not.toBeInTheDocument();
    // No filters offered that no filter could change: the page is the reason.
    expect(screen.queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('sends an expired key back to sign-in like any other call', async () => {
    const { unauthorized } = renderAudit(AUDIT_PATH, sb.fixtures.keys.expired);
    await waitFor(() => expect(unauthorized).toEqual(['401']));
  });

  it('downloads exactly the filtered CSV without putting the key in a URL', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { blobs, clicked } = captureDownloads();

    renderAudit('/audit?eventName=Logged+in&start=2020-01-01&end=2030-12-31', sb.fixtures.keys.admin);
    await waitForLoaded();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    // The download reads the whole filtered export again before the toast; on a busy machine that takes over a second.
    await screen.findByText('audit-log-2020-01-01-2030-12-31.csv', undefined, { timeout: 5000 });

    expect(clicked).toEqual([{ download: 'audit-log-2020-01-01-2030-12-31.csv', href: 'blob:audit' }]);
    const rows = readCsv(await (blobs[0] as Blob).text());
    expect(rows[0]).toEqual(['timestamp', 'userEmail', 'eventName', 'deploymentName', 'ipAddress', 'attributes']);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row[2]).toBe('Logged in');
    for (const url of exportCalls(fetchSpy)) expect(url).not.toContain(sb.fixtures.keys.admin);
  });
});

/** Crafted responses: shapes and moments the sandbox does not produce. */
describe('the audit log page (crafted responses)', () => {
  function csvResponse(body: string | ReadableStream<Uint8Array>, init?: ResponseInit) {
    return new Response(body, { status: 200, headers: { 'content-type': 'text/csv' }, ...init });
  }

  /** Answers the export with a body the test writes to as it goes; returns the writer. */
  function serveStreamedExport(): (text: string) => void {
    const encoder = new TextEncoder();
    let write: (text: string) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(body)));
    return (text) => write(text);
  }

  it('saves formula cells of the export neutralized, so a spreadsheet shows them as text', async () => {
    const user = userEvent.setup();
    const csv = [
      'timestamp,userEmail,eventName,deploymentName,ipAddress,attributes',
      '2025-03-01T10:00:00Z,=HYPERLINK("http://evil.example"),+1+1,@SUM(A1),-2+3,"=cmd|\' /C calc\'!A0"',
    ].join('\r\n');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(csv)));
    const { blobs } = captureDownloads();
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    expect(await screen.findByText('1 event')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(readCsv(await (blobs[0] as Blob).text())[1]).toEqual([
      '2025-03-01T10:00:00Z',
      '\'=HYPERLINK("http://evil.example")',
      "'+1+1",
      "'@SUM(A1)",
      "'-2+3",
      "'=cmd|' /C calc'!A0",
    ]);
  });

  it('counts what a download has read and lets the admin cancel it: nothing saved, the request stopped, focus kept', async () => {
    const user = userEvent.setup();
    const csv = ['timestamp,userEmail,eventName', '2025-03-01T10:00:00Z,ana@example.com,Logged in'].join('\r\n');
    let cancelled = false;
    // The page's export answers at once; the download's body sends 2 KB and then waits, as a slow year would.
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(`${csv}\r\n${'2025-03-01T09:00:00Z,bo@example.com,Logged in\r\n'.repeat(45)}`),
        );
      },
      cancel() {
        cancelled = true;
      },
    });
    vi.spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => Promise.resolve(csvResponse(csv)))
      .mockImplementationOnce(() => Promise.resolve(csvResponse(slowBody)));
    const { blobs } = captureDownloads();
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    expect(await screen.findByText('1 event')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel download' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(await screen.findByRole('button', { name: /^Preparing CSV… 2 KB$/ })).toBeDisabled();
    expect(screen.getByText('Preparing the CSV download')).toHaveAttribute('aria-live', 'polite');

    await user.click(cancel);
    expect(await screen.findByText('Download cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel download' })).not.toBeInTheDocument();
    expect(cancelled).toBe(true);
    expect(blobs).toHaveLength(0);
  });

  it('downloads the rows the table shows once a top user narrows it, formula cells neutralized, beside the full export', async () => {
    const user = userEvent.setup();
    const csv = [
      'timestamp,userEmail,eventName,deploymentName,ipAddress,attributes',
      '2025-03-01T10:00:00Z,ana@example.com,Logged in,Acme,10.0.0.1,{}',
      '2025-03-01T09:00:00Z,bo@example.com,=HYPERLINK("http://evil.example"),Acme,10.0.0.2,{}',
      '2025-03-01T08:00:00Z,ana@example.com,Rotated key,Acme,10.0.0.3,"{""a"":1}"',
      '2025-03-01T07:00:00Z,bo@example.com,Logged in,Acme,10.0.0.4,{}',
      '2025-03-01T06:00:00Z,bo@example.com,+1+1,Acme,10.0.0.5,{}',
    ].join('\r\n');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(csv)));
    const { blobs, clicked } = captureDownloads();
    renderAudit('/audit?start=2025-03-01&end=2025-03-01', sb.fixtures.keys.admin);
    expect(await screen.findByText('5 events')).toBeInTheDocument();
    // Nothing narrows the table yet: one download, the export.
    expect(screen.queryByRole('button', { name: /shown rows?$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

    const topUsers = await screen.findByRole('region', { name: 'Top users' });
    await user.click(within(topUsers).getByRole('button', { name: /^bo@example\.com/ }));
    const shown = await screen.findByRole('button', { name: 'Download 3 shown rows' });
    // Screen readers hear the new count when the table narrows.
    const count = screen.getByText('Showing 3 of 5 events');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveAttribute('aria-atomic', 'true');
    expect(shown).toHaveAccessibleDescription(/^Shown rows: the table as you see it/);
    expect(screen.getByRole('button', { name: 'Download full export' })).toHaveAccessibleDescription(/Full export: every event/);
    const exportsBefore = exportCalls(fetchSpy).length;

    await user.click(shown);
    await screen.findByText('audit-log-2025-03-01-2025-03-01-shown.csv');
    expect(clicked.map((file) => file.download)).toEqual(['audit-log-2025-03-01-2025-03-01-shown.csv']);
    // Built from the loaded rows: no second request.
    expect(exportCalls(fetchSpy)).toHaveLength(exportsBefore);
    const rows = readCsv(await (blobs[0] as Blob).text());
    expect(rows).toEqual([
      ['timestamp', 'userEmail', 'eventName', 'deploymentName', 'ipAddress', 'attributes'],
      ['2025-03-01T09:00:00Z', 'bo@example.com', '\'=HYPERLINK("http://evil.example")', 'Acme', '10.0.0.2', '{}'],
      ['2025-03-01T07:00:00Z', 'bo@example.com', 'Logged in', 'Acme', '10.0.0.4', '{}'],
      ['2025-03-01T06:00:00Z', 'bo@example.com', "'+1+1", 'Acme', '10.0.0.5', '{}'],
    ]);
  });

  it('says why the full export is refused and which file it is, when the table differs from it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(csvResponse('timestamp,userEmail,eventName\n2025-03-01T10:00:00Z,ana@example.com,Logged in\n')),
    );
    onTestFinished(clearRefusals);
    renderAudit('/audit?sort=userEmail&dir=asc', sb.fixtures.keys.admin);
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    // A refusal remembered this session (a download the service answered 403).
    act(() => rememberRefusal(null, 'audit-export', 'The key lacks AuditLogManage.'));
    const full = screen.getByRole('button', { name: 'Download full export' });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription(
      /^Not available to this key: The key lacks AuditLogManage\. Shown rows: .*Full export: every event/,
    );
    // The rows read are still there to filter, open and download as shown: the page's description still says so.
    expect(screen.getByText(/Filter, open an event for its IP address and attributes/)).toBeInTheDocument();
  });

  it("downloads the shown rows in the table's order and with its columns only", async () => {
    const user = userEvent.setup();
    const csv = [
      'timestamp,userEmail,eventName',
      '2025-03-01T10:00:00Z,bo@example.com,"Said ""hi"", then left"',
      '2025-03-01T09:00:00Z,ana@example.com,@SUM(A1)',
      '2025-03-01T08:00:00Z,cy@example.com,"two\nlines"',
    ].join('\n');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(csv)));
    const { blobs } = captureDownloads();
    renderAudit('/audit?sort=userEmail&dir=asc&cols=userEmail%2CeventName', sb.fixtures.keys.admin);
    expect(await screen.findByText('3 events')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download 3 shown rows' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await (blobs[0] as Blob).text();
    expect(text).toBe(
      [
        '"userEmail","eventName"',
        '"ana@example.com","\'@SUM(A1)"',
        '"bo@example.com","Said ""hi"", then left"',
        '"cy@example.com","two\nlines"',
        '',
      ].join('\r\n'),
    );
  });

  it('shows whatever columns come and renders cells as text only', async () => {
    const csv = [
      'when,actor,action,Region,notes',
      '2025-03-01T10:00:00Z,ana@example.com,Rotated key,eu-west,"<img src=x onerror=""alert(1)"">"',
      '2025-03-01T09:00:00Z,bo@example.com,Logged in,us-east,plain',
    ].join('\n');
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(csv)));
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);

    expect(await screen.findByText('2 events')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Audit events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Event', 'Region', 'Notes', 'Details']);
    expect(within(table).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(within(table).getByText('eu-west')).toBeInTheDocument();

    // The detail view lists every column, even those the console does not know.
    await userEvent.setup().click(within(table).getByRole('button', { name: /^Details: Rotated key by ana@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotated key' });
    expect(within(dialog).getByText('Region')).toBeInTheDocument();
    expect(within(dialog).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(dialog).getByText('2025-03-01T10:00:00Z')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('counts rows while streaming and keeps them when the export is cancelled', async () => {
    const user = userEvent.setup();
    const push = serveStreamedExport();
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);

    push('timestamp,userEmail,eventName\n2025-03-01T10:00:00Z,ana@example.com,Logged in\n');
    expect(await screen.findByText('Loading… 1 event so far')).toBeInTheDocument();
    push('2025-03-01T09:00:00Z,bo@example.com,Logged in\n');
    expect(await screen.findByText('Loading… 2 events so far')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ B received$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stopped: showing the first 2 events')).toBeInTheDocument();
    // The Cancel button is gone: focus waits on the count rather than falling to the top of the page.
    expect(screen.getByText('Stopped: showing the first 2 events')).toHaveFocus();
    // The charts say they stop short: the export was cut before its oldest events.
    expect(
      screen.getByText('Partial: the first 2 events, back to 2025-03-01 09:00 UTC; earlier events are not loaded.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Audit events' })).getAllByRole('button', { name: /^Details:/ }),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load all events' })).toBeInTheDocument();
    expect(screen.queryByText(/received$/)).not.toBeInTheDocument();
  });

  it('counts the table from the rows it has read: never "Showing" more events than it says there are', async () => {
    const push = serveStreamedExport();
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    // The first rows show at once; more land before the page renders them.
    push('timestamp,userEmail,eventName\n2025-03-01T10:00:00Z,ana@example.com,Logged in\n');
    for (let i = 0; i < 20; i += 1) push(`2025-03-01T09:${String(i).padStart(2, '0')}:00Z,bo@example.com,Logged in\n`);
    const line = await screen.findByText(/ in the table$|^Showing /);
    expect(line.textContent).toMatch(/^\d+ events? in the table$/);
  });

  it('keeps the events it had when a retry fails before reading any', async () => {
    const user = userEvent.setup();
    const encoder = new TextEncoder();
    // Two events, then the connection drops (erroring in start() would drop the queued chunk too).
    let pulls = 0;
    const brokenBody = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls > 1) return controller.error(new TypeError('network error'));
        controller.enqueue(
          encoder.encode(
            'timestamp,userEmail,eventName\n2025-03-01T10:00:00Z,ana@example.com,Logged in\n2025-03-01T09:00:00Z,bo@example.com,Logged in\n',
          ),
        );
      },
    });
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => Promise.resolve(csvResponse(brokenBody)))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    expect(await screen.findByText('2 events received before the error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The server could not be reached')).toBeInTheDocument();
    expect(exportCalls(fetchSpy)).toHaveLength(2);
    // The failed retry read nothing: the two events are still there, and so is the way to try again.
    expect(screen.getByText('2 events received before the error')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Audit events' })).getAllByRole('button', { name: /^Details:/ }),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The first Retry button went away while the second run loaded: focus stayed with the count.
    expect(screen.getByText('2 events received before the error')).toHaveFocus();
  });

  it('leaves the export alone when a bar of the day already chosen is picked', async () => {
    const user = userEvent.setup();
    const csv =
      'timestamp,userEmail,eventName\n2025-03-05T10:00:00Z,ana@example.com,Logged in\n2025-03-05T08:00:00Z,bo@example.com,Logged in\n';
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(csvResponse(csv)));
    renderAudit('/audit?start=2025-03-05&end=2025-03-05', sb.fixtures.keys.admin);
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    const hours = await screen.findByRole('listbox', { name: 'Events per hour' });
    hours.focus();
    await user.keyboard('{End}{Enter}');

    expect(new URL(screen.getByTestId('location').textContent ?? '', 'http://x').search).toBe('?start=2025-03-05&end=2025-03-05');
    expect(exportCalls(fetchSpy)).toHaveLength(1);
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(hours).toBeInTheDocument();
  });

  it('shows a 400 that names a filter next to that field', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json({ error: 'Invalid query: field "search": the service cannot search for this' }, { status: 400 }),
      ),
    );
    renderAudit('/audit?search=x', sb.fixtures.keys.admin);
    await waitFor(() =>
      expect(screen.getByLabelText('Search')).toHaveAccessibleDescription(/the service cannot search for this/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The service refused the filters');
  });

  it('shows a 400 that names no filter at the top', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(Response.json({ error: 'Audit log export is not on this plan' }, { status: 400 })),
    );
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    expect(await screen.findByRole('alert')).toHaveTextContent('Audit log export is not on this plan');
  });

  it('offers Retry after a network error', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAudit(AUDIT_PATH, sb.fixtures.keys.admin);
    expect(await screen.findByText('The server could not be reached')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await waitForLoaded()).toBeInTheDocument();
    expect(exportCalls(fetchSpy)).toHaveLength(2);
  });
});
