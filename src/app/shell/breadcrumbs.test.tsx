import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiKey } from '@/api/credentials';
import { ApiError, NetworkError } from '@/api/errors';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import { Providers } from '../providers';
import { CrumbName } from './crumb-name';
import { createQueryClient } from '../query-client';
import { createRoutes } from '../routes';

let sandbox: InProcessSandbox;
beforeEach(() => {
  sandbox = startInProcessSandbox();
});
afterEach(() => sandbox.restore());

/** The whole console (its real routes) at `url`, signed in with the admin key. */
function renderConsole(url: string) {
  setApiKey(sandbox.fixtures.keys.admin, false);
  const queryClient = createQueryClient({ onUnauthorized: () => undefined, retry: false });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] })} />
    </Providers>,
  );
}

async function workbookName(id: number): Promise<string> {
  const deployment = sandbox.fixtures.deployments.primary;
  const response = await sandbox.request(`/api/v1/deployments/${deployment}/workbooks/${id}`, {
    key: sandbox.fixtures.keys.admin,
  });
  return ((await response.json()) as { name: string }).name;
}

const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbTexts = () =>
  within(trail())
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** How often the console asked for one workbook record. */
const workbookRequests = (id: number) =>
  sandbox.sandbox.requests.list().filter((r) => !r.fromTest && r.method === 'GET' && r.path.endsWith(`/workbooks/${id}`)).length;

describe('the breadcrumbs', () => {
  it('name the deployment and the workbook as their pages do, never by id, and link each level', async () => {
    const { deployments, workbooks } = sandbox.fixtures;
    const name = await workbookName(workbooks.inEditableFolder);
    renderConsole(`/deployments/${deployments.primary}/workbooks/${workbooks.inEditableFolder}`);
    await screen.findByRole('heading', { level: 1, name });
    await within(trail()).findByText(name);
    expect(crumbTexts()).toEqual(['Deployments', 'Acme Analytics', 'Workbooks', name]);
    expect(within(trail()).getByRole('link', { name: 'Acme Analytics' })).toHaveAttribute(
      'href',
      `/deployments/${deployments.primary}`,
    );
    expect(within(trail()).getByText(name).closest('[aria-current="page"]')).not.toBeNull();
    // The crumb reads the page's own query: one request for the record.
    expect(workbookRequests(workbooks.inEditableFolder)).toBe(1);
  });

  it('name the clone under review as the review’s heading does', async () => {
    const { deployments, workbooks } = sandbox.fixtures;
    const clone = await workbookName(workbooks.atRoot);
    renderConsole(`/deployments/${deployments.primary}/workbooks/${workbooks.atRoot}/compare/${workbooks.inEditableFolder}`);
    await screen.findByRole('heading', { level: 1, name: `Review “${clone}”` });
    await within(trail()).findByText(clone);
    expect(crumbTexts().at(-1)).toBe(`Review “${clone}”`);
  });

  it('show the id as a marked stand-in that says the record does not exist', async () => {
    const { deployments } = sandbox.fixtures;
    renderConsole(`/deployments/${deployments.primary}/workbooks/999999`);
    await within(trail()).findByText('(not found)', { exact: false });
    expect(crumbTexts().at(-1)).toBe('Workbook 999999 (not found)');
    expect(within(trail()).getByText('Workbook 999999').closest('.crumb-stand-in')).not.toBeNull();
  });

  it('say the name was not loaded when loading it failed for another reason', () => {
    const failed = (error: unknown) =>
      render(<CrumbName query={{ isError: true, error }} fallback="Workbook 7" />).container.textContent;
    expect(failed(new ApiError('Get workbook', 503, 'Unavailable'))).toBe('Workbook 7 (name not loaded)');
    expect(failed(new NetworkError('Get workbook'))).toBe('Workbook 7 (name not loaded)');
    expect(failed(new ApiError('Get workbook', 404, 'No such workbook'))).toBe('Workbook 7 (not found)');
  });

  it('keep a section’s crumb once per path (the deployment’s layout and its overview share one)', async () => {
    renderConsole(`/deployments/${sandbox.fixtures.deployments.primary}`);
    await within(trail()).findByText('Acme Analytics');
    expect(crumbTexts()).toEqual(['Deployments', 'Acme Analytics']);
  });
});
