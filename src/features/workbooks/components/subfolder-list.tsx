import { useFolders } from '../api/list-folders';

/** The folders one level below the current one; choosing one moves into it (kept in the URL). */
export function SubfolderList({
  deploymentId,
  parentId,
  onOpen,
}: {
  deploymentId: string;
  parentId: number | null;
  onOpen: (id: number) => void;
}) {
  const folders = useFolders(deploymentId, parentId);
  const items = folders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="wb-folders" aria-label="Folders">
      {items.map((folder) => (
        <li key={folder.id}>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpen(folder.id)}>
            Folder: {folder.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
