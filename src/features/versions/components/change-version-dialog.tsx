import { useState } from 'react';
import type { DeploymentSettings } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useUpdateDeploymentVersion, type VersionChange } from '../api/update-deployment-version';
import { followingWords, holdWords, type Landing } from '../lib/hold-words';
import type { VersionTarget } from './version-target';

export interface ChangeVersionDialogProps {
  deploymentId: string;
  settings: DeploymentSettings;
  target: VersionTarget | null;
  /** A channel's newest version now, when the list marks one. */
  newestOf: (channel: string) => string | null;
  onClose: () => void;
}

function describeCurrent(settings: DeploymentSettings): string {
  return `${settings.releaseChannelVersion ?? 'unknown'} (${settings.releaseChannel ?? 'unknown'} channel)`;
}

/**
 * Whether the switch holds the deployment where it lands, unless the admin says otherwise: a held deployment stays
 * held, and so does one moved below its channel's newest version (otherwise the next update would move it right back).
 */
function defaultHold(target: VersionTarget, settings: DeploymentSettings): boolean {
  if (target.kind === 'channel') return false;
  return settings.releaseChannelVersionHold === true || !target.item.isLatestInChannel;
}

/** The change to send: a version (with its channel when it is not the current one), or only a channel; the hold always. */
function changeFor(target: VersionTarget, settings: DeploymentSettings, hold: boolean): VersionChange {
  if (target.kind === 'channel') return { releaseChannel: target.channel, releaseChannelVersionHold: false };
  const { item } = target;
  return item.releaseChannel === settings.releaseChannel
    ? { releaseChannelVersion: item.version, releaseChannelVersionHold: hold }
    : { releaseChannelVersion: item.version, releaseChannel: item.releaseChannel, releaseChannelVersionHold: hold };
}

/** Confirms a version change, shows the service's refusal in place (the dialog stays open), and closes on success. */
export function ChangeVersionDialog({ deploymentId, settings, target, newestOf, onClose }: ChangeVersionDialogProps) {
  const update = useUpdateDeploymentVersion(deploymentId);
  const toast = useToast();
  // The admin's choice for this target; reset whenever another target opens (keyed by its label).
  const targetKey = !target
    ? ''
    : target.kind === 'channel'
      ? `follow:${target.channel}`
      : `switch:${target.item.releaseChannelVersion}`;
  const [choice, setChoice] = useState<{ key: string; hold: boolean } | null>(null);
  const hold = target ? (choice?.key === targetKey ? choice.hold : defaultHold(target, settings)) : false;
  const wasHeld = settings.releaseChannelVersionHold === true;
  // Where the deployment lands, for the words about the hold.
  const landing: Landing | null = !target
    ? null
    : target.kind === 'channel'
      ? { version: target.head?.version ?? 'its newest version', channel: target.channel, newest: null }
      : { version: target.item.version, channel: target.item.releaseChannel, newest: newestOf(target.item.releaseChannel) };

  function close() {
    update.reset();
    setChoice(null);
    onClose();
  }

  function confirm() {
    if (!target || !landing) return;
    update.mutate(changeFor(target, settings, hold), {
      onSuccess: (next) => {
        toast({
          tone: 'success',
          title: `Deployment now on ${next.releaseChannelVersion ?? 'the new version'}`,
          description:
            target.kind === 'channel'
              ? `It follows the ${target.channel} channel from now on and restarts on its newest version.`
              : next.releaseChannelVersionHold
                ? 'Held on it; the deployment restarts on the new version.'
                : `The deployment restarts on the new version. Not held: ${followingWords(landing)}`,
        });
        close();
      },
    });
  }

  const title = !target
    ? 'Change version'
    : target.kind === 'channel'
      ? `Follow the ${target.channel} channel?`
      : `Switch to ${target.item.version}?`;
  const confirmLabel = !target
    ? 'Confirm'
    : target.kind === 'channel'
      ? `Follow the ${target.channel} channel`
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
        <>
          <dl className="facts version-change">
            <dt>From</dt>
            <dd>{describeCurrent(settings)}</dd>
            <dt>To</dt>
            <dd>
              {target.kind === 'channel'
                ? `the newest version of the ${target.channel} channel${target.head ? ` (now ${target.head.version})` : ''}, following it from now on`
                : `${target.item.version} (${target.item.releaseChannel} channel, ${target.item.releaseChannelVersion})`}
            </dd>
            <dt>Hold</dt>
            <dd data-testid="hold-change">{landing ? holdWords(wasHeld, hold, landing) : null}</dd>
          </dl>
          {target.kind === 'version' ? (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={hold}
                disabled={update.isPending}
                onChange={(event) => setChoice({ key: targetKey, hold: event.target.checked })}
              />{' '}
              Hold the deployment on {target.item.version}
            </label>
          ) : null}
        </>
      ) : null}
      <p>The deployment restarts on the new version.</p>
    </ConfirmDialog>
  );
}
