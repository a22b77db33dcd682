import { useMemo } from 'react';
import type { Workbook } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePublishDashboard } from '../api/publish-dashboard';
import { draftAgainstPublished } from '../model/draft-review';
import { ApplyOrCloseActions } from './apply-or-close-actions';
import { DifferenceList } from './difference-list';

interface Props {
  deploymentId: string;
  workbook: Workbook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Publish": what the saved draft changes against the published dashboard, then the publish and its new version. */
export function PublishDialog({ deploymentId, workbook, open, onOpenChange }: Props) {
  const review = useMemo(() => draftAgainstPublished(workbook), [workbook]);
  const publish = usePublishDashboard(deploymentId, workbook.id);
  const current = workbook.publishedDashboard?.versionNumber ?? null;
  const done = publish.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={publish.isPending}
      title={`Publish “${workbook.name}”`}
      size="lg"
      description={
        current === null
          ? 'Nothing is published yet: publishing makes the saved draft version 1 of the dashboard.'
          : `Version ${current} is published now. Publishing makes the saved draft the next version; unsaved layout edits are not included.`
      }
    >
      {done ? (
        <p role="status" className="wb-publish-done">
          Published version {done.versionNumber}.
        </p>
      ) : review.draft ? (
        <DifferenceList differences={review.differences} heading="What publishing changes" />
      ) : (
        <p>This workbook has no draft to publish.</p>
      )}
      {publish.isError ? (
        <p role="alert" className="form-error">
          {describeError(publish.error)}
        </p>
      ) : null}
      <ApplyOrCloseActions done={Boolean(done)} pending={publish.isPending} onClose={() => onOpenChange(false)}>
        <Button variant="primary" pending={publish.isPending} disabled={!review.draft} onClick={() => publish.mutate()}>
          Publish version {(current ?? 0) + 1}
        </Button>
      </ApplyOrCloseActions>
    </Dialog>
  );
}
