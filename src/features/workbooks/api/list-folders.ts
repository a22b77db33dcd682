import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { folderSchema, listEnvelope } from '@/api/schemas';
import { workbookKeys } from './keys';

const folderListSchema = listEnvelope(folderSchema, 'folders');

/** Folders are listed one level per call; a folder rarely holds more than a page of sub-folders. */
const FOLDERS_PER_LEVEL = 100;

export function listFolders(deploymentId: string, parentId: number | null, signal?: AbortSignal) {
  return request({
    operation: 'List folders',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/folders`,
    query: { parentId, first: FOLDERS_PER_LEVEL },
    schema: folderListSchema,
    signal,
  });
}

export const foldersQuery = (deploymentId: string, parentId: number | null) =>
  queryOptions({
    queryKey: workbookKeys.folders(deploymentId, parentId),
    queryFn: ({ signal }) => listFolders(deploymentId, parentId, signal),
  });

export function useFolders(deploymentId: string, parentId: number | null, enabled = true) {
  return useQuery({ ...foldersQuery(deploymentId, parentId), enabled });
}
