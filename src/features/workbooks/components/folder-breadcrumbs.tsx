import { useFolderAncestors } from '../api/get-folder-ancestors';
import { useFolders } from '../api/list-folders';
import { NameText } from '@/components/ui/name-text';

export interface FolderBreadcrumbsProps {
  deploymentId: string;
  folderId: number | null;
  /** The folder path a listed workbook carries, used while the ancestors load or when they cannot. */
  fallbackPath: { id: number; name: string }[];
  onNavigate: (folderId: number | null) => void;
}

/**
 * Root › ancestors › current folder. The published document says the ancestors run "root → self"; the spec's sandbox
 * leaves the folder itself out. Both are read: when the folder is missing, its name comes from its parent's listing.
 */
export function FolderBreadcrumbs({ deploymentId, folderId, fallbackPath, onNavigate }: FolderBreadcrumbsProps) {
  const ancestors = useFolderAncestors(deploymentId, folderId);
  const includesSelf = ancestors.data?.[ancestors.data.length - 1]?.id === folderId;
  const parentId = ancestors.data && !includesSelf ? (ancestors.data[ancestors.data.length - 1]?.id ?? null) : null;
  const siblings = useFolders(deploymentId, parentId, folderId !== null && ancestors.isSuccess && !includesSelf);
  let trail: { id: number; name: string }[] = [];
  if (folderId !== null) {
    const current = siblings.data?.items.find((folder) => folder.id === folderId);
    if (ancestors.data && includesSelf) trail = ancestors.data;
    else if (ancestors.data && current) trail = [...ancestors.data, { id: current.id, name: current.name }];
    else {
      const index = fallbackPath.findIndex((entry) => entry.id === folderId);
      trail =
        index >= 0 ? fallbackPath.slice(0, index + 1) : [...(ancestors.data ?? []), { id: folderId, name: `Folder ${folderId}` }];
    }
  }
  return (
    <nav aria-label="Folder" className="wb-crumbs">
      <ol>
        <li>
          {folderId === null ? (
            <>
              <span aria-current="page">Root</span>
              {/* The workbook list without a folder holds every folder's workbooks; say so, or "Root" reads as "only the root". */}
              <span className="muted"> · workbooks of every folder are listed; open a folder for only its own</span>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => onNavigate(null)}>
              Root
            </button>
          )}
        </li>
        {trail.map((entry, index) => (
          <li key={entry.id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">
                <NameText value={entry.name} />
              </span>
            ) : (
              <button type="button" className="link-button" onClick={() => onNavigate(entry.id)}>
                <NameText value={entry.name} />
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
