import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { folderPathEntrySchema } from '@/api/schemas';
import { workbookKeys } from './keys';

/** A bare array, root first (public-api-notes.md); some builds wrap lists in `{ items }` or `{ data }`. */
export const ancestorsSchema = z.union([
  z.array(folderPathEntrySchema),
  z.pipe(
    z.looseObject({ items: z.array(folderPathEntrySchema) }),
    z.transform((value) => value.items),
  ),
  z.pipe(
    z.looseObject({ data: z.array(folderPathEntrySchema) }),
    z.transform((value) => value.data),
  ),
]);

function getFolderAncestors(deploymentId: string, folderId: number, signal?: AbortSignal) {
  return request({
    operation: 'Get folder ancestors',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/folders/${folderId}/ancestors`,
    schema: ancestorsSchema,
    signal,
  });
}

export const folderAncestorsQuery = (deploymentId: string, folderId: number) =>
  queryOptions({
    queryKey: workbookKeys.ancestors(deploymentId, folderId),
    queryFn: ({ signal }) => getFolderAncestors(deploymentId, folderId, signal),
    staleTime: 60_000,
  });

export function useFolderAncestors(deploymentId: string, folderId: number | null) {
  return useQuery({ ...folderAncestorsQuery(deploymentId, folderId ?? 0), enabled: folderId !== null });
}
