import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Workbook } from '@/api/schemas';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { useUpdateSearchParams } from '@/lib/url-state';
import { DEFAULT_PAGE_SIZE, pageSizes, workspaceView } from '../lib/workspace-view';
import { useSharedWorkspace } from '../api/list-shared-workspace';
import { useWorkbooks } from '../api/list-workbooks';
import { usePagesInUrl } from '../hooks/use-pages-in-url';
import { publishedState, searchAndSortLoaded } from '../model/list-view';
import { CloneDialog } from './clone-dialog';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { LoadedListStatus } from './loaded-list-status';
import { SearchForm } from './search-form';
import { SubfolderList } from './subfolder-list';
import { WorkbookTable } from './workbook-table';

export interface WorkspaceBrowserProps {
  deploymentId: string;
  deploymentName: string;
  shared: boolean;
}

/**
 * One workspace list. Folder, search, sort, page size and how many pages are loaded live in the URL; pages are added
 * with "Load more".
 * The caller's workbook list has no search or ordering in the published API, so those run over the loaded
 * workbooks (and the page says so); the shared workspace has both, so the service applies them there.
 */
export function WorkspaceBrowser({ deploymentId, deploymentName, shared }: WorkspaceBrowserProps) {
  const update = useUpdateSearchParams();
  const [searchParams] = useSearchParams();
  const view = workspaceView(searchParams);
  const { folderId, search, sort, first } = view.shared;

  const own = useWorkbooks(deploymentId, view.own, !shared);
  const sharedList = useSharedWorkspace(deploymentId, view.shared, shared);
  const list = shared ? sharedList : own;
  // How many pages are loaded is kept in the URL (`pages`). Another list (another folder or page size, or a search or
  // order the service applies) starts from its first page again, so those changes clear it.
  const loadMore = usePagesInUrl(list, view.pages, (pages) => update({ pages }, { replace: true }));
  const [cloneTarget, setCloneTarget] = useState<Workbook | null>(null);

  const loaded = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const items = useMemo(() => (shared ? loaded : searchAndSortLoaded(loaded, search, sort)), [shared, loaded, search, sort]);
  const lastPage = list.data?.pages[list.data.pages.length - 1];
  // Lists that leave the dashboard fields out say nothing about publishing; no column of guesses then.
  const showPublished = loaded.some((item) => item.type === 'WORKBOOK' && publishedState(item) !== null);

  const openFolder = (id: number | null) => update({ folder: id, pages: null });
  const what = shared ? 'shared workspace items' : 'workbooks';

  return (
    <section className="wb-browser" aria-label={shared ? 'Shared workspace' : 'Workspace'}>
      <FolderBreadcrumbs
        deploymentId={deploymentId}
        folderId={folderId}
        fallbackPath={loaded[0]?.folderPath ?? []}
        onNavigate={openFolder}
      />
      <div className="wb-toolbar">
        <SearchForm
          key={search}
          initial={search}
          label={`Search ${what}`}
          id={`wb-search-${shared ? 'shared' : 'own'}`}
          onSearch={(q) => update(shared ? { q, pages: null } : { q })}
        />
        <label className="wb-select">
          Sort by{' '}
          <select
            value={sort}
            onChange={(event) => {
              const next = event.target.value === 'updated' ? null : event.target.value;
              update(shared ? { sort: next, pages: null } : { sort: next });
            }}
          >
            <option value="updated">Updated (newest first)</option>
            <option value="name">Name (A–Z)</option>
          </select>
        </label>
        <label className="wb-select">
          Per page{' '}
          <select
            value={first}
            onChange={(event) =>
              update({ size: Number(event.target.value) === DEFAULT_PAGE_SIZE ? null : event.target.value, pages: null })
            }
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!shared ? <SubfolderList deploymentId={deploymentId} parentId={folderId} onOpen={openFolder} /> : null}
      {/* A failed "load more" keeps the rows already loaded; it is reported by the status line below them. */}
      <QueryState
        query={list}
        what={`the ${what}`}
        pendingLabel={`Loading ${what}…`}
        deploymentName={deploymentName}
        keepDataOnError
      >
        {() => (
          <>
            {items.length === 0 ? (
              <EmptyState title={search ? `No ${what} match “${search}”.` : `No ${what} here.`} />
            ) : (
              <WorkbookTable
                deploymentId={deploymentId}
                items={items}
                shared={shared}
                showPublished={showPublished}
                label={shared ? 'Shared workspace' : 'Workbooks'}
                onClone={setCloneTarget}
                onOpenFolder={(id) => openFolder(id)}
              />
            )}
            <LoadedListStatus
              what={what}
              loaded={loaded.length}
              matching={items.length}
              total={lastPage?.total ?? null}
              search={search}
              searchedByService={shared}
              publishedKnown={showPublished || loaded.length === 0}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              loadMoreError={list.isFetchNextPageError ? list.error : null}
              onLoadMore={loadMore}
            />
          </>
        )}
      </QueryState>
      {cloneTarget ? (
        <CloneDialog
          deploymentId={deploymentId}
          workbook={cloneTarget}
          shared={shared}
          open
          onOpenChange={(open) => (open ? undefined : setCloneTarget(null))}
        />
      ) : null}
    </section>
  );
}
