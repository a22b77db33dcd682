import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { deploymentVersionSchema, listEnvelope, nextCursor, type DeploymentVersion } from '@/api/schemas';
import { versionKeys } from './keys';

/** `{data: [...]}` in the spec, `{items, pageInfo?}` in the public reference. */
const versionListSchema = listEnvelope(deploymentVersionSchema);

/** The pages read at most; the list is the channel heads plus versions the account ran, so a few pages at most. */
export const MAX_VERSION_PAGES = 20;

export interface VersionList {
  items: DeploymentVersion[];
  /** True when the service had more pages than the console reads. */
  truncated: boolean;
}

function listVersionsPage(deploymentId: string, after: string | null, signal?: AbortSignal) {
  return request({
    operation: 'List deployment versions',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/versions`,
    // `after` is sent only when the service paged its answer (the public reference's `pageInfo`); the spec's list
    // takes no query at all.
    query: { after },
    schema: versionListSchema,
    signal,
  });
}

/**
 * Every page of the versions list: switching and following need the whole list (the current version, each channel's
 * head), and a typed version is matched against all of it. Bounded by MAX_VERSION_PAGES.
 */
async function listVersions(deploymentId: string, signal?: AbortSignal): Promise<VersionList> {
  const items: DeploymentVersion[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_VERSION_PAGES; page += 1) {
    const answer = await listVersionsPage(deploymentId, after, signal);
    items.push(...answer.items);
    const next = nextCursor(answer);
    if (next === undefined) return { items, truncated: false };
    after = next;
  }
  return { items, truncated: true };
}

export const versionListQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: versionKeys.list(deploymentId),
    queryFn: ({ signal }) => listVersions(deploymentId, signal),
  });

export function useVersions(deploymentId: string) {
  return useQuery(versionListQuery(deploymentId));
}
