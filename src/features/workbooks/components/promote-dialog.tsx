import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useDeployments } from '@/api/deployments';
import { describeError } from '@/api/errors';
import type { Promotion, PromotionPreview, Workbook } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/states';
import { useApplyPromotion } from '../api/apply-promotion';
import { workbookQuery } from '../api/get-workbook';
import { useFolders } from '../api/list-folders';
import { usePromotionPreview, type PromotionTarget } from '../api/preview-promotion';
import { snapshotsOf } from '../model/clone-checklist';
import { configOf } from '../model/dashboard-helpers';
import { workbookUrl } from '../model/urls';
import { diffDashboards } from '../model/widget-diff';
import { ApplyOrCloseActions } from './apply-or-close-actions';
import { DifferenceList } from './difference-list';

interface Props {
  deploymentId: string;
  workbook: Workbook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const outcomeText: Record<Promotion['outcome'], string> = {
  created: 'Created a new workbook there',
  updated: 'Updated the workbook there',
  unchanged: 'Unchanged: the destination already held exactly this',
};

/** What the preview says will happen, in words. */
function previewSummary(preview: PromotionPreview, targetName: string): string {
  if (!preview.targetWorkbookId) return `A new workbook will be created in ${targetName}.`;
  if (preview.destinationHash === preview.sourceHash)
    return `Workbook ${preview.targetWorkbookId} in ${targetName} already holds exactly this: promoting changes nothing.`;
  return `Workbook ${preview.targetWorkbookId} in ${targetName} will be updated to match this one.`;
}

/** The destination's dashboard against this one: shown before an override replaces what was changed there. */
function DivergedDifference({ workbook, preview }: { workbook: Workbook; preview: PromotionPreview }) {
  const target = useQuery({
    ...workbookQuery(String(preview.targetDeploymentId), String(preview.targetWorkbookId)),
    enabled: preview.targetWorkbookId != null,
  });
  if (target.isPending) return <LoadingState label="Loading the destination workbook…" rows={1} />;
  if (target.isError) return <p role="alert">{describeError(target.error)}</p>;
  const differences = diffDashboards(
    { config: configOf(target.data, 'published'), reportSnapshots: snapshotsOf(target.data) },
    { config: configOf(workbook, 'published') ?? configOf(workbook, 'draft'), reportSnapshots: snapshotsOf(workbook) },
    { first: 'destination', second: 'this workbook' },
  );
  return <DifferenceList differences={differences} heading="What the override replaces in the destination" />;
}

/**
 * "Promote": choose the target deployment (and a folder for a new workbook), read the preview, confirm. The apply
 * carries the preview's hashes and one idempotency key per preview, so a second click (or a retry) promotes once.
 */
export function PromoteDialog({ deploymentId, workbook, open, onOpenChange }: Props) {
  const deployments = useDeployments({ offset: 0, limit: 100 });
  const [targetId, setTargetId] = useState('');
  const [folderId, setFolderId] = useState('');
  const [override, setOverride] = useState(false);
  const targetFieldId = useId();
  const folderFieldId = useId();
  const target: PromotionTarget | null = targetId
    ? { deploymentId: Number(targetId), folderId: folderId ? Number(folderId) : null }
    : null;
  const folders = useFolders(targetId, null, targetId !== '');
  const preview = usePromotionPreview(deploymentId, String(workbook.id), target);
  const apply = useApplyPromotion(deploymentId, String(workbook.id));
  // A fresh key for every preview read: the same confirmed preview never promotes twice.
  const idempotencyKey = useMemo(() => (preview.data ? crypto.randomUUID() : ''), [preview.data]);
  const others = (deployments.data?.items ?? []).filter((d) => d.id !== deploymentId);
  const targetName = others.find((d) => d.id === targetId)?.name ?? `deployment ${targetId}`;
  const diverged = preview.data?.destinationWasDiverged === true;
  const done = apply.data;

  const choose = (next: string) => {
    setTargetId(next);
    setFolderId('');
    setOverride(false);
    apply.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={apply.isPending}
      title={`Promote “${workbook.name}”`}
      size="lg"
      description="Copies this workbook's published dashboard (or its draft, when nothing is published) and its reports to another deployment."
    >
      <div className="wb-promote-fields">
        <label htmlFor={targetFieldId}>Target deployment</label>
        <select id={targetFieldId} value={targetId} onChange={(e) => choose(e.target.value)} disabled={apply.isPending}>
          <option value="">Choose a deployment…</option>
          {others.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        {deployments.isError ? <p role="alert">{describeError(deployments.error)}</p> : null}
        {preview.data && !preview.data.targetWorkbookId ? (
          <>
            <label htmlFor={folderFieldId}>Folder for the new workbook</label>
            <select id={folderFieldId} value={folderId} onChange={(e) => setFolderId(e.target.value)} disabled={apply.isPending}>
              <option value="">Workspace root</option>
              {(folders.data?.items ?? []).map((f) => (
                <option key={f.id} value={String(f.id)}>
                  {f.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      {target && preview.isPending ? <LoadingState label="Reading the preview…" rows={2} /> : null}
      {preview.isError ? (
        <p role="alert" className="form-error">
          {describeError(preview.error)}
        </p>
      ) : null}
      {preview.data && !done ? (
        <section aria-label="Preview" className="wb-promote-preview">
          <p>{previewSummary(preview.data, targetName)}</p>
          <p>
            {preview.data.reportCount} report{preview.data.reportCount === 1 ? '' : 's'} come along.
          </p>
          {diverged ? (
            <>
              <p role="alert" className="form-error">
                The workbook in {targetName} was changed there since it was last promoted. Promoting replaces those changes; read
                them first.
              </p>
              <DivergedDifference workbook={workbook} preview={preview.data} />
              <label className="checkbox">
                <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} /> Replace the changes
                made in {targetName} (override)
              </label>
            </>
          ) : null}
        </section>
      ) : null}
      {apply.isError ? (
        <div role="alert" className="form-error">
          <p>{describeError(apply.error)}</p>
          <Button size="sm" onClick={() => void preview.refetch().then(() => apply.reset())}>
            Preview again
          </Button>
        </div>
      ) : null}
      {done ? (
        <p role="status" className="wb-promote-done">
          {outcomeText[done.outcome]}
          {done.target?.workbookId != null ? (
            <>
              {': '}
              <Link to={workbookUrl(String(done.target.deploymentId ?? targetId), done.target.workbookId)}>
                {done.target.name ?? `workbook ${done.target.workbookId}`}
              </Link>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <ApplyOrCloseActions done={Boolean(done)} pending={apply.isPending} onClose={() => onOpenChange(false)}>
        <Button
          variant="primary"
          pending={apply.isPending}
          disabled={!preview.data || preview.isFetching || (diverged && !override)}
          onClick={() =>
            preview.data && apply.mutate({ preview: preview.data, folderId: target?.folderId ?? null, override, idempotencyKey })
          }
        >
          Promote to {targetId ? targetName : '…'}
        </Button>
      </ApplyOrCloseActions>
    </Dialog>
  );
}
