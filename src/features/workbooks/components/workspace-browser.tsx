import { useMemo, useState } from 'react';
import type { Workbook } from '@/api/schemas';
import { CursorPagination } from '@/components/ui/cursor-pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useEnumParam, useIntParam, useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { DEFAULT_PAGE_SIZE, pageSizes, workbookSorts, type WorkspaceListParams } from '../api/list-params';
import { useSharedWorkspace } from '../api/list-shared-workspace';
import { useWorkbooks } from '../api/list-workbooks';
import { filterAndSortPage, formatCursorStack, parseCursorStack } from '../model/list-view';
import { CloneDialog } from './clone-dialog';
import { SearchForm } from './search-form';
import { FolderBreadcrumbs } from './folder-breadcrumbs';
import { SubfolderList } from './subfolder-list';
import { WorkbookTable } from './workbook-table';

export interface WorkspaceBrowserProps {
  deploymentId: string;
  deploymentName: string;
  shared: boolean;
}

/** One workspace list: folder, search, sort and cursor all live in the URL, so Back and reload keep the view. */
export function WorkspaceBrowser({ deploymentId, deploymentName, shared }: WorkspaceBrowserProps) {
  const update = useUpdateSearchParams();
  const folderId = useIntParam('folder', 0, { min: 1 }) || null;
  const search = useStringParam('q');
  const sort = useEnumParam('sort', workbookSorts, 'updated');
  const sizeParam = useIntParam('size', DEFAULT_PAGE_SIZE);
  const first = (pageSizes as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const after = useStringParam('after') || null;
  const prev = parseCursorStack(useStringParam('prev'));
  const params: WorkspaceListParams = { folderId, first, after, search, sort };

  const own = useWorkbooks(deploymentId, params, !shared);
  const sharedList = useSharedWorkspace(deploymentId, params, shared);
  const list = shared ? sharedList : own;
  const [cloneTarget, setCloneTarget] = useState<Workbook | null>(null);

  const items = useMemo(() => filterAndSortPage(list.data?.items ?? [], search, sort), [list.data, search, sort]);
  const pageInfo = list.data?.pageInfo ?? null;
  const restart = { after: null, prev: null };

  const openFolder = (id: number | null) => update({ folder: id, ...restart });
  const what = shared ? 'shared workspace items' : 'workbooks';
  const total = list.data?.total ?? null;
  const pageNumber = prev.length + 1;

  return (
    <section className="wb-browser" aria-label={shared ? 'Shared workspace' : 'Workspace'}>
      <FolderBreadcrumbs
        deploymentId={deploymentId}
        folderId={folderId}
        fallbackPath={list.data?.items[0]?.folderPath ?? []}
        onNavigate={openFolder}
      />
      <div className="wb-toolbar">
        <SearchForm
          key={search}
          initial={search}
          label={`Search ${what}`}
          id={`wb-search-${shared ? 'shared' : 'own'}`}
          onSearch={(q) => update({ q, ...restart })}
        />
        <label className="wb-select">
          Sort by{' '}
          <select
            value={sort}
            onChange={(event) => update({ sort: event.target.value === 'updated' ? null : event.target.value, ...restart })}
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
              update({ size: Number(event.target.value) === DEFAULT_PAGE_SIZE ? null : event.target.value, ...restart })
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
      {list.isPending ? (
        <LoadingState label={`Loading ${what}…`} />
      ) : list.isError ? (
        <ErrorState error={list.error} what={`the ${what}`} deploymentName={deploymentName} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={search ? `No ${what} match “${search}”.` : `No ${what} here.`} />
      ) : (
        <WorkbookTable
          deploymentId={deploymentId}
          items={items}
          shared={shared}
          label={shared ? 'Shared workspace' : 'Workbooks'}
          onClone={setCloneTarget}
          onOpenFolder={(id) => openFolder(id)}
        />
      )}
      <CursorPagination
        label={`${shared ? 'Shared workspace' : 'Workbooks'} pages`}
        summary={`Page ${pageNumber}${total !== null ? ` · ${total.toLocaleString()} in all` : ''}`}
        hasPrevious={prev.length > 0}
        hasNext={Boolean(pageInfo?.hasNextPage && pageInfo.endCursor)}
        onPrevious={() => {
          const stack = prev.slice(0, -1);
          update({ after: prev[prev.length - 1] || null, prev: formatCursorStack(stack) });
        }}
        onNext={() => update({ after: pageInfo?.endCursor ?? null, prev: formatCursorStack([...prev, after ?? '']) })}
      />
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
