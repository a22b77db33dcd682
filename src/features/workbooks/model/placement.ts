import { isRecord } from '@/lib/is-record';
import { plainName } from '@/lib/names';

/** What the console knows about the key's access to the source's folder. */
export type FolderAccess = 'edit' | 'read' | 'unknown';

export interface PlacementExpectation {
  target: 'same-folder' | 'root' | 'service-decides';
  /** The source's folder, when it has one. */
  folderName: string | null;
  /** One sentence an admin can read before cloning. */
  text: string;
}

export interface PlacementInput {
  sourceFolderId: number | null | undefined;
  sourceFolderName: string | null;
  shared: boolean;
  access: FolderAccess;
}

/** The spec's placement rule (Clone a workbook, rule 5 and 7), told as far as the console can tell. */
export function expectedPlacement({ sourceFolderId, sourceFolderName, shared, access }: PlacementInput): PlacementExpectation {
  // The name goes inside a sentence: no bidi controls, and a bounded length so the sentence stays readable.
  const folderName =
    sourceFolderId == null ? null : sourceFolderName == null ? `folder ${sourceFolderId}` : plainName(sourceFolderName, 60);
  if (shared) {
    return {
      target: 'root',
      folderName,
      text: 'At the workspace root: a clone from the shared workspace is always placed there.',
    };
  }
  if (sourceFolderId == null) {
    return { target: 'root', folderName, text: 'At the workspace root, where the source is.' };
  }
  if (access === 'edit') {
    return {
      target: 'same-folder',
      folderName,
      text: `In “${folderName}”, the source's folder: your key can edit it, so the clone and its reports inherit the access that folder grants.`,
    };
  }
  if (access === 'read') {
    return {
      target: 'root',
      folderName,
      text: `At the workspace root: your key can only read “${folderName}”, the source's folder.`,
    };
  }
  return {
    target: 'service-decides',
    folderName,
    text: `In “${folderName}” if your key can edit that folder, otherwise at the workspace root. The service decides: the console cannot tell your key's access to the folder.`,
  };
}

const editWords = new Set(['edit', 'write', 'manage', 'owner', 'admin']);
const readWords = new Set(['read', 'view', 'viewer']);

/**
 * The spec does not show the folder record's fields, so access is read from whichever common field a folder carries
 * (`access`, `permission`, `canEdit`, `permissions`); with none of them the answer is honestly "unknown".
 */
export function folderAccessOf(folder: unknown): FolderAccess {
  if (!isRecord(folder)) return 'unknown';
  if (typeof folder.canEdit === 'boolean') return folder.canEdit ? 'edit' : 'read';
  for (const field of ['access', 'permission', 'accessLevel', 'role']) {
    const value = folder[field];
    if (typeof value === 'string') {
      const word = value.toLowerCase();
      if (editWords.has(word)) return 'edit';
      if (readWords.has(word)) return 'read';
    }
  }
  const permissions = folder.permissions;
  if (Array.isArray(permissions)) {
    const words = permissions.filter((p): p is string => typeof p === 'string').map((p) => p.toLowerCase());
    if (words.some((w) => editWords.has(w))) return 'edit';
    if (words.some((w) => readWords.has(w))) return 'read';
  } else if (isRecord(permissions)) {
    if (permissions.edit === true || permissions.write === true) return 'edit';
    if (permissions.read === true || permissions.view === true) return 'read';
  }
  return 'unknown';
}
