import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { listEnvelope, nextCursor, workbookSchema, type ListPage, type Workbook } from '@/api/schemas';
import { workbookKeys } from './keys';
import { sharedListQuery, type SharedListParams } from './list-params';

/** Shared-workspace items are workbook-shaped even for folders and reports; `type` tells them apart. */
export const sharedListSchema = listEnvelope(workbookSchema, 'items');

function listSharedWorkspace(
  deploymentId: string,
  params: SharedListParams,
  after: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Workbook>> {
  return request({
    operation: 'List the shared workspace',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/shared-workspace`,
    query: sharedListQuery(params, after),
    schema: sharedListSchema,
    signal,
  });
}

export const sharedWorkspaceQuery = (deploymentId: string, params: SharedListParams) =>
  infiniteQueryOptions({
    queryKey: workbookKeys.sharedList(deploymentId, params),
    queryFn: ({ pageParam, signal }) => listSharedWorkspace(deploymentId, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

export function useSharedWorkspace(deploymentId: string, params: SharedListParams, enabled = true) {
  return useInfiniteQuery({ ...sharedWorkspaceQuery(deploymentId, params), enabled });
}
