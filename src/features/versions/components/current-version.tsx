import type { DeploymentSettings } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useUpdateDeploymentVersion } from '../api/update-deployment-version';
import { followingWords } from '../lib/hold-words';

export interface CurrentVersionProps {
  deploymentId: string;
  settings: DeploymentSettings;
  /** Set when the service refused this key a version change: the hold button is off, described by this note. */
  refusalNoteId: string | null;
  /** The channel's newest version now, once the versions list is in. */
  newest: string | null;
}

/** The channel and version the deployment runs now, whether it is held there, and holding or releasing it. */
export function CurrentVersion({ deploymentId, settings, refusalNoteId, newest }: CurrentVersionProps) {
  const update = useUpdateDeploymentVersion(deploymentId);
  const toast = useToast();
  const held = settings.releaseChannelVersionHold === true;
  const version = settings.releaseChannelVersion ?? 'this version';
  const following = followingWords({ version, channel: settings.releaseChannel ?? null, newest });

  function setHold(next: boolean) {
    update.mutate(
      { releaseChannelVersionHold: next },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            title: next ? `Held on ${version}` : 'Hold released',
            description: next ? 'The deployment stays on this version until it is changed here.' : `Not held: ${following}`,
          }),
      },
    );
  }

  return (
    <section aria-labelledby="current-version-heading" className="current-version">
      <h2 id="current-version-heading">Current version</h2>
      <dl className="facts">
        <dt>Channel</dt>
        <dd>{settings.releaseChannel ?? '—'}</dd>
        <dt>Version</dt>
        <dd>
          <strong>{settings.releaseChannelVersion ?? '—'}</strong>
        </dd>
        <dt>Hold</dt>
        <dd>
          {held ? (
            <>
              <Badge tone="warning">Held</Badge> stays on this version until changed here
            </>
          ) : (
            <>
              <Badge tone="info">Following</Badge> not held: {following}
            </>
          )}{' '}
          <Button
            size="sm"
            onClick={() => setHold(!held)}
            pending={update.isPending}
            disabled={refusalNoteId !== null}
            aria-describedby={refusalNoteId ?? undefined}
          >
            {held ? 'Release the hold' : `Hold on ${version}`}
          </Button>
          {update.isError ? (
            <span role="alert" className="form-error">
              {' '}
              The hold was not changed: {describeError(update.error)}
            </span>
          ) : null}
        </dd>
        {settings.cubeImageVersion ? (
          <>
            <dt>Image</dt>
            <dd>
              <code>{settings.cubeImageVersion}</code>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
