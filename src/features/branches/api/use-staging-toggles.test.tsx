import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setApiKey } from '@/api/credentials';
import type { Branch } from '@/api/schemas';
import { ToastProvider } from '@/components/ui/toast';
import { startInProcessSandbox, type InProcessSandbox } from '../../../../test/support/in-process-sandbox';
import { DIALECTS, type Dialect } from '../../../../server/sandbox/dialects/dialect.ts';
import { branchListQuery } from './list-branches';
import { useStagingToggles } from './use-staging-toggles';

let dialect: Dialect = 'spec';
let env: InProcessSandbox;
beforeEach(() => {
  env = startInProcessSandbox({ dialect });
});
afterEach(() => {
  env.restore();
});

const PARAMS = { first: 100, after: null };

/** The hook over a cache that already holds the deployment's branches, as the branches page has it. */
async function renderToggles() {
  const { keys } = env.fixtures;
  const deploymentId = String(env.fixtures.deployments.primary);
  setApiKey(keys.admin, false);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = await queryClient.fetchQuery(branchListQuery(deploymentId, PARAMS));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useStagingToggles(deploymentId), { wrapper });
  const cached = (name: string) =>
    queryClient.getQueryData(branchListQuery(deploymentId, PARAMS).queryKey)?.items.find((b) => b.name === name);
  return { ...hook, firstRecord: (name: string) => page.items.find((b) => b.name === name) as Branch, cached };
}

function stagingPuts(): number {
  return env.sandbox.requests
    .list()
    .filter((entry) => entry.method === 'PUT' && entry.path.endsWith('/branches/staging-environment')).length;
}

async function serverSays(branch: string): Promise<boolean | undefined> {
  const { deployments, keys } = env.fixtures;
  const res = await env.request(`/build/api/v1/deployments/${deployments.primary}/branches?first=100`, { key: keys.admin });
  const body = (await res.json()) as { items: { name: string; isStagingEnvironmentEnabled: boolean }[] };
  return body.items.find((b) => b.name === branch)?.isStagingEnvironmentEnabled;
}

describe.each(DIALECTS)('staging switches (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('sends a click made from the render before a settled burst redrew, though its branch record is older', async () => {
    const { shared } = env.fixtures.branches;
    const { result, firstRecord, cached } = await renderToggles();
    const before = firstRecord(shared);
    expect(before.isStagingEnvironmentEnabled).toBe(false);

    act(() => result.current.toggle(before, true));
    await waitFor(() => expect(result.current.view(cached(shared) as Branch).saving).toBe(false));
    expect(await serverSays(shared)).toBe(true);

    // The switch showed On (its wish) in a render whose record still said Off; the person clicks it to turn it off.
    act(() => result.current.toggle(before, false));
    await waitFor(() => expect(stagingPuts()).toBe(2));
    await waitFor(() => expect(result.current.view(cached(shared) as Branch)).toMatchObject({ saving: false, checked: false }));
    expect(await serverSays(shared)).toBe(false);
  });

  it('takes an answer without the staging field as confirming what that request asked for, not the newest wish', async () => {
    const { shared } = env.fixtures.branches;
    const inner = globalThis.fetch;
    // A service that answers the PUT with the branch but leaves the field out.
    globalThis.fetch = async (input, init) => {
      const res = await inner(input, init);
      if (init?.method !== 'PUT') return res;
      const body = (await res.json()) as { data?: Record<string, unknown> };
      delete body.data?.isStagingEnvironmentEnabled;
      return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } });
    };
    try {
      const { result, firstRecord, cached } = await renderToggles();
      const before = firstRecord(shared);
      // On, then Off while the first request is still out: the last click wins.
      act(() => {
        result.current.toggle(before, true);
        result.current.toggle(before, false);
      });
      await waitFor(() => expect(result.current.view(cached(shared) as Branch).saving).toBe(false));
      expect(stagingPuts()).toBe(2);
      expect(await serverSays(shared)).toBe(false);
      expect(result.current.view(cached(shared) as Branch).checked).toBe(false);
    } finally {
      globalThis.fetch = inner;
    }
  });
});
