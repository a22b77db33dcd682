import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { DIALECTS } from '../../../server/sandbox/dialects/dialect.ts';
import { deploymentSettingsQuery } from '@/api/deployments';
import DeploymentsPage from './deployments-page';
import DeploymentOverviewPage from './deployment-overview-page';

let sandbox: InProcessSandbox;
afterEach(() => {
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = sandbox.sandbox.requests.list().filter((entry) => entry.refused !== null);
  sandbox.restore();
  expect(refused).toEqual([]);
});

function renderList(url = '/deployments', key = sandbox.fixtures.keys.admin) {
  return renderPage(<DeploymentsPage />, { url, path: '/deployments', apiKey: key });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe.each(DIALECTS)('the deployments list (%s dialect)', (dialect) => {
  beforeEach(() => {
    sandbox = startInProcessSandbox({ dialect });
  });

  it('shows name, id, URL and setup step of every deployment the key may see, with the total', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/deployments/${sandbox.fixtures.deployments.primary}`);
    expect(rows[0]).toHaveTextContent(/https:\/\/\S+/);
    expect(rows[0]).toHaveTextContent('Ready');
    // The spec's list carries a creation date, the published one does not: no column of blanks for it.
    if (dialect === 'spec') {
      expect(headers(table)).toEqual(['Name', 'ID', 'URL', 'Setup step', 'Created']);
      expect(within(rows[0]!).getByRole('button').querySelector('time')).toHaveAttribute('datetime');
    } else {
      expect(headers(table)).toEqual(['Name', 'ID', 'URL', 'Setup step']);
    }
    expect(table).not.toHaveTextContent('—');
    expect(screen.getByText(/does not carry version and region/)).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('shows version and region of deployments whose settings are already loaded, without asking for the others', async () => {
    const primary = String(sandbox.fixtures.deployments.primary);
    const view = renderList();
    await view.queryClient.fetchQuery(deploymentSettingsQuery(primary));
    const before = sandbox.sandbox.requests.list().length;
    const table = await screen.findByRole('table', { name: 'Deployments' });
    await waitFor(() => expect(headers(table)).toContain('Version'));
    expect(headers(table)).toContain('Region');
    const rows = within(table).getAllByRole('row').slice(1);
    const settings = view.queryClient.getQueryData(deploymentSettingsQuery(primary).queryKey);
    expect(rows[0]).toHaveTextContent(settings?.releaseChannelVersion ?? 'missing');
    expect(rows[0]).toHaveTextContent(settings?.region ?? 'missing');
    expect(rows[1]).toHaveTextContent('not loaded');
    // No settings request per row.
    const settingsCalls = sandbox.sandbox.requests
      .list()
      .slice(before)
      .filter((entry) => entry.path.endsWith('/settings'));
    expect(settingsCalls).toHaveLength(0);
  });

  it('lists only the scoped key’s deployment', async () => {
    renderList('/deployments', sandbox.fixtures.keys.scoped);
    const table = await screen.findByRole('table', { name: 'Deployments' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('pages with offset and limit kept in the URL', async () => {
    const user = userEvent.setup();
    renderList('/deployments?limit=1');
    await screen.findByText('1–1 of 3');
    const first = within(screen.getByRole('table', { name: 'Deployments' })).getAllByRole('link')[0]!.textContent;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('2–2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments?limit=1&offset=1');
    const second = within(screen.getByRole('table', { name: 'Deployments' })).getAllByRole('link')[0]!.textContent;
    expect(second).not.toBe(first);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments?limit=50');
  });

  it('shows an empty state past the last page, with a way back', async () => {
    renderList('/deployments?offset=40');
    expect(await screen.findByText('No deployments on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toBeInTheDocument();
  });

  it('ignores a hand-edited nonsense offset instead of breaking', async () => {
    renderList('/deployments?offset=-5&limit=abc');
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
  });
});

describe.each(DIALECTS)('the deployment overview (%s dialect)', (dialect) => {
  beforeEach(() => {
    sandbox = startInProcessSandbox({ dialect });
  });

  it('shows the settings that matter and links to each sub-page', async () => {
    const id = String(sandbox.fixtures.deployments.primary);
    renderPage(<DeploymentOverviewPage />, {
      url: `/deployments/${id}`,
      path: '/deployments/:deploymentId',
      apiKey: sandbox.fixtures.keys.admin,
    });
    expect(await screen.findByText('Deploy branch')).toBeInTheDocument();
    expect(screen.getByText(sandbox.fixtures.branches.production)).toBeInTheDocument();
    for (const name of ['Environments', 'Branches', 'Versions', 'Workbooks']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/deployments/${id}/${name.toLowerCase()}`);
    }
  });
});
