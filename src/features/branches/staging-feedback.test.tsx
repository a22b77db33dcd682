import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import BranchesPage from './branches-page';
import { DIALECTS, type Dialect } from '../../../server/sandbox/dialects/dialect.ts';

/** What a person is told after a staging switch: a failure that says what and that nothing changed, one toast a switch. */

let dialect: Dialect = 'spec';
let env: InProcessSandbox;
let inner: typeof fetch;
/** Set to answer the next staging PUTs with this service failure instead of passing them to the sandbox. */
let failStaging: { status: number; error: string } | null;

beforeEach(() => {
  env = startInProcessSandbox({ dialect });
  failStaging = null;
  inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (failStaging && url.includes('/branches/staging-environment'))
      return Promise.resolve(Response.json({ error: failStaging.error }, { status: failStaging.status }));
    return inner(input, init);
  };
});
afterEach(() => {
  globalThis.fetch = inner;
  env.restore();
});

function renderBranches() {
  const { deployments, keys } = env.fixtures;
  return renderPage(<BranchesPage />, {
    url: `/deployments/${deployments.primary}/branches`,
    path: '/deployments/:deploymentId/branches',
    apiKey: keys.admin,
  });
}

const stagingSwitch = (branch: string) => screen.getByRole('switch', { name: `Staging environment for ${branch}` });
const rowOf = (branch: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${branch}\\b`) }).closest('tr') as HTMLElement;

describe.each(DIALECTS)('staging switch feedback (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('says what failed and that the switch is back as it was', async () => {
    const { branches } = env.fixtures;
    const user = userEvent.setup();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    failStaging = { status: 503, error: 'Service unavailable' };
    await user.click(stagingSwitch(branches.shared)); // on
    expect(await within(rowOf(branches.shared)).findByRole('alert')).toHaveTextContent(
      `Could not turn on staging for ${branches.shared}: The service failed (503): Service unavailable. The switch is back as it was.`,
    );
    expect(stagingSwitch(branches.shared)).not.toBeChecked();
    expect(stagingSwitch(branches.shared)).toHaveAccessibleDescription(/^Could not turn on staging/);
  });

  it('keeps one toast per switch: its latest outcome replaces the one before; other switches keep theirs', async () => {
    const { branches } = env.fixtures;
    const user = userEvent.setup();
    renderBranches();
    await screen.findByRole('table', { name: 'Branches' });
    await user.click(stagingSwitch(branches.sharedEnabled)); // off
    expect(await screen.findByText(`Staging environment disabled for ${branches.sharedEnabled}`)).toBeInTheDocument();
    await user.click(stagingSwitch(branches.shared)); // on
    expect(await screen.findByText(`Staging environment enabled for ${branches.shared}`)).toBeInTheDocument();
    await waitFor(() => expect(stagingSwitch(branches.shared)).not.toHaveAttribute('aria-busy'));
    await user.click(stagingSwitch(branches.shared)); // off
    expect(await screen.findByText(`Staging environment disabled for ${branches.shared}`)).toBeInTheDocument();
    expect(screen.queryByText(`Staging environment enabled for ${branches.shared}`)).not.toBeInTheDocument();
    expect(screen.getByText(`Staging environment disabled for ${branches.sharedEnabled}`)).toBeInTheDocument();
  });
});
