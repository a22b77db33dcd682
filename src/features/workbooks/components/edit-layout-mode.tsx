import { useRef, useState } from 'react';
import type { DashboardConfig, Workbook } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LayoutEditor, useBreakpointParam, type LayoutEditorApi } from '@/features/dashboards';
import { DraftConflictError, useSaveDraft } from '../api/save-draft';
import { snapshotsOf } from '../model/clone-checklist';
import { configOf } from '../model/dashboard-helpers';

interface Props {
  deploymentId: string;
  workbook: Workbook;
  onLeave: () => void;
}

/**
 * The workbook's "Edit layout" mode: the layout editor on its draft (or, without a draft, on the published dashboard,
 * which saving turns into the draft), with Save and the conflict check that keeps someone else's save from being
 * overwritten.
 */
export function EditLayoutMode({ deploymentId, workbook, onLeave }: Props) {
  const [breakpoint, setBreakpoint] = useBreakpointParam();
  // What the editor opened on, as the server had it: a save is only written over exactly this.
  const loaded = useRef<DashboardConfig | null>(workbook.dashboardDraft ?? null);
  const [start] = useState<DashboardConfig>(() => configOf(workbook, 'draft') ?? configOf(workbook, 'published') ?? {});
  const save = useSaveDraft(deploymentId, String(workbook.id));
  const [status, setStatus] = useState('');
  const [leaving, setLeaving] = useState(false);
  const conflict = save.error instanceof DraftConflictError ? save.error : null;

  const onSave = ({ present, restart }: LayoutEditorApi) => {
    setStatus('');
    save.mutate(
      { loaded: loaded.current, draft: present },
      {
        onSuccess: (result) => {
          const saved = result.dashboardDraft ?? present;
          loaded.current = saved;
          restart(saved);
          setStatus('Layout saved to the draft.');
        },
      },
    );
  };

  const takeTheirs = (restart: LayoutEditorApi['restart']) => {
    if (!conflict) return;
    const theirs = conflict.current.dashboardDraft ?? null;
    loaded.current = theirs;
    restart(theirs ?? configOf(conflict.current, 'published') ?? {});
    save.reset();
    setStatus('Loaded the draft as it is now saved. Your changes were discarded.');
  };

  return (
    <LayoutEditor
      saved={start}
      snapshots={snapshotsOf(workbook)}
      breakpoint={breakpoint}
      onBreakpointChange={setBreakpoint}
      label={workbook.name}
      actions={(api) => (
        <>
          <span role="status" className="muted">
            {status}
          </span>
          <Button variant="primary" pending={save.isPending} disabled={api.changes.length === 0} onClick={() => onSave(api)}>
            Save layout
          </Button>
          <Button onClick={() => (api.changes.length > 0 ? setLeaving(true) : onLeave())}>Leave editor</Button>
          {conflict ? (
            <div role="alert" className="layout-conflict">
              <p>
                <strong>Not saved: someone else saved this draft after you opened the editor.</strong> Saving now would overwrite
                their work, so nothing was written. Your {api.changes.length} change
                {api.changes.length === 1 ? ' is' : 's are'} still here.
              </p>
              <Button size="sm" onClick={() => takeTheirs(api.restart)}>
                Load their draft (discard my changes)
              </Button>
            </div>
          ) : save.isError ? (
            <p role="alert" className="form-error">
              {describeError(save.error)} Your changes are still here; try Save again.
            </p>
          ) : null}
          <ConfirmDialog
            open={leaving}
            onOpenChange={setLeaving}
            title="Leave the layout editor?"
            confirmLabel="Discard changes and leave"
            tone="danger"
            onConfirm={onLeave}
          >
            <p>
              {api.changes.length} unsaved change{api.changes.length === 1 ? '' : 's'} will be lost.
            </p>
          </ConfirmDialog>
        </>
      )}
    />
  );
}
