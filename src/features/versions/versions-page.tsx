import { useParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { useRefusal } from '@/api/permissions';
import type { DeploymentVersion } from '@/api/schemas';
import { useStringParam, useUpdateSearchParams } from '@/lib/url-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { MAX_VERSION_PAGES, useVersions } from './api/list-versions';
import { ChangeVersionDialog } from './components/change-version-dialog';
import { ChannelList } from './components/channel-list';
import { CurrentVersion } from './components/current-version';
import { VersionForm } from './components/version-form';
import type { VersionTarget } from './components/version-target';
import { VersionsTable } from './components/versions-table';
import { groupVersions } from './lib/version-groups';
import './versions.css';
import { titleName } from '@/lib/names';

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
  const refusal = useRefusal(deploymentId, 'version');
  const refusalNoteId = refusal ? 'version-refused' : null;
  const groups = groupVersions(versions.data?.items ?? [], settings.data?.releaseChannel ?? null);
  const newestOf = (channel: string) => groups.find((group) => group.channel === channel)?.head?.version ?? null;

  return (
    <>
      <PageHeader
        title="Versions"
        documentTitle={`Versions · ${titleName(deploymentName)}`}
        description="The version this deployment runs, and moving it to another version or channel."
      />
      <QueryState
        query={settings}
        what="the deployment settings"
        pendingLabel="Loading the current version…"
        pendingRows={2}
        deploymentName={deploymentName}
      >
        {(data) => (
          <>
            {refusal ? (
              <p id="version-refused" className="notice">
                Version changes are not available to this key on this deployment: {refusal}
              </p>
            ) : null}
            <CurrentVersion
              deploymentId={deploymentId}
              settings={data}
              refusalNoteId={refusalNoteId}
              newest={data.releaseChannel ? newestOf(data.releaseChannel) : null}
            />
          </>
        )}
      </QueryState>
      <QueryState
        query={versions}
        what="the versions"
        pendingLabel="Loading versions…"
        deploymentName={deploymentName}
        isEmpty={(data) => data.items.length === 0}
        empty="No versions listed."
      >
        {(data) =>
          settings.data ? (
            <>
              <ChannelList
                groups={groups}
                followed={
                  settings.data.releaseChannel && settings.data.releaseChannelVersionHold !== true
                    ? { channel: settings.data.releaseChannel, version: settings.data.releaseChannelVersion ?? null }
                    : null
                }
                onFollow={(channel) => update({ follow: channel, switch: null })}
                refusalNoteId={refusalNoteId}
              />
              <VersionForm
                versions={data.items}
                currentChannel={settings.data.releaseChannel ?? null}
                onPick={openSwitch}
                refusalNoteId={refusalNoteId}
              />
              <section aria-labelledby="versions-heading">
                <h2 id="versions-heading">Available versions</h2>
                {data.truncated ? (
                  <p className="muted" role="status">
                    Showing the first {data.items.length} versions: the service lists more than the {MAX_VERSION_PAGES} pages the
                    console reads.
                  </p>
                ) : null}
                <VersionsTable groups={groups} onSwitch={openSwitch} refusalNoteId={refusalNoteId} />
              </section>
              <ChangeVersionDialog
                deploymentId={deploymentId}
                settings={settings.data}
                target={target}
                newestOf={newestOf}
                onClose={() => update({ switch: null, follow: null }, { replace: true })}
              />
            </>
          ) : null
        }
      </QueryState>
    </>
  );
}
