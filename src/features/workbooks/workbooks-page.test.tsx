import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { renderPage } from '../../../test/support/render-app';
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
afterEach(() => sb.restore());

function renderList(url: string) {
  return renderPage(<WorkbooksPage />, {
    url,
    path: '/deployments/:deploymentId/workbooks',
    apiKey: sb.fixtures.keys.admin,
  });
}

function dataRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

describe('Workbooks page with many workbooks', () => {
  beforeEach(() => {
    sb = startInProcessSandbox({ workbooks: 250 });
  });

  it('renders only about a screenful of a 100-row page', async () => {
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const rows = dataRows(table);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
  });

  it('pages forward and back with the cursor in the URL', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks?sort=name`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    const firstName = dataRows(table)[0]!.textContent;
    const pages = screen.getByRole('navigation', { name: 'Workbooks pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(pages).toHaveTextContent('Page 1');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/after=[^&]+/));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Workbooks pages' })).toHaveTextContent('Page 2'));
    await waitFor(() => expect(dataRows(screen.getByRole('table', { name: 'Workbooks' }))[0]!.textContent).not.toBe(firstName));
    expect(screen.getByTestId('location')).toHaveTextContent('prev=');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('after='));
    await waitFor(() => expect(dataRows(screen.getByRole('table', { name: 'Workbooks' }))[0]!.textContent).toBe(firstName));
  });
});

describe('Workbooks page on the seeded world', () => {
  beforeEach(() => {
    sb = startInProcessSandbox();
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
  });

  it('shows owner, folder and published state, and moves into a folder kept in the URL', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    const table = await screen.findByRole('table', { name: 'Workbooks' });
    const row = within(table).getByRole('link', { name: 'Quarterly revenue review' }).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Finance');
    await waitFor(() => expect(row).toHaveTextContent('Published'));
    expect(within(row).getByRole('button', { name: 'Clone Quarterly revenue review' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('list', { name: 'Folders' })).getByRole('button', { name: /Finance/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`folder=${sb.fixtures.folders.editable}`));
    const crumbs = screen.getByRole('navigation', { name: 'Folder' });
    await waitFor(() => expect(within(crumbs).getByText('Finance')).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Board pack' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Quarterly revenue review' })).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('button', { name: 'Root' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('folder='));
  });

  it('lists the shared workspace in its own tab and opens the clone dialog for shared items', async () => {
    const user = userEvent.setup();
    renderList(`/deployments/${sb.fixtures.deployments.primary}/workbooks`);
    await screen.findByRole('table', { name: 'Workbooks' });
    await user.click(screen.getByRole('tab', { name: 'Shared workspace' }));
    const table = await screen.findByRole('table', { name: 'Shared workspace' });
    expect(screen.getByTestId('location')).toHaveTextContent('tab=shared');
    const row = within(table).getByRole('link', { name: 'Sales pipeline (shared)' }).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('Published');
    await user.click(within(row).getByRole('button', { name: /^Clone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone “Sales pipeline (shared)”' });
    expect(dialog).toHaveTextContent('a clone from the shared workspace is always placed there');
  });
});
