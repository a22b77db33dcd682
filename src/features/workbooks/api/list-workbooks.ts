import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { listEnvelope, workbookSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { listQuery, type WorkspaceListParams } from './list-params';

const workbookListSchema = listEnvelope(workbookSchema, 'workbooks');

export function listWorkbooks(deploymentId: string, params: WorkspaceListParams, signal?: AbortSignal) {
  return request({
    operation: 'List workbooks',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks`,
    query: listQuery(params),
    schema: workbookListSchema,
    signal,
  });
}

export const workbooksQuery = (deploymentId: string, params: WorkspaceListParams) =>
  queryOptions({
    queryKey: workbookKeys.workspaceList(deploymentId, params),
    queryFn: ({ signal }) => listWorkbooks(deploymentId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useWorkbooks(deploymentId: string, params: WorkspaceListParams, enabled = true) {
  return useQuery({ ...workbooksQuery(deploymentId, params), enabled });
}
