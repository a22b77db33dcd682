import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { environmentKeys } from '@/features/environments';
import BranchesPage from './branches-page';
import { DIALECTS, type Dialect } from '../../../server/sandbox/dialects/dialect.ts';

/** Set by each dialect's describe block before its tests run. */
let dialect: Dialect = 'spec';

let env: InProcessSandbox;
beforeEach(() => {
  env = startInProcessSandbox({ dialect });
});
afterEach(() => {
  vi.useRealTimers();
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = env.sandbox.requests.list().filter((entry) => entry.refused !== null);
  env.restore();
  expect(refused).toEqual([]);
});

function renderBranches(search = '') {
  const { deployments, keys } = env.fixtures;
  return renderPage(<BranchesPage />, {
    url: `/deployments/${deployments.primary}/branches${search}`,
    path: '/deployments/:deploymentId/branches',
    apiKey: keys.admin,
  });
}

const stagingSwitch = (branch: string) => screen.getByRole('switch', { name: `Staging environment for ${branch}` });
const rowOf = (branch: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${branch}\\b`) }).closest('tr') as HTMLElement;

async function serverSays(branch: string): Promise<boolean | undefined> {
  const { deployments, keys } = env.fixtures;
  const res = await env.request(`/build/api/v1/deployments/${deployments.primary}/branches?first=100`, { key: keys.admin });
  const body = (await res.json()) as { items: { name: string; isStagingEnvironmentEnabled: boolean }[] };
  return body.items.find((b) => b.name === branch)?.isStagingEnvironmentEnabled;
}

/** Holds every staging PUT until the test lets it through (to the sandbox) or fails it, to control timing exactly. */
function holdStagingRequests() {
  const inner = globalThis.fetch;
  const held: {
    body: { enabled: boolean; branchName: string };
    pass: () => void;
    fail: (status: number, error: string) => void;
  }[] = [];
  const answer = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/branches/staging-environment')) return inner(input, init);
    return new Promise((resolve, reject) => {
      held.push({
        body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { enabled: boolean; branchName: string },
        pass: () => void inner(input, init).then(resolve, reject),
        fail: (status, error) =>
          resolve(new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  };
  globalThis.fetch = answer;
  return { held, restore: () => (globalThis.fetch = inner) };
}

/**
 * Renders the page, turns the enabled shared branch's staging off and fails that request: the switch has rolled back
 * and its row shows the error (`alert`). `gate` holds the requests that follow.
 */
async function turnOffAndFail(user: ReturnType<typeof userEvent.setup>) {
  const { branches } = env.fixtures;
  const gate = holdStagingRequests();
  renderBranches();
  await screen.findByRole('table', { name: 'Branches' });
  await user.click(stagingSwitch(branches.sharedEnabled)); // off
  expect(stagingSwitch(branches.sharedEnabled)).not.toBeChecked();
  gate.held[0]?.fail(503, 'Build workers are busy, try again');
  const alert = await within(rowOf(branches.sharedEnabled)).findByRole('alert');
  return { gate, alert };
}

describe.each(DIALECTS)('the branches page (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });
  it('lists branches with parent, short hash and the production badge; the production switch is disabled with the reason', async () => {
    const { branches } = env.fixtures;
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    const production = rowOf(branches.production);
    expect(within(production).getByText('Production')).toBeInTheDocument();
    expect(stagingSwitch(branches.production)).toBeDisabled();
    expect(stagingSwitch(branches.production)).toHaveAccessibleDescription(/production branch .* has no staging environment/);

    const shared = rowOf(branches.shared);
    expect(within(shared).queryByText('Production')).not.toBeInTheDocument();
    expect(within(shared).getByRole('cell', { name: 'main' })).toBeInTheDocument();
    expect(within(shared).getByText(/^[0-9a-f]{7}$/)).toBeInTheDocument();
    expect(within(shared).getByRole('button', { name: `Copy last commit hash of ${branches.shared}` })).toBeInTheDocument();
    expect(stagingSwitch(branches.shared)).toBeEnabled();
    expect(stagingSwitch(branches.shared)).not.toBeChecked();

    // Enabled at start: the staging environment's data API address is shown with a copy button.
    expect(stagingSwitch(branches.sharedEnabled)).toBeChecked();
    expect(
      within(rowOf(branches.sharedEnabled)).getByText(
        `https://acme-analytics.sandbox.switchboard.test/dev-mode/${branches.sharedEnabled}/cubejs-api/v1`,
      ),
    ).toBeInTheDocument();
  });

  it('moves the switch at once, shows it is saving, then confirms, refreshes both lists and shows the address', async () => {
    const { branches, deployments } = env.fixtures;
    const gate = holdStagingRequests();
    const user = userEvent.setup();
    const view = renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    const environmentsKey = environmentKeys.list(String(deployments.primary), { type: null, offset: 0, limit: 20 });
    view.queryClient.setQueryData(environmentsKey, { items: [], pagination: null, pageInfo: null, total: 0 });

    await user.click(stagingSwitch(branches.shared));
    expect(stagingSwitch(branches.shared)).toBeChecked();
    expect(stagingSwitch(branches.shared)).toHaveAttribute('aria-busy', 'true');
    expect(within(rowOf(branches.shared)).getByText('Saving…')).toBeInTheDocument();
    expect(gate.held).toHaveLength(1);
    expect(gate.held[0]?.body).toEqual({ enabled: true, branchName: branches.shared });

    gate.held[0]?.pass();
    expect(await screen.findByText(`Staging environment enabled for ${branches.shared}`)).toBeInTheDocument();
    expect(stagingSwitch(branches.shared)).toBeChecked();
    expect(stagingSwitch(branches.shared)).not.toHaveAttribute('aria-busy');
    expect(await within(rowOf(branches.shared)).findByText(/\/dev-mode\/analytics-v2\/cubejs-api\/v1$/)).toBeInTheDocument();
    expect(view.queryClient.getQueryState(environmentsKey)?.isInvalidated).toBe(true);
    expect(await serverSays(branches.shared)).toBe(true);
    gate.restore();
  });

  it('disables a personal branch’s switch with the reason: at once when the record says its kind, else after the refusal', async () => {
    const { branches } = env.fixtures;
    const user = userEvent.setup();
    const firstRender = renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    if (dialect === 'spec') {
      // The spec sandbox's branch record says `type: "personal"`: nothing to learn by clicking.
      expect(stagingSwitch(branches.personal)).toBeDisabled();
      expect(stagingSwitch(branches.personal)).toHaveAccessibleDescription(
        'A personal development branch cannot have a staging environment; only shared branches can.',
      );
      expect(stagingSwitch(branches.shared)).toBeEnabled();
      return;
    }
    // The published record does not say; the first refusal is shown and remembered.
    expect(stagingSwitch(branches.personal)).toBeEnabled();
    await user.click(stagingSwitch(branches.personal));
    const message = await within(rowOf(branches.personal)).findByRole('alert');
    expect(message).toHaveTextContent(
      `Branch "${branches.personal}" is a personal development branch; only shared branches have a staging environment`,
    );
    expect(stagingSwitch(branches.personal)).not.toBeChecked();
    await waitFor(() => expect(stagingSwitch(branches.personal)).toBeDisabled());
    expect(await serverSays(branches.personal)).toBe(false);

    // Still known after leaving the page and coming back (same session, same key).
    firstRender.unmount();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    expect(stagingSwitch(branches.personal)).toBeDisabled();
    expect(stagingSwitch(branches.personal)).toHaveAccessibleDescription(
      /refused a staging environment for this branch: .*personal development branch/,
    );
    expect(stagingSwitch(branches.shared)).toBeEnabled();
  });

  it('sends one request at a time per branch and lets the last click win', async () => {
    const { branches } = env.fixtures;
    const gate = holdStagingRequests();
    const user = userEvent.setup();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });

    // on, off, on, off while the first request is in flight: only the first goes out.
    for (let i = 0; i < 4; i++) await user.click(stagingSwitch(branches.shared));
    expect(stagingSwitch(branches.shared)).not.toBeChecked();
    expect(gate.held).toHaveLength(1);
    expect(gate.held[0]?.body.enabled).toBe(true);

    // The server now says on, the person wants off: exactly one more request, for off.
    gate.held[0]?.pass();
    await waitFor(() => expect(gate.held).toHaveLength(2));
    expect(gate.held[1]?.body.enabled).toBe(false);
    await user.click(stagingSwitch(branches.shared)); // on again, while "off" is in flight
    gate.held[1]?.pass();
    await waitFor(() => expect(gate.held).toHaveLength(3));
    expect(gate.held[2]?.body.enabled).toBe(true);
    gate.held[2]?.pass();

    expect(await screen.findByText(`Staging environment enabled for ${branches.shared}`)).toBeInTheDocument();
    expect(gate.held).toHaveLength(3);
    expect(stagingSwitch(branches.shared)).toBeChecked();
    expect(await serverSays(branches.shared)).toBe(true);
    gate.restore();
  });

  it('sends nothing more when the clicks end where the server already is', async () => {
    const { branches } = env.fixtures;
    const gate = holdStagingRequests();
    const user = userEvent.setup();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    for (let i = 0; i < 3; i++) await user.click(stagingSwitch(branches.shared)); // on, off, on
    gate.held[0]?.pass();
    expect(await screen.findByText(`Staging environment enabled for ${branches.shared}`)).toBeInTheDocument();
    expect(gate.held).toHaveLength(1);
    gate.restore();
  });

  it('rolls back to what the server last confirmed when a later request fails', async () => {
    const { branches } = env.fixtures;
    const { gate, alert } = await turnOffAndFail(userEvent.setup());
    expect(alert).toHaveTextContent('Build workers are busy, try again');
    expect(stagingSwitch(branches.sharedEnabled)).toBeChecked();
    expect(stagingSwitch(branches.sharedEnabled)).not.toHaveAttribute('aria-busy');
    gate.restore();
  });

  it('ignores a click that lands with the rollback, keeping the error; the next click after a moment goes through', async () => {
    const { branches } = env.fixtures;
    // The clock stands still (timers stay real, for user-event and the queries): the next click lands in the same
    // instant as the rollback, however slow the machine, until the test moves the clock on.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    const { gate, alert } = await turnOffAndFail(user);
    // Aimed at the "off" the person saw a moment ago: it must not turn the rolled-back switch off behind the error.
    await user.click(stagingSwitch(branches.sharedEnabled));
    expect(stagingSwitch(branches.sharedEnabled)).toBeChecked();
    expect(alert).toBeInTheDocument();
    expect(gate.held).toHaveLength(1);

    // Past the guard: a second later.
    vi.setSystemTime(Date.now() + 1_000);
    await user.click(stagingSwitch(branches.sharedEnabled)); // off, on purpose
    expect(stagingSwitch(branches.sharedEnabled)).not.toBeChecked();
    expect(within(rowOf(branches.sharedEnabled)).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(gate.held).toHaveLength(2));
    expect(gate.held[1]?.body.enabled).toBe(false);
    gate.held[1]?.pass();
    expect(await screen.findByText(`Staging environment disabled for ${branches.sharedEnabled}`)).toBeInTheDocument();
    expect(await serverSays(branches.sharedEnabled)).toBe(false);
    gate.restore();
  });

  it('toggles with the keyboard', async () => {
    const { branches } = env.fixtures;
    const user = userEvent.setup();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    stagingSwitch(branches.shared).focus();
    await user.keyboard(' ');
    expect(stagingSwitch(branches.shared)).toBeChecked();
    expect(await screen.findByText(`Staging environment enabled for ${branches.shared}`)).toBeInTheDocument();
  });

  it('pages through a long list with cursors kept in the URL', async () => {
    const user = userEvent.setup();
    renderBranches('?first=2');
    await screen.findByRole('table', { name: 'Branches' });
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace('Production', '').trim());
    expect(names()).toEqual(['main', 'analytics-v2']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toEqual(['staging', 'q3-metrics']));
    expect(screen.getByTestId('location').textContent).toMatch(/after=/);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toEqual(['dev-ada', 'dev-grace']));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names()).toEqual(['staging', 'q3-metrics']));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names()).toEqual(['main', 'analytics-v2']));
    expect(screen.getByTestId('location').textContent).toBe(`/deployments/${env.fixtures.deployments.primary}/branches?first=2`);
  });
});
