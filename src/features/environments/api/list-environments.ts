import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { environmentSchema, listEnvelope } from '@/api/schemas';
import { environmentKeys, type EnvironmentListParams } from './keys';

/** Reads both documented envelopes: `{data: {environments}}` and `{items, data (flat)}`. */
const environmentListSchema = listEnvelope(environmentSchema, 'environments');

function listEnvironments(deploymentId: string, params: EnvironmentListParams, signal?: AbortSignal) {
  return request({
    operation: 'List environments',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/environments`,
    query: { type: params.type, offset: params.offset, limit: params.limit },
    schema: environmentListSchema,
    signal,
  });
}

export const environmentListQuery = (deploymentId: string, params: EnvironmentListParams) =>
  queryOptions({
    queryKey: environmentKeys.list(deploymentId, params),
    queryFn: ({ signal }) => listEnvironments(deploymentId, params, signal),
  });

export function useEnvironments(deploymentId: string, params: EnvironmentListParams) {
  return useQuery({ ...environmentListQuery(deploymentId, params), placeholderData: keepPreviousData });
}
