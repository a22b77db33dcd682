import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Workbook } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useCloneRefusal, useCloneWorkbook } from '../api/clone-workbook';
import { useSourceFolderAccess } from '../api/use-source-folder-access';
import { cloneErrorMessage } from '../model/clone-error';
import { folderNameOf } from '../model/clone-checklist';
import { expectedPlacement } from '../model/placement';
import { compareUrl } from '../model/urls';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

export interface CloneDialogProps {
  deploymentId: string;
  /** The workbook to clone; list items carry enough (name, folder). */
  workbook: Pick<Workbook, 'id' | 'name' | 'folderId' | 'folderPath'>;
  /** Opened from the shared workspace: the clone is sent with `shared: true`. */
  shared: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Says what a clone will do before it happens, sends it once, and keeps every failure in view. */
export function CloneDialog({ deploymentId, workbook, shared, open, onOpenChange }: CloneDialogProps) {
  const clone = useCloneWorkbook(deploymentId);
  const navigate = useNavigate();
  const toast = useToast();
  // The disabled button stops a second click once React has re-rendered; the ref stops one that arrives before that.
  const inFlight = useRef(false);
  const access = useSourceFolderAccess(deploymentId, shared ? null : workbook);
  const folderName = folderNameOf(workbook as Workbook);
  const placement = expectedPlacement({ sourceFolderId: workbook.folderId, sourceFolderName: folderName, shared, access });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    clone.mutate(
      { workbookId: workbook.id, shared },
      {
        onSuccess: (created) => {
          toast({
            title: 'Workbook cloned',
            description: `“${plainName(created.name, 120)}” was created. Review it beside its source.`,
            tone: 'success',
          });
          onOpenChange(false);
          void navigate(compareUrl(deploymentId, created.id, workbook.id, shared));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const changeOpen = (next: boolean) => {
    if (!next && clone.isPending) return;
    if (!next) clone.reset();
    onOpenChange(next);
  };

  const failure = clone.isError ? cloneErrorMessage(clone.error, shared) : null;
  // Once the service has refused this key, sending again would only be refused again: Clone is off, the notice says why.
  const refusal = useCloneRefusal(deploymentId, workbook.id, shared);
  const noticeId = useId();
  const notice = useRef<HTMLDivElement>(null);
  const refusedNow = refusal !== null && clone.isError;
  // The refusal disables the Clone button that had focus; focus moves to the notice that says why.
  useEffect(() => {
    if (refusedNow) notice.current?.focus();
  }, [refusedNow]);

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={
        <>
          Clone “<NameText value={workbook.name} />”
        </>
      }
      description="Makes a new workbook from this one; this workbook itself is not changed."
    >
      <form onSubmit={submit} className="clone-form">
        <dl className="facts">
          <dt>New name</dt>
          <dd>
            Copy of <NameText value={workbook.name} />
          </dd>
          <dt>Placed</dt>
          <dd data-testid="clone-placement">{placement.text}</dd>
          <dt>Built from</dt>
          <dd>
            {shared
              ? 'The published dashboard of this shared workbook: a fresh report per report snapshot, the dashboard published again on the clone, and its draft seeded from the same config. Live reports and the unpublished draft are not copied.'
              : 'Copies of its reports, its published dashboard and its draft, every report reference pointed at the copies.'}
          </dd>
          <dt>Not copied</dt>
          <dd>Sharing (user and group access) and per-user view history.</dd>
          <dt>Embedding</dt>
          <dd>Starts off on the clone, even when the source allows it.</dd>
        </dl>
        {failure ? (
          <div id={noticeId} ref={notice} tabIndex={-1} className="notice notice-danger" role="alert">
            <p className="clone-error-title">
              <strong>{failure.title}</strong>
            </p>
            <p>{failure.body}</p>
          </div>
        ) : refusal ? (
          <p id={noticeId} className="notice">
            Clone is not available to this key: {refusal}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button onClick={() => changeOpen(false)} disabled={clone.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            pending={clone.isPending}
            disabled={refusal !== null}
            aria-describedby={refusal ? noticeId : undefined}
          >
            {failure?.retry ? 'Retry' : 'Clone'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
