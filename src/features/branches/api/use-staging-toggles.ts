import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, describeError } from '@/api/errors';
import { permissionRefusal, rememberRefusal } from '@/api/permissions';
import type { Branch, ListPage } from '@/api/schemas';
import { failureHeadline } from '@/components/ui/states';
import { useToast } from '@/components/ui/toast';
import { environmentKeys } from '@/features/environments';
import { branchKeys } from './keys';
import { setStagingEnvironment } from './set-staging-environment';

/** One branch's toggling in progress: what the server last confirmed, and what the person wants now. */
interface Pending {
  server: boolean;
  desired: boolean;
  inFlight: boolean;
  /** At least one request of this burst succeeded, so the lists must be refreshed. */
  changed: boolean;
}

/**
 * How long a switch ignores clicks after a failure moved it back. A click that lands in the same instant as the
 * rollback was aimed at the state the person saw before it, and would flip the switch the other way than meant
 * (erasing the error that explains why); after this short pause the rolled-back state and its error are what they see.
 */
const ROLLBACK_GUARD_MS = 600;

export interface StagingView {
  checked: boolean;
  saving: boolean;
  error: string | null;
}

/**
 * A refusal that will not change on its own is remembered for the session: a 403 for the key on this deployment, and
 * the service's "personal / production branch" refusal (a 400 naming the kind) for that branch.
 */
function rememberIfPermanent(deploymentId: string, branchName: string, error: unknown) {
  const refusal = permissionRefusal(error);
  if (refusal) rememberRefusal(deploymentId, 'staging', refusal);
  else if (error instanceof ApiError && error.status === 400 && /personal|production/i.test(error.message))
    rememberRefusal(deploymentId, `staging:${branchName}`, error.message);
}

/** What failed, why, and that nothing changed: the request's aim, the service's words, and the switch's rollback. */
function failureNote(branchName: string, enabling: boolean, error: unknown): string {
  const headline = failureHeadline(error);
  const said = describeError(error).replace(/\.$/, '');
  return `Could not turn ${enabling ? 'on' : 'off'} staging for ${branchName}: ${headline ? `${headline}: ` : ''}${said}. The switch is back as it was.`;
}

/**
 * Optimistic staging switches with per-branch serialized requests where the last intent wins:
 * while a request is in flight only the latest wanted state is remembered; when it settles, another
 * request goes out only if that state differs from what the server now says.
 */
export function useStagingToggles(deploymentId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const pending = useRef(new Map<string, Pending>());
  const errors = useRef(new Map<string, string>());
  const rolledBackAt = useRef(new Map<string, number>());
  // What the rows render: a snapshot of the refs, taken whenever they change (refs are for the queue logic only).
  const [shown, setShown] = useState<{ desired: Record<string, boolean>; errors: Record<string, string> }>({
    desired: {},
    errors: {},
  });
  const rerender = useCallback(() => {
    setShown({
      desired: Object.fromEntries([...pending.current].map(([name, entry]) => [name, entry.desired])),
      errors: Object.fromEntries(errors.current),
    });
  }, []);

  const writeToCache = useCallback(
    (branchName: string, record: Partial<Branch>) => {
      queryClient.setQueriesData<ListPage<Branch>>({ queryKey: branchKeys.lists(deploymentId) }, (page) =>
        page ? { ...page, items: page.items.map((b) => (b.name === branchName ? { ...b, ...record } : b)) } : page,
      );
    },
    [deploymentId, queryClient],
  );

  /**
   * The staging state the cache holds now. A click is handled by the render the person saw, whose branch record can
   * be older than the cache: a burst that just settled has written its outcome to the cache, and the switch redraws a
   * moment later. Taking the old record as the server's state would make that click look like a no-op and drop it.
   */
  const cachedStaging = useCallback(
    (branch: Branch): boolean => {
      for (const [, page] of queryClient.getQueriesData<ListPage<Branch>>({ queryKey: branchKeys.lists(deploymentId) })) {
        const cached = page?.items.find((b) => b.name === branch.name);
        if (cached) return cached.isStagingEnvironmentEnabled ?? false;
      }
      return branch.isStagingEnvironmentEnabled ?? false;
    },
    [deploymentId, queryClient],
  );

  const settle = useCallback(
    (branchName: string, entry: Pending, failure: string | null) => {
      pending.current.delete(branchName);
      writeToCache(branchName, { isStagingEnvironmentEnabled: entry.server });
      if (failure) errors.current.set(branchName, failure);
      if (entry.changed) {
        void queryClient.invalidateQueries({ queryKey: branchKeys.lists(deploymentId) });
        void queryClient.invalidateQueries({ queryKey: environmentKeys.lists(deploymentId) });
      }
      if (!failure && entry.changed) {
        toast({
          // Quick clicks on one switch leave one toast, its latest outcome, not a pile over the page.
          key: `staging:${deploymentId}:${branchName}`,
          tone: 'success',
          title: entry.server
            ? `Staging environment enabled for ${branchName}`
            : `Staging environment disabled for ${branchName}`,
          description: entry.server
            ? 'It is always active now and is listed as a staging environment on the Environments page.'
            : 'It is active again only while the branch is viewed.',
        });
      }
      rerender();
    },
    [deploymentId, queryClient, rerender, toast, writeToCache],
  );

  /** Drains one branch's queue: one request at a time until the server agrees with the latest wish. */
  const send = useCallback(
    async (branchName: string) => {
      const entry = pending.current.get(branchName);
      if (!entry) return;
      entry.inFlight = true;
      rerender();
      let aim = entry.desired;
      try {
        while (entry.desired !== entry.server) {
          aim = entry.desired;
          const branch = await setStagingEnvironment({ deploymentId, branchName, enabled: aim });
          // An answer without the field confirms what this request asked for, not a wish made while it was out.
          entry.server = branch.isStagingEnvironmentEnabled ?? aim;
          entry.changed = true;
          writeToCache(branchName, branch);
        }
        entry.inFlight = false;
        settle(branchName, entry, null);
      } catch (error) {
        rememberIfPermanent(deploymentId, branchName, error);
        // Roll back to what the server last confirmed; later clicks were wishes on top of the refused change.
        entry.inFlight = false;
        entry.desired = entry.server;
        rolledBackAt.current.set(branchName, Date.now());
        settle(branchName, entry, failureNote(branchName, aim, error));
      }
    },
    [deploymentId, rerender, settle, writeToCache],
  );

  const toggle = useCallback(
    (branch: Branch, next: boolean) => {
      const rolledBack = rolledBackAt.current.get(branch.name);
      if (rolledBack !== undefined && Date.now() - rolledBack < ROLLBACK_GUARD_MS) return;
      errors.current.delete(branch.name);
      let entry = pending.current.get(branch.name);
      if (!entry) {
        entry = { server: cachedStaging(branch), desired: next, inFlight: false, changed: false };
        pending.current.set(branch.name, entry);
      } else {
        entry.desired = next;
      }
      if (!entry.inFlight && entry.desired === entry.server) pending.current.delete(branch.name);
      rerender();
      if (pending.current.get(branch.name)?.inFlight === false) void send(branch.name);
    },
    [cachedStaging, rerender, send],
  );

  const view = (branch: Branch): StagingView => {
    const desired = shown.desired[branch.name];
    return {
      checked: desired ?? branch.isStagingEnvironmentEnabled ?? false,
      saving: desired !== undefined,
      error: shown.errors[branch.name] ?? null,
    };
  };

  return { toggle, view };
}
