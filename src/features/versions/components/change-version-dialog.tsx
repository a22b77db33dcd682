import type { DeploymentSettings } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useUpdateDeploymentVersion, type VersionChange } from '../api/update-deployment-version';
import type { VersionTarget } from './version-target';

export interface ChangeVersionDialogProps {
  deploymentId: string;
  settings: DeploymentSettings;
  target: VersionTarget | null;
  onClose: () => void;
}

function describeCurrent(settings: DeploymentSettings): string {
  return `${settings.releaseChannelVersion ?? 'unknown'} (${settings.releaseChannel ?? 'unknown'} channel)`;
}

/** The change to send: a version (with its channel when it is not the current one), or only a channel. */
function changeFor(target: VersionTarget, settings: DeploymentSettings): VersionChange {
  if (target.kind === 'channel') return { releaseChannel: target.channel };
  const { item } = target;
  return item.releaseChannel === settings.releaseChannel
    ? { releaseChannelVersion: item.version }
    : { releaseChannelVersion: item.version, releaseChannel: item.releaseChannel };
}

/** Confirms a version change, shows the service's refusal in place (the dialog stays open), and closes on success. */
export function ChangeVersionDialog({ deploymentId, settings, target, onClose }: ChangeVersionDialogProps) {
  const update = useUpdateDeploymentVersion(deploymentId);
  const toast = useToast();

  function close() {
    update.reset();
    onClose();
  }

  function confirm() {
    if (!target) return;
    update.mutate(changeFor(target, settings), {
      onSuccess: (next) => {
        toast({
          tone: 'success',
          title: `Deployment now on ${next.releaseChannelVersion ?? 'the new version'}`,
          description:
            target.kind === 'channel'
              ? `It follows the latest ${target.channel} version and restarts on it.`
              : `Channel ${next.releaseChannel ?? target.item.releaseChannel}; the deployment restarts on the new version.`,
        });
        close();
      },
    });
  }

  const title = !target
    ? 'Change version'
    : target.kind === 'channel'
      ? `Follow latest ${target.channel}?`
      : `Switch to ${target.item.version}?`;
  const confirmLabel = !target
    ? 'Confirm'
    : target.kind === 'channel'
      ? `Follow latest ${target.channel}`
      : `Switch to ${target.item.version}`;

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      pending={update.isPending}
      error={update.isError ? describeError(update.error) : null}
    >
      {target ? (
        <dl className="facts version-change">
          <dt>From</dt>
          <dd>{describeCurrent(settings)}</dd>
          <dt>To</dt>
          <dd>
            {target.kind === 'channel'
              ? `the latest ${target.channel} version${target.head ? ` (now ${target.head.version})` : ''}, following it from now on`
              : `${target.item.version} (${target.item.releaseChannel} channel, ${target.item.releaseChannelVersion})`}
          </dd>
        </dl>
      ) : null}
      <p>The deployment restarts on the new version.</p>
    </ConfirmDialog>
  );
}
