import { Button } from '@/components/ui/button';
import { useFolderPages } from '../api/list-folders';
import { NameText } from '@/components/ui/name-text';

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
  const folders = useFolderPages(deploymentId, parentId);
  const items = folders.data?.pages.flatMap((page) => page.items) ?? [];
  if (folders.isError) {
    return (
      <p className="form-error" role="alert">
        Could not load the folders here.{' '}
        <Button size="sm" onClick={() => void folders.refetch()}>
          Retry
        </Button>
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <div className="wb-folder-level">
      <ul className="wb-folders" aria-label="Folders">
        {items.map((folder) => (
          <li key={folder.id}>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpen(folder.id)}>
              <span>
                Folder: <NameText value={folder.name} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {folders.hasNextPage ? (
        <Button size="sm" pending={folders.isFetchingNextPage} onClick={() => void folders.fetchNextPage()}>
          More folders ({items.length} shown)
        </Button>
      ) : null}
    </div>
  );
}
