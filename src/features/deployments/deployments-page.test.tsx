import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { DIALECTS } from '../../../server/sandbox/dialects/dialect.ts';
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

  it('shows name, URL, setup step, release and region of every deployment the key may see, with the total', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Deployments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/deployments/${sandbox.fixtures.deployments.primary}`);
    expect(rows[0]).toHaveTextContent(/https:\/\/\S+/);
    expect(rows[0]).toHaveTextContent('Ready');
    // The spec's list carries a creation date, the published one does not: no column of blanks for it.
    expect(headers(table)).toEqual(
      dialect === 'spec'
        ? ['Name', 'URL', 'Setup step', 'Release', 'Region', 'Created']
        : ['Name', 'URL', 'Setup step', 'Release', 'Region'],
    );
    // Release and region come from each row's settings; what the server holds is what the row shows.
    const { body } = await sandbox
      .request(`/api/v1/deployments/${sandbox.fixtures.deployments.primary}/settings`, {
        key: sandbox.fixtures.keys.admin,
      })
      .then(async (res) => ({
        body: (await res.json()) as { releaseChannelVersion: string; releaseChannel: string; region: string },
      }));
    await waitFor(() => expect(rows[0]).toHaveTextContent(`${body.releaseChannelVersion} · ${body.releaseChannel} channel`));
    expect(rows[0]).toHaveTextContent(body.region);
    expect(table).not.toHaveTextContent('—');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('filters by name, keeping the filter in the URL', async () => {
    const user = userEvent.setup();
    renderList('/deployments?q=staging');
    const table = await screen.findByRole('table', { name: 'Deployments' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Acme Staging Lab']);
    expect(screen.getByText(/^1 deployment of 3 on this page match “staging”/)).toHaveAttribute('role', 'status');
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    expect(filter).toHaveValue('staging');
    await user.clear(filter);
    await user.type(filter, 'nothing like it');
    expect(await screen.findByText('No deployment on this page matches “nothing like it”.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/deployments?q=nothing+like+it');
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(within(await screen.findByRole('table', { name: 'Deployments' })).getAllByRole('link')).toHaveLength(3);
  });

  it('focuses the name filter on "/"', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table', { name: 'Deployments' });
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    expect(filter).not.toHaveFocus();
    await user.keyboard('/');
    expect(filter).toHaveFocus();
    expect(filter).toHaveValue('');
  });

  it('keeps a row’s failed settings in its own cells with Retry, and the rest of the table stays', async () => {
    const user = userEvent.setup();
    const inner = globalThis.fetch;
    let failures = 0;
    // Every settings read of the primary deployment fails until Retry (past the client's own retries).
    let failing = true;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (failing && url.endsWith(`/deployments/${sandbox.fixtures.deployments.primary}/settings`)) {
        failures++;
        return new Response(JSON.stringify({ error: 'Service unavailable' }), { status: 503 });
      }
      return inner(input, init);
    };
    try {
      renderList();
      const table = await screen.findByRole('table', { name: 'Deployments' });
      const retry = await within(table).findByRole('button', { name: /^Retry loading the settings of / }, { timeout: 15_000 });
      expect(failures).toBeGreaterThan(0);
      expect(within(table).getAllByRole('link')).toHaveLength(3);
      failing = false;
      await user.click(retry);
      await waitFor(() => expect(within(table).queryByRole('button', { name: /^Retry loading/ })).not.toBeInTheDocument());
    } finally {
      globalThis.fetch = inner;
    }
  }, 20_000);

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

  it('shows every setting grouped (runtime, release, source, template variables) and links to each sub-page', async () => {
    const id = String(sandbox.fixtures.deployments.primary);
    renderPage(<DeploymentOverviewPage />, {
      url: `/deployments/${id}`,
      path: '/deployments/:deploymentId',
      apiKey: sandbox.fixtures.keys.admin,
    });
    const group = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
    expect(within(await group('Source')).getByText('Deploy branch')).toBeInTheDocument();
    expect(within(await group('Source')).getByText(sandbox.fixtures.branches.production)).toBeInTheDocument();
    expect(within(await group('Runtime')).getByText('SQL API')).toBeInTheDocument();
    expect(within(await group('Release')).getByText('Hold')).toBeInTheDocument();
    const vars = await group('Template variables');
    expect(within(vars).getAllByRole('term').length).toBeGreaterThan(0);
    for (const name of ['Environments', 'Branches', 'Versions', 'Workbooks']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/deployments/${id}/${name.toLowerCase()}`);
    }
  });
});
