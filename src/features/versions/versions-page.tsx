import { useParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import type { DeploymentVersion } from '@/api/schemas';
import { useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { MAX_VERSION_PAGES, useVersions } from './api/list-versions';
import { ChangeVersionDialog } from './components/change-version-dialog';
import { ChannelList } from './components/channel-list';
import { CurrentVersion } from './components/current-version';
import { VersionForm } from './components/version-form';
import type { VersionTarget } from './components/version-target';
import { VersionsTable } from './components/versions-table';
import './versions.css';

function targetFromUrl(switchTo: string, follow: string, versions: DeploymentVersion[]): VersionTarget | null {
  if (switchTo) {
    const colon = switchTo.lastIndexOf(':');
    const channel = switchTo.slice(0, colon);
    const version = switchTo.slice(colon + 1);
    const item = versions.find((v) => v.version === version && (colon < 0 || v.releaseChannel === channel));
    return item && !item.isCurrent ? { kind: 'version', item } : null;
  }
  if (follow && versions.some((v) => v.releaseChannel === follow)) {
    return {
      kind: 'channel',
      channel: follow,
      head: versions.find((v) => v.releaseChannel === follow && v.isLatestInChannel) ?? null,
    };
  }
  return null;
}

export default function VersionsPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const settings = useDeploymentSettings(deploymentId);
  const versions = useVersions(deploymentId);
  const update = useUpdateSearchParams();
  // The open confirm dialog lives in the URL (`?switch=<channel>:<version>` or `?follow=<channel>`); it still needs a click to send.
  const target = targetFromUrl(useStringParam('switch'), useStringParam('follow'), versions.data?.items ?? []);
  const openSwitch = (item: DeploymentVersion) => update({ switch: `${item.releaseChannel}:${item.version}`, follow: null });
  const deploymentName = deployment.data?.name ?? settings.data?.name ?? deploymentId;

  return (
    <>
      <PageHeader
        title="Versions"
        documentTitle={`Versions · ${deploymentName}`}
        description="The version this deployment runs, and moving it to another version or channel."
      />
      {settings.isPending ? (
        <LoadingState label="Loading the current version…" rows={2} />
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          deploymentName={deploymentName}
          what="the deployment settings"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <CurrentVersion settings={settings.data} />
      )}
      {versions.isPending ? (
        <LoadingState label="Loading versions…" />
      ) : versions.isError ? (
        <ErrorState
          error={versions.error}
          deploymentName={deploymentName}
          what="the versions"
          onRetry={() => void versions.refetch()}
        />
      ) : versions.data.items.length === 0 ? (
        <EmptyState title="No versions listed." />
      ) : settings.data ? (
        <>
          <ChannelList versions={versions.data.items} onFollow={(channel) => update({ follow: channel, switch: null })} />
          <VersionForm versions={versions.data.items} currentChannel={settings.data.releaseChannel ?? null} onPick={openSwitch} />
          <section aria-labelledby="versions-heading">
            <h2 id="versions-heading">Available versions</h2>
            {versions.data.truncated ? (
              <p className="muted" role="status">
                Showing the first {versions.data.items.length} versions: the service lists more than the {MAX_VERSION_PAGES} pages
                the console reads.
              </p>
            ) : null}
            <VersionsTable versions={versions.data.items} onSwitch={openSwitch} />
          </section>
          <ChangeVersionDialog
            deploymentId={deploymentId}
            settings={settings.data}
            target={target}
            onClose={() => update({ switch: null, follow: null }, { replace: true })}
          />
        </>
      ) : null}
    </>
  );
}
