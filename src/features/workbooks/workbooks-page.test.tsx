import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { renderPage } from '../../../test/support/render-app';
import { DIALECTS } from '../../../server/sandbox/dialects/dialect.ts';
import WorkbooksPage from './workbooks-page';

// jsdom lays nothing out; give elements a screenful of size so the virtualizer (which reads clientHeight) renders rows.
const VIEWPORT = { width: 1000, height: 480 };
const originalRect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
const stubbed = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const;
const originals = stubbed.map(
  (name) =>
    [
      name,
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name),
    ] as const,
);
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: VIEWPORT.height, right: VIEWPORT.width, ...VIEWPORT, toJSON: () => ({}) };
  HTMLElement.prototype.getBoundingClientRect = () => rect;
  for (const name of stubbed) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get: () => (name.endsWith('Height') ? VIEWPORT.height : VIEWPORT.width),
    });
  }
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).getBoundingClientRect;
  if (originalRect) Object.defineProperty(Element.prototype, 'getBoundingClientRect', originalRect);
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

let sb: InProcessSandbox;
afterEach(() => {
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = sb.sandbox.requests.list().filter((entry) => entry.refused !== null);
  sb.restore();
  expect(refused).toEqual([]);
});

function renderList(url: string) {
  return renderPage(<WorkbooksPage />, {
    url,
    path: '/deployments/:deploymentId/workbooks',
    apiKey: sb.fixtures.keys.admin,
    extraRoutes: [{ path: '/deployments/:deploymentId/workbooks/:cloneId/compare/:sourceId', element: <h1>Review page</h1> }],
  });
}

function dataRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

/** What the console asked the sandbox for, by operation. */
const asked = (operationId: string) => sb.sandbox.requests.list().filter((entry) => entry.operationId === operationId);
const refused = () => sb.sandbox.requests.list().filter((entry) => entry.refused !== null);

describe.each(DIALECTS)('Workbooks page with many workbooks (%s dialect)', (dialect) => {
  beforeEach(() => {
    sb = startInProcessSandbox({ workbooks: 250, dialect });
  });

  it('renders only about a screenful of a 100-row page', async () => {
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const rows = dataRows(table);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
  });

  it('loads more workbooks page by page, one request per page and none per row', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks?sort=name`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    expect(screen.getByText(/^Showing the 100 workbooks loaded of \d+\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more workbooks' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '201'));
    await user.click(screen.getByRole('button', { name: 'Load more workbooks' }));
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(250));
    expect(screen.queryByRole('button', { name: 'Load more workbooks' })).not.toBeInTheDocument();
    expect(screen.getByText(/^All \d+ workbooks are shown\./)).toBeInTheDocument();
    // Three pages, three list requests; no row asked for its own workbook.
    expect(asked('listWorkbooks')).toHaveLength(3);
    expect(asked('getWorkbook')).toHaveLength(0);
    expect(refused()).toEqual([]);
  });

  it('searches the loaded workbooks, says so, and searches further after loading more', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks?q=board`);
    await screen.findByRole('table', { name: 'Workbooks' });
    const status = screen.getByText(/^Searched the 100 workbooks loaded of \d+: \d+ match\./);
    expect(status).toHaveTextContent('only loaded workbooks are searched; load more to search further');
    await user.click(screen.getByRole('button', { name: 'Load more workbooks' }));
    expect(await screen.findByText(/^Searched the 200 workbooks loaded of \d+: \d+ match\./)).toBeInTheDocument();
    // The list operation has no search: none was sent.
    expect(asked('listWorkbooks').every((entry) => !entry.query.includes('search'))).toBe(true);
    expect(refused()).toEqual([]);
  });

  it('keeps how many pages are loaded in the URL, so a reload lists the same workbooks', async () => {
    const user = userEvent.setup();
    const first = renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks?size=25&q=board`);
    await screen.findByRole('table', { name: 'Workbooks' });
    expect(screen.getByText(/^Searched the 25 workbooks loaded of \d+:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more workbooks' }));
    const status = (await screen.findByText(/^Searched the 50 workbooks loaded of \d+: \d+ match\./)).textContent;
    const rowCount = screen.getByRole('table', { name: 'Workbooks' }).getAttribute('aria-rowcount');
    const url = screen.getByTestId('location').textContent ?? '';
    expect(url).toContain('pages=2');
    first.unmount();

    // A reload: a new page with an empty cache, from the URL alone, lists the same 50 workbooks and matches.
    renderList(url);
    expect(await screen.findByText(/^Searched the 50 workbooks loaded/)).toHaveTextContent(status ?? '');
    expect(screen.getByRole('table', { name: 'Workbooks' })).toHaveAttribute('aria-rowcount', rowCount);
    expect(asked('listWorkbooks')).toHaveLength(4);
    // Another page size is another list: it starts again from its first page.
    await user.selectOptions(screen.getByRole('combobox', { name: /Per page/ }), '50');
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('pages='));
    expect(await screen.findByText(/^Searched the 50 workbooks loaded of \d+:/)).toBeInTheDocument();
  });
});

describe.each(DIALECTS)('Workbooks page on the seeded world (%s dialect)', (dialect) => {
  beforeEach(() => {
    sb = startInProcessSandbox({ dialect });
  });

  it('searches by name and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    expect(within(table).getByRole('link', { name: 'Board pack' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search workbooks' }), 'revenue{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=revenue'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Board pack' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Quarterly revenue review' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search workbooks' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search workbooks' }), 'no such thing{Enter}');
    expect(await screen.findByText('No workbooks match “no such thing”.')).toBeInTheDocument();
    expect(screen.getByText(/^Searched all \d+ workbooks: 0 match\.$/)).toBeInTheDocument();
    expect(refused()).toEqual([]);
  });

  it('shows owner and folder, says where the published state is, and moves into a folder kept in the URL', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    const row = within(table).getByRole('link', { name: 'Quarterly revenue review' }).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Finance');
    expect(within(row).getByRole('button', { name: 'Clone Quarterly revenue review' })).toBeInTheDocument();
    // The list leaves the dashboard fields out: no column of guesses, no request per row, and the page says so.
    expect(within(table).queryByRole('columnheader', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText(/does not say whether each dashboard is published; open a workbook to see it/)).toBeInTheDocument();
    expect(asked('getWorkbook')).toHaveLength(0);

    await user.click(within(screen.getByRole('list', { name: 'Folders' })).getByRole('button', { name: /Finance/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`folder=${sb.fixtures.folders.editable}`));
    const crumbs = screen.getByRole('navigation', { name: 'Folder' });
    await waitFor(() =>
      expect(within(crumbs).getByText('Finance').closest('[aria-current]')).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Board pack' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Quarterly revenue review' })).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('button', { name: 'Root' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('folder='));
    expect(within(crumbs).getByText(/workbooks of every folder are listed/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Board pack' })).toBeInTheDocument();
    expect(refused()).toEqual([]);
  });

  it('clones a workbook from the list; the service holds the copy in the source folder', async () => {
    const user = userEvent.setup();
    const { deployments, keys, folders, workbooks } = sb.fixtures;
    renderList(`/deployments/${deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    await user.click(within(table).getByRole('button', { name: 'Clone Quarterly revenue review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone “Quarterly revenue review”' });
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('heading', { name: 'Review page' })).toBeInTheDocument();
    const match = /\/workbooks\/(\d+)\/compare\/(\d+)/.exec(screen.getByTestId('location').textContent ?? '');
    expect(match?.[2]).toBe(String(workbooks.inEditableFolder));
    const clone = (await (
      await sb.request(`/api/v1/deployments/${deployments.primary}/workbooks/${match?.[1]}`, { key: keys.admin })
    ).json()) as { name: string; folderId: number | null };
    expect(clone).toMatchObject({ name: 'Copy of Quarterly revenue review', folderId: folders.editable });
    expect(asked('duplicateWorkbook')).toHaveLength(1);
  });

  it('lists the shared workspace in its own tab, ordered by the service, and opens the clone dialog for shared items', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    await screen.findByRole('table', { name: 'Workbooks' });
    await user.click(screen.getByRole('tab', { name: 'Shared workspace' }));
    const table = await screen.findByRole('table', { name: 'Shared workspace' });
    expect(screen.getByTestId('location')).toHaveTextContent('tab=shared');
    const row = within(table).getByRole('link', { name: 'Sales pipeline (shared)' }).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Published');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=name'));
    const names = () => dataRows(screen.getByRole('table', { name: 'Shared workspace' })).map((r) => r.textContent ?? '');
    await waitFor(() => expect(names()).toEqual([...names()].sort((a, b) => a.localeCompare(b))));
    const sorted = within(screen.getByRole('table', { name: 'Shared workspace' }))
      .getByRole('link', { name: 'Sales pipeline (shared)' })
      .closest('[role="row"]') as HTMLElement;
    await user.click(within(sorted).getByRole('button', { name: /^Clone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone “Sales pipeline (shared)”' });
    expect(dialog).toHaveTextContent('a clone from the shared workspace is always placed there');
    expect(asked('listSharedWorkspace').at(-1)?.query).toEqual(expect.arrayContaining(['orderByField', 'orderByDirection']));
    expect(refused()).toEqual([]);
  });
});
