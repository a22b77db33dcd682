import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { listEnvelope, nextCursor, workbookSchema, type ListPage, type Workbook } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookListQuery, type WorkbookListParams } from './list-params';

export const workbookListSchema = listEnvelope(workbookSchema, 'workbooks');

function listWorkbooks(
  deploymentId: string,
  params: WorkbookListParams,
  after: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Workbook>> {
  return request({
    operation: 'List workbooks',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks`,
    query: workbookListQuery(params, after),
    schema: workbookListSchema,
    signal,
  });
}

/** Pages are added with "Load more": one request per page, however many rows are shown. */
export const workbooksQuery = (deploymentId: string, params: WorkbookListParams) =>
  infiniteQueryOptions({
    queryKey: workbookKeys.workspaceList(deploymentId, params),
    queryFn: ({ pageParam, signal }) => listWorkbooks(deploymentId, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

export function useWorkbooks(deploymentId: string, params: WorkbookListParams, enabled = true) {
  return useInfiniteQuery({ ...workbooksQuery(deploymentId, params), enabled });
}
