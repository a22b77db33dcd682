import type { DeploymentSettings } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';

/** The channel and version the deployment runs now, and whether it is held there. */
export function CurrentVersion({ settings }: { settings: DeploymentSettings }) {
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
          {settings.releaseChannelVersionHold ? (
            <>
              <Badge tone="warning">Held</Badge> stays on this version until changed here
            </>
          ) : (
            <>
              <Badge tone="info">Following</Badge> moves with the latest version of its channel
            </>
          )}
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
