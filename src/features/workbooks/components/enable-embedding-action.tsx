import { useState } from 'react';
import type { Workbook } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateDashboardEmbedding } from '../api/update-dashboard-embedding';

/**
 * Beside the clone review's "Embedding is off" check: a clone starts with embedding off, and this switches it on
 * (after a confirm) when the admin means the clone to be embedded.
 */
export function EnableEmbeddingAction({
  deploymentId,
  clone,
  onSwitchedOn,
}: {
  deploymentId: string;
  clone: Workbook;
  onSwitchedOn: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const embedding = useUpdateDashboardEmbedding(deploymentId, clone.id);
  const dashboard = clone.publishedDashboard;
  if (!dashboard) return null;
  if (dashboard.allowEmbed)
    return (
      <p role="status" className="muted">
        Embedding is on for this clone.
      </p>
    );
  return (
    <>
      <Button size="sm" onClick={() => setConfirming(true)}>
        Switch embedding on…
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) embedding.reset();
        }}
        title={`Switch embedding on for “${clone.name}”?`}
        confirmLabel="Switch embedding on"
        pending={embedding.isPending}
        error={embedding.isError ? describeError(embedding.error) : null}
        onConfirm={() =>
          embedding.mutate(
            { publicId: dashboard.publicId, allowEmbed: true },
            {
              onSuccess: () => {
                setConfirming(false);
                onSwitchedOn();
              },
            },
          )
        }
      >
        <p>
          Its published dashboard (version {dashboard.versionNumber}) can then be shown in signed embeds. Who may see it is set
          per embed tenant on the workbook&apos;s page.
        </p>
      </ConfirmDialog>
    </>
  );
}
