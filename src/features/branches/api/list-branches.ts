import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { branchSchema, listEnvelope } from '@/api/schemas';
import { branchKeys, type BranchListParams } from './keys';

const branchListSchema = listEnvelope(branchSchema, 'branches');

export function listBranches(deploymentId: string, params: BranchListParams, signal?: AbortSignal) {
  return request({
    operation: 'List branches',
    path: `/build/api/v1/deployments/${encodeURIComponent(deploymentId)}/branches`,
    query: { first: params.first, after: params.after },
    schema: branchListSchema,
    signal,
  });
}

export const branchListQuery = (deploymentId: string, params: BranchListParams) =>
  queryOptions({
    queryKey: branchKeys.list(deploymentId, params),
    queryFn: ({ signal }) => listBranches(deploymentId, params, signal),
  });

export function useBranches(deploymentId: string, params: BranchListParams) {
  return useQuery({ ...branchListQuery(deploymentId, params), placeholderData: keepPreviousData });
}
