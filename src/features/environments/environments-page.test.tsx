import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { DIALECTS, type Dialect } from '../../../server/sandbox/dialects/dialect.ts';
import EnvironmentsPage from './environments-page';

let env: InProcessSandbox;
afterEach(() => {
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = env.sandbox.requests.list().filter((entry) => entry.refused !== null);
  env.restore();
  expect(refused).toEqual([]);
});

/**
 * How a row is titled in each dialect: the spec names environments; the published API does not, so the console
 * titles them from type and branch ("Staging · feature-x").
 */
function titles(dialect: Dialect) {
  const { branches } = env.fixtures;
  return dialect === 'spec'
    ? {
        production: 'production',
        staging: branches.sharedEnabled,
        stagingRow: `${branches.sharedEnabled}\\s*branch ${branches.sharedEnabled}`,
      }
    : {
        production: `Production · ${branches.production}`,
        staging: `Staging · ${branches.sharedEnabled}`,
        stagingRow: `Staging · ${branches.sharedEnabled}`,
      };
}

/** The production environment's id as the dialect writes it (a string in both). */
async function productionId(): Promise<string> {
  const { deployments, keys } = env.fixtures;
  const answer = (await (
    await env.request(`/api/v1/deployments/${deployments.primary}/environments?type=production`, { key: keys.admin })
  ).json()) as { items?: { id: string }[]; data: { environments?: { id: string }[] } };
  const id = (answer.items ?? answer.data.environments ?? [])[0]?.id;
  if (!id) throw new Error('no production environment');
  return id;
}

function renderEnvironments(search = '') {
  const { deployments, keys } = env.fixtures;
  return renderPage(<EnvironmentsPage />, {
    url: `/deployments/${deployments.primary}/environments${search}`,
    path: '/deployments/:deploymentId/environments',
    apiKey: keys.admin,
    extraRoutes: [{ path: '/deployments/:deploymentId/branches', element: <h1>Branches page</h1> }],
  });
}

const location = () => screen.getByTestId('location').textContent;
const rows = () =>
  within(screen.getByRole('table', { name: 'Environments' }))
    .getAllByRole('row')
    .slice(1);

describe.each(DIALECTS)('the environments page (%s dialect)', (dialect) => {
  beforeEach(() => {
    env = startInProcessSandbox({ dialect });
  });

  it('lists every environment with its type, branch and copyable credentials, and the total', async () => {
    renderEnvironments();
    const t = titles(dialect);
    const production = await screen.findByRole('rowheader', { name: new RegExp(`^${t.production}`) });
    const row = production.closest('tr') as HTMLElement;
    // The name leads each row (and the columns): it is what a phone holds in place while the table scrolls sideways.
    expect(row.firstElementChild).toBe(production);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Name and branch');
    expect(within(row).getByText('production', { selector: '.badge' })).toBeInTheDocument();
    expect(within(row).getByText(/\/cubejs-api\/v1$/)).toBeInTheDocument();
    expect(within(row).getByText(/\.sql\..*:5432$/)).toBeInTheDocument();
    expect(screen.getByText('4 environments')).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', {
        name: new RegExp(`^${t.stagingRow}$`),
      }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: `Copy REST URL of ${t.production}` }));
    expect(await within(row).findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/^https:\/\/.*\/cubejs-api\/v1$/);
  });

  it('filters by type through the URL and starts again at the first page', async () => {
    const user = userEvent.setup();
    renderEnvironments('?offset=1&limit=1');
    await screen.findByText('2–2 of 4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'development');
    await waitFor(() => expect(location()).toMatch(/\?limit=1&type=development$/));
    expect(await screen.findByText('1–1 of 2')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0] as HTMLElement).getByText('development')).toBeInTheDocument();
  });

  it('reads the type filter from the URL', async () => {
    renderEnvironments('?type=staging');
    await screen.findByText('1 environment');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('staging');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0] as HTMLElement).getByText('staging', { selector: '.badge' })).toBeInTheDocument();
  });

  it('pages with offset pagination kept in the URL', async () => {
    const user = userEvent.setup();
    renderEnvironments('?limit=3');
    await screen.findByText('1–3 of 4');
    expect(rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('4–4 of 4');
    expect(location()).toMatch(/limit=3&offset=3|offset=3&limit=3/);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('1–3 of 4');
    expect(location()).not.toMatch(/offset=/);
  });

  it('says how to get a staging environment when there is none', async () => {
    const { deployments, keys, branches } = env.fixtures;
    const off = await env.request(`/build/api/v1/deployments/${deployments.primary}/branches/staging-environment`, {
      key: keys.admin,
      method: 'PUT',
      body: { enabled: false, branchName: branches.sharedEnabled },
    });
    expect(off.status).toBe(200);
    const user = userEvent.setup();
    renderEnvironments('?type=staging');
    expect(await screen.findByText('No staging environments.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Branches page' }));
    expect(await screen.findByRole('heading', { name: 'Branches page' })).toBeInTheDocument();
  });

  it('shows the not-authorized state for a key scoped to another deployment', async () => {
    const { deployments, keys } = env.fixtures;
    renderPage(<EnvironmentsPage />, {
      url: `/deployments/${deployments.secondary}/environments`,
      path: '/deployments/:deploymentId/environments',
      apiKey: keys.scoped,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This key is not authorized for deployment ${deployments.secondary}.`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

/** Records what the console sends to the token endpoint, then lets the real sandbox answer (and sign). */
function answerTokensLocally() {
  const inner = globalThis.fetch;
  const sent: unknown[] = [];
  const control = { refuse: null as string | null, status: 403 };
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/tokens-for-meta-sync')) {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
      if (control.refuse) return Response.json({ error: control.refuse }, { status: control.status });
    }
    return inner(input, init);
  };
  globalThis.fetch = answer;
  return { sent, control, restore: () => (globalThis.fetch = inner) };
}

describe.each(DIALECTS)('the metadata token dialog (%s dialect)', (dialect) => {
  let tokens: ReturnType<typeof answerTokensLocally>;
  beforeEach(() => {
    env = startInProcessSandbox({ dialect });
    tokens = answerTokensLocally();
  });
  afterEach(() => tokens.restore());

  async function openDialog() {
    const user = userEvent.setup();
    const view = renderEnvironments();
    const { production } = titles(dialect);
    await user.click(await screen.findByRole('button', { name: `Create metadata token for ${production}` }));
    const dialog = await screen.findByRole('dialog', { name: `Create metadata token for ${production}` });
    return { user, dialog, view };
  }

  it('turns token creation off with the reason once the service refused this key (403)', async () => {
    const { user, dialog } = await openDialog();
    tokens.control.refuse = 'Metadata tokens need the Admin role';
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Metadata tokens need the Admin role');
    await user.keyboard('{Escape}');
    const button = await screen.findByRole('button', { name: `Create metadata token for ${titles(dialect).production}` });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Metadata tokens are not available to this key on this deployment: Metadata tokens need the Admin role',
    );
    expect(tokens.sent).toHaveLength(1);
  });

  it('says where the security context fails to parse, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    const editor = within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' });
    await user.clear(editor);
    // Typed text: braces are user-event's key syntax, so they are escaped by doubling.
    await user.type(editor, '{{\n  "tenant": 1,\n  oops: 2\n}');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Line 3, column 3: /);
    expect(tokens.sent).toHaveLength(0);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('textbox', { name: 'Metadata token' })).not.toBeInTheDocument();
  });

  it('opens from the URL', async () => {
    renderEnvironments(`?token=${encodeURIComponent(await productionId())}`);
    const dialog = await screen.findByRole('dialog', { name: `Create metadata token for ${titles(dialect).production}` });
    expect(within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' })).toBeInTheDocument();
  });

  it('refuses a security context that is not an object', async () => {
    const { user, dialog } = await openDialog();
    const editor = within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' });
    await user.clear(editor);
    await user.type(editor, '[[1, 2]');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('must be a JSON object ({ ... }), not an array');
  });

  it('reads the lifetime aloud as a duration and refuses values outside 1..3600 or fractional', async () => {
    const { user, dialog } = await openDialog();
    const lifetime = within(dialog).getByRole('textbox', { name: 'Lifetime in seconds' });
    expect(within(dialog).getByText('1 h (the longest the service accepts)')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 to 3600 seconds\. The published API accepts at most one hour/)).toBeInTheDocument();
    await user.type(lifetime, '5400');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The lifetime can be at most 3600 seconds (1 h)');
    await user.clear(lifetime);
    await user.type(lifetime, '2700');
    expect(within(dialog).getByText('45 min')).toBeInTheDocument();
    await user.clear(lifetime);
    await user.type(lifetime, '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The lifetime must be more than 0 seconds.');
    await user.clear(lifetime);
    await user.type(lifetime, '90.5');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The lifetime must be a whole number of seconds.');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Metadata token' })).not.toBeInTheDocument();
    expect(tokens.sent).toHaveLength(0);
  });

  it('shows a refusal that names the lifetime next to the lifetime field', async () => {
    tokens.control.refuse = 'Body field "expires_in" must be at most 1800';
    tokens.control.status = 400;
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const lifetime = within(dialog).getByRole('textbox', { name: 'Lifetime in seconds' });
    await waitFor(() => expect(lifetime).toHaveAccessibleDescription(/Body field "expires_in" must be at most 1800/));
    expect(lifetime).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' })).not.toHaveAttribute('aria-invalid');
    // Editing the field it names clears the refusal (it was about the value sent).
    await user.type(lifetime, '1800');
    expect(lifetime).not.toHaveAttribute('aria-invalid');
    expect(lifetime).not.toHaveAccessibleDescription(/expires_in/);
  });

  it('shows a failed request as the form’s error, not as a field’s, and says nothing was created', async () => {
    tokens.control.refuse = 'Service unavailable';
    tokens.control.status = 503;
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Could not mint the token')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The service failed (503): Service unavailable. Nothing was created. Try again.');
    const lifetime = within(dialog).getByRole('textbox', { name: 'Lifetime in seconds' });
    expect(lifetime).not.toHaveAttribute('aria-invalid');
    expect(lifetime).not.toHaveAccessibleDescription(/Service unavailable/);
    expect(within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' })).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('textbox', { name: 'Metadata token' })).not.toBeInTheDocument();
  });

  it('creates a token, shows it once with its decoded claims and expiry, and forgets it on close', async () => {
    const { user, dialog, view } = await openDialog();
    const editor = within(dialog).getByRole('textbox', { name: 'Security context (JSON object)' });
    await user.clear(editor);
    await user.type(editor, '{{"tenantId": "acme-42"}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lifetime in seconds' }), '3600');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const token = await within(dialog).findByRole('textbox', { name: 'Metadata token' });
    expect(location()).toBe(`/deployments/${env.fixtures.deployments.primary}/environments?token=${await productionId()}`);
    expect(tokens.sent).toEqual([{ security_context: { tenantId: 'acme-42' }, expires_in: 3600 }]);
    const value = (token as HTMLTextAreaElement).value;
    expect(value.split('.')).toHaveLength(3);
    const claims = within(dialog).getByRole('heading', { name: 'Claims' }).closest('section') as HTMLElement;
    expect(claims).toHaveTextContent('"tenantId": "acme-42"');
    expect(within(dialog).getByRole('heading', { name: 'Header' }).closest('section')).toHaveTextContent('"alg": "HS256"');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Expires in (59 min \d+ s|1 h)$/);
    expect(within(dialog).getByText(/opens only the data API's metadata endpoints/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).not.toContain('token');
    expect(location()).not.toContain(value);
    expect(document.body.innerHTML).not.toContain(value);
    // Nothing of the token is left in react-query's caches.
    const cached = JSON.stringify([
      view.queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
      view.queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    ]);
    expect(cached).not.toContain(value);

    const { production } = titles(dialect);
    await user.click(screen.getByRole('button', { name: `Create metadata token for ${production}` }));
    const again = await screen.findByRole('dialog', { name: `Create metadata token for ${production}` });
    expect(within(again).queryByRole('textbox', { name: 'Metadata token' })).not.toBeInTheDocument();
  });
});
