import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { deploymentSchema } from '../schemas/deployment';
import { listEnvelope } from '../schemas/list';
import { deploymentKeys } from './keys';

export const deploymentListSchema = listEnvelope(deploymentSchema, 'deployments');

function listDeployments(page: { offset: number; limit: number }, signal?: AbortSignal) {
  return request({
    operation: 'List deployments',
    path: '/api/v1/deployments',
    query: page,
    schema: deploymentListSchema,
    signal,
  });
}

export const deploymentListQuery = (page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: deploymentKeys.list(page),
    queryFn: ({ signal }) => listDeployments(page, signal),
  });

export function useDeployments(page: { offset: number; limit: number }) {
  return useQuery({ ...deploymentListQuery(page), placeholderData: (previous) => previous });
}
