import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { listEnvelope, workbookSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { listQuery, type WorkspaceListParams } from './list-params';

/** Shared-workspace items are workbook-shaped even for folders and reports; `type` tells them apart. */
const sharedListSchema = listEnvelope(workbookSchema, 'items');

export function listSharedWorkspace(deploymentId: string, params: WorkspaceListParams, signal?: AbortSignal) {
  return request({
    operation: 'List the shared workspace',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/shared-workspace`,
    query: listQuery(params),
    schema: sharedListSchema,
    signal,
  });
}

export const sharedWorkspaceQuery = (deploymentId: string, params: WorkspaceListParams) =>
  queryOptions({
    queryKey: workbookKeys.sharedList(deploymentId, params),
    queryFn: ({ signal }) => listSharedWorkspace(deploymentId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useSharedWorkspace(deploymentId: string, params: WorkspaceListParams, enabled = true) {
  return useQuery({ ...sharedWorkspaceQuery(deploymentId, params), enabled });
}
