import { render, screen, waitFor } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearApiKey, setApiKey } from '@/api/credentials';
import { deploymentListQuery, deploymentQuery, deploymentSettingsQuery } from '@/api/deployments';
import { branchListQuery, listBranches } from '@/features/branches/api/list-branches';
import { environmentListQuery } from '@/features/environments/api/list-environments';
import { versionListQuery } from '@/features/versions/api/list-versions';
import { folderAncestorsQuery } from '@/features/workbooks/api/get-folder-ancestors';
import { folderPagesQuery } from '@/features/workbooks/api/list-folders';
import { sharedWorkspaceQuery } from '@/features/workbooks/api/list-shared-workspace';
import { workbooksQuery } from '@/features/workbooks/api/list-workbooks';
import { startInProcessSandbox, type InProcessSandbox } from '../../test/support/in-process-sandbox';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

let sandbox: InProcessSandbox;
beforeEach(() => {
  sandbox = startInProcessSandbox();
});
afterEach(() => {
  sandbox.restore();
  clearApiKey();
});

/** Enters `url` with the app's routes, without rendering: only the route loaders run. */
function enter(url: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined, retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  return { queryClient, router };
}

/** The console's own requests (not the test's) whose path ends with `/<last segment>`. */
const requestsTo = (lastSegment: string) =>
  sandbox.sandbox.requests.list().filter((entry) => !entry.fromTest && entry.path.endsWith(`/${lastSegment}`));

/** Waits until every key has its data, then returns the keys of everything the cache holds. */
async function settled(queryClient: QueryClient, keys: QueryKey[]) {
  for (const key of keys) await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe('route loaders', () => {
  it("start a page's queries, with the options its hooks use, as the route is entered", async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const { queryClient, router } = enter(`/deployments/${deploymentId}/versions`);
    await waitFor(() => expect(queryClient.getQueryState(versionListQuery(deploymentId).queryKey)?.status).toBe('success'));
    expect(queryClient.getQueryState(deploymentSettingsQuery(deploymentId).queryKey)?.status).toBe('success');
    expect(queryClient.getQueryState(deploymentQuery(deploymentId).queryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(versionListQuery(deploymentId).queryKey)?.items.length).toBeGreaterThan(0);
    router.dispose();
  });

  it('read the page of the deployments list from the URL as the page does', async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const { queryClient, router } = enter('/deployments?offset=1&limit=2');
    await waitFor(() =>
      expect(queryClient.getQueryState(deploymentListQuery({ offset: 1, limit: 2 }).queryKey)?.status).toBe('success'),
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    router.dispose();
  });

  it('ask for nothing while signed out (sign-in comes first)', async () => {
    const { queryClient, router } = enter('/deployments/1/versions');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(sandbox.sandbox.requests.list()).toEqual([]);
    router.dispose();
  });

  it('start the environments list the URL asks for (type filter and page)', async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const { queryClient, router } = enter(`/deployments/${deploymentId}/environments?type=staging&limit=5&offset=1`);
    const list = environmentListQuery(deploymentId, { type: 'staging', offset: 1, limit: 5 }).queryKey;
    expect(await settled(queryClient, [list])).toEqual(expect.arrayContaining([list, deploymentQuery(deploymentId).queryKey]));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
    router.dispose();
  });

  it('start the branch page the URL asks for beside the deployment settings', async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const after = (await listBranches(deploymentId, { first: 1, after: null })).pageInfo?.endCursor ?? '';
    expect(after).not.toBe('');
    const url = `/deployments/${deploymentId}/branches?first=2&after=${encodeURIComponent(after)}&trail=`;
    const { queryClient, router } = enter(url);
    const list = branchListQuery(deploymentId, { first: 2, after }).queryKey;
    const keys = await settled(queryClient, [list, deploymentSettingsQuery(deploymentId).queryKey]);
    expect(keys).toHaveLength(3); // and the deployment, for the layout
    router.dispose();
  });

  it("start the workspace tab's list, its sub-folders and the open folder's breadcrumbs", async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const folderId = sandbox.fixtures.folders.editable;
    // Search and sort run over the loaded workbooks on this tab: they are not part of its request.
    const { queryClient, router } = enter(`/deployments/${deploymentId}/workbooks?folder=${folderId}&size=25&q=board&sort=name`);
    const keys = await settled(queryClient, [
      workbooksQuery(deploymentId, { folderId, first: 25 }).queryKey,
      folderPagesQuery(deploymentId, folderId).queryKey,
      folderAncestorsQuery(deploymentId, folderId).queryKey,
    ]);
    expect(keys).toHaveLength(4);
    router.dispose();
  });

  it("start the shared workspace tab's list with its search and order", async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const { queryClient, router } = enter(`/deployments/${deploymentId}/workbooks?tab=shared&q=board&sort=name&size=7`);
    // A size the page does not offer falls back to its default, as the page's own menu does.
    const list = sharedWorkspaceQuery(deploymentId, { folderId: null, first: 100, search: 'board', sort: 'name' }).queryKey;
    expect(await settled(queryClient, [list])).toHaveLength(2);
    router.dispose();
  });

  it('fetch nothing again when a search param that is not part of the request changes', async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const deploymentId = String(sandbox.fixtures.deployments.primary);
    const { queryClient, router } = enter(`/deployments/${deploymentId}/workbooks`);
    await settled(queryClient, [workbooksQuery(deploymentId, { folderId: null, first: 100 }).queryKey]);
    await router.navigate(`/deployments/${deploymentId}/workbooks?q=board&sort=name`);
    await router.navigate(`/deployments/${deploymentId}/environments`);
    await settled(queryClient, [environmentListQuery(deploymentId, { type: null, offset: 0, limit: 20 }).queryKey]);
    await router.navigate(`/deployments/${deploymentId}/environments?token=env-1`);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(requestsTo('workbooks')).toHaveLength(1);
    expect(requestsTo('folders')).toHaveLength(1);
    expect(requestsTo('environments')).toHaveLength(1);
    router.dispose();
  });
});

describe.each([
  ['environments', 'environments', 'Environments'],
  ['branches', 'branches', 'Branches'],
  ['workbooks', 'workbooks', 'Workbooks'],
  ['workbooks?tab=shared&sort=name', 'shared-workspace', 'Shared workspace'],
])('the %s page shown after its loader', (page, lastSegment, tableName) => {
  it('asks for its list once: its hook finds the query the loader started', async () => {
    setApiKey(sandbox.fixtures.keys.admin, false);
    const queryClient = createQueryClient({ onUnauthorized: () => undefined, retry: false });
    const router = createMemoryRouter(createRoutes(queryClient), {
      initialEntries: [`/deployments/${sandbox.fixtures.deployments.primary}/${page}`],
    });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('table', { name: tableName })).toBeInTheDocument();
    expect(requestsTo(lastSegment)).toHaveLength(1);
    router.dispose();
  });
});
