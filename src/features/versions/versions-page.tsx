import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useVersions } from './api/list-versions';
import { ChangeVersionDialog } from './components/change-version-dialog';
import { ChannelList } from './components/channel-list';
import { CurrentVersion } from './components/current-version';
import { VersionForm } from './components/version-form';
import type { VersionTarget } from './components/version-target';
import { VersionsTable } from './components/versions-table';
import './versions.css';

export default function VersionsPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const settings = useDeploymentSettings(deploymentId);
  const versions = useVersions(deploymentId);
  const [target, setTarget] = useState<VersionTarget | null>(null);
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
        <ErrorState error={settings.error} deploymentName={deploymentName} what="the deployment settings" onRetry={() => void settings.refetch()} />
      ) : (
        <CurrentVersion settings={settings.data} />
      )}
      {versions.isPending ? (
        <LoadingState label="Loading versions…" />
      ) : versions.isError ? (
        <ErrorState error={versions.error} deploymentName={deploymentName} what="the versions" onRetry={() => void versions.refetch()} />
      ) : versions.data.items.length === 0 ? (
        <EmptyState title="No versions listed." />
      ) : settings.data ? (
        <>
          <ChannelList versions={versions.data.items} onFollow={(channel, head) => setTarget({ kind: 'channel', channel, head })} />
          <VersionForm
            versions={versions.data.items}
            currentChannel={settings.data.releaseChannel ?? null}
            onPick={(item) => setTarget({ kind: 'version', item })}
          />
          <section aria-labelledby="versions-heading">
            <h2 id="versions-heading">Available versions</h2>
            <VersionsTable versions={versions.data.items} onSwitch={(item) => setTarget({ kind: 'version', item })} />
          </section>
          <ChangeVersionDialog deploymentId={deploymentId} settings={settings.data} target={target} onClose={() => setTarget(null)} />
        </>
      ) : null}
    </>
  );
}
