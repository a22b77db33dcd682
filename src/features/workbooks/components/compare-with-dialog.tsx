import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { useWorkbooks } from '../api/list-workbooks';
import { folderLabel, searchAndSortLoaded } from '../model/list-view';
import { compareUrl } from '../model/urls';
import { NameText } from '@/components/ui/name-text';

export interface CompareWithDialogProps {
  deploymentId: string;
  /** The workbook the page shows; it takes the clone's side of the review. */
  workbook: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const PICK_PAGE = 100;

/** Picks another workbook of the deployment (by name, or by id for large workspaces) and opens the review. */
export function CompareWithDialog({ deploymentId, workbook, open, onOpenChange }: CompareWithDialogProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [idText, setIdText] = useState('');
  // The workbook list has no search: the filter runs over the workbooks loaded, and the dialog says how many.
  const list = useWorkbooks(deploymentId, { folderId: null, first: PICK_PAGE }, open);
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const candidates = searchAndSortLoaded(loaded, search, 'name').filter((item) => item.id !== workbook.id);

  const go = (otherId: number | string) => {
    onOpenChange(false);
    void navigate(compareUrl(deploymentId, workbook.id, otherId));
  };
  const submitId = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d+$/.test(idText.trim())) go(idText.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          Compare “<NameText value={workbook.name} />” with…
        </>
      }
      description="The review shows both dashboards side by side and treats this workbook as the clone of the one you pick."
      size="lg"
    >
      <label className="wb-select">
        Filter by name <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <QueryState query={list} what="the workbooks" pendingLabel="Loading workbooks…">
        {() => (
          <ul className="wb-pick-list" aria-label="Workbooks to compare with">
            {candidates.slice(0, 50).map((item) => (
              <li key={item.id}>
                <Button size="sm" variant="ghost" onClick={() => go(item.id)}>
                  <NameText value={item.name} />
                </Button>{' '}
                <span className="muted">
                  <NameText value={folderLabel(item)} />
                </span>
              </li>
            ))}
            {candidates.length === 0 ? <li className="muted">No other workbook matches.</li> : null}
          </ul>
        )}
      </QueryState>
      {list.data ? (
        <p className="muted wb-loaded-note" role="status">
          {search.trim() ? 'Filtered' : 'Listed'} the {loaded.length.toLocaleString()} workbooks loaded
          {list.hasNextPage ? '; more are on the server.' : '.'}{' '}
          {list.hasNextPage ? (
            <Button size="sm" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more workbooks
            </Button>
          ) : null}
        </p>
      ) : null}
      <form onSubmit={submitId} className="wb-search">
        <label htmlFor="wb-compare-id">Or a workbook id</label>
        <input id="wb-compare-id" inputMode="numeric" value={idText} onChange={(event) => setIdText(event.target.value)} />
        <Button type="submit" size="sm" disabled={!/^\d+$/.test(idText.trim())}>
          Compare
        </Button>
      </form>
    </Dialog>
  );
}
