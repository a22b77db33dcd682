import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearApiKey, setApiKey } from '@/api/credentials';
import { deploymentListQuery, deploymentQuery, deploymentSettingsQuery } from '@/api/deployments';
import { versionListQuery } from '@/features/versions/api/list-versions';
import { startInProcessSandbox, type InProcessSandbox } from '../../test/support/in-process-sandbox';
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
});
