import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deploymentResponseSchema } from '../schemas/deployment';
import { deploymentKeys } from './keys';

function getDeployment(deploymentId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get deployment',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}`,
    schema: deploymentResponseSchema,
    signal,
  });
}

export const deploymentQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.detail(deploymentId),
    queryFn: ({ signal }) => getDeployment(deploymentId, signal),
  });

/**
 * The record is asked for by the deployment's route loader and its layout (Retry); pages and crumbs under it only
 * read it. So a reader mounting while the record has failed does not ask again (`retryOnMount`, an option of each
 * observer): that would put the record back to pending, the layout back to loading, and the failure out of sight,
 * once for every reader that mounts.
 */
export function useDeployment(deploymentId: string) {
  return useQuery({ ...deploymentQuery(deploymentId), retryOnMount: false });
}
