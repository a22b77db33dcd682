import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { deploymentVersionSchema, listEnvelope } from '@/api/schemas';
import { versionKeys } from './keys';

/** `{data: [...]}` in the spec, `{items, pageInfo?}` in the public reference. */
export const versionListSchema = listEnvelope(deploymentVersionSchema);

export function listVersions(deploymentId: string, signal?: AbortSignal) {
  return request({
    operation: 'List deployment versions',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/versions`,
    schema: versionListSchema,
    signal,
  });
}

export const versionListQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: versionKeys.list(deploymentId),
    queryFn: ({ signal }) => listVersions(deploymentId, signal),
  });

export function useVersions(deploymentId: string) {
  return useQuery(versionListQuery(deploymentId));
}
