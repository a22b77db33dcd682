import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { folderSchema, listEnvelope, nextCursor } from '@/api/schemas';
import { workbookKeys } from './keys';

export const folderListSchema = listEnvelope(folderSchema, 'folders');

/** Folders are listed one level per call (`parentId`, `first`, `after`); a level may span several pages. */
const FOLDERS_PER_PAGE = 100;

function listFolders(deploymentId: string, parentId: number | null, after: string | null, signal?: AbortSignal) {
  return request({
    operation: 'List folders',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/folders`,
    query: { parentId, first: FOLDERS_PER_PAGE, after },
    schema: folderListSchema,
    signal,
  });
}

/** The first page of one level: enough to find a folder's own record for the breadcrumbs and the clone placement. */
const foldersQuery = (deploymentId: string, parentId: number | null) =>
  queryOptions({
    queryKey: workbookKeys.folders(deploymentId, parentId),
    queryFn: ({ signal }) => listFolders(deploymentId, parentId, null, signal),
  });

export function useFolders(deploymentId: string, parentId: number | null, enabled = true) {
  return useQuery({ ...foldersQuery(deploymentId, parentId), enabled });
}

/** Every page of one level, loaded on demand ("More folders"). */
export const folderPagesQuery = (deploymentId: string, parentId: number | null) =>
  infiniteQueryOptions({
    queryKey: workbookKeys.folderPages(deploymentId, parentId),
    queryFn: ({ pageParam, signal }) => listFolders(deploymentId, parentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

export function useFolderPages(deploymentId: string, parentId: number | null) {
  return useInfiniteQuery(folderPagesQuery(deploymentId, parentId));
}
