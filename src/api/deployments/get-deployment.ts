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

export function useDeployment(deploymentId: string) {
  return useQuery(deploymentQuery(deploymentId));
}
