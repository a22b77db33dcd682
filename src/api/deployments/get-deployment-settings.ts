import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deploymentSettingsResponseSchema } from '../schemas/deployment';
import { deploymentKeys } from './keys';

function getDeploymentSettings(deploymentId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get deployment settings',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/settings`,
    schema: deploymentSettingsResponseSchema,
    signal,
  });
}

export const deploymentSettingsQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.settings(deploymentId),
    queryFn: ({ signal }) => getDeploymentSettings(deploymentId, signal),
  });

export function useDeploymentSettings(deploymentId: string) {
  return useQuery(deploymentSettingsQuery(deploymentId));
}
