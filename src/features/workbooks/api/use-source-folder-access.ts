import type { Workbook } from '@/api/schemas';
import { folderAccessOf, type FolderAccess } from '../model/placement';
import { useFolders } from './list-folders';

/**
 * The key's access to the folder holding `workbook`, read from that folder's record in its parent's listing.
 * 'unknown' when the record does not say (the spec shows no folder fields) or the workbook is at the root.
 */
export function useSourceFolderAccess(
  deploymentId: string,
  workbook: Pick<Workbook, 'folderId' | 'folderPath'> | null,
): FolderAccess {
  const folderId = workbook?.folderId ?? null;
  const path = workbook?.folderPath ?? [];
  const index = path.findIndex((entry) => entry.id === folderId);
  const parentId = index > 0 ? (path[index - 1]?.id ?? null) : null;
  const folders = useFolders(deploymentId, parentId, folderId !== null);
  if (folderId === null || !folders.data) return 'unknown';
  return folderAccessOf(folders.data.items.find((folder) => folder.id === folderId));
}
