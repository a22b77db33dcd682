import { Link, useParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/states';

const sections = [
  { to: 'environments', label: 'Environments', text: 'Production, staging and development environments; metadata tokens.' },
  { to: 'branches', label: 'Branches', text: 'Branches and their staging environments.' },
  { to: 'versions', label: 'Versions', text: 'The version this deployment runs, and moving it.' },
  { to: 'workbooks', label: 'Workbooks', text: 'Workbooks and dashboards; clone and compare.' },
];

export default function DeploymentOverviewPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const settings = useDeploymentSettings(deploymentId);
  const name = deployment.data?.name ?? settings.data?.name ?? `Deployment ${deploymentId}`;
  const s = settings.data;
  return (
    <>
      <PageHeader
        title={name}
        documentTitle={name}
        description={
          <>
            Deployment <code>{deploymentId}</code>
          </>
        }
      />
      {settings.isPending ? (
        <LoadingState label="Loading settings…" />
      ) : settings.isError ? (
        <ErrorState error={settings.error} deploymentName={name} what="the settings" onRetry={() => void settings.refetch()} />
      ) : (
        <dl className="facts">
          <dt>URL</dt>
          <dd>{s?.deploymentUrl ?? deployment.data?.deploymentUrl ?? '—'}</dd>
          <dt>Region</dt>
          <dd>{s?.region ?? '—'}</dd>
          <dt>Cloud provider</dt>
          <dd>{s?.cloudProvider ?? '—'}</dd>
          <dt>Template</dt>
          <dd>{s?.template ?? '—'}</dd>
          <dt>Release channel</dt>
          <dd>{s?.releaseChannel ?? '—'}</dd>
          <dt>Version</dt>
          <dd>
            {s?.releaseChannelVersion ?? '—'} {s?.releaseChannelVersionHold ? <Badge tone="warning">Held</Badge> : null}
          </dd>
          <dt>Deploy branch</dt>
          <dd>{s?.deployBranchName ?? '—'}</dd>
        </dl>
      )}
      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading">Manage</h2>
        <ul className="cards">
          {sections.map((section) => (
            <li key={section.to} className="card">
              <Link to={section.to}>{section.label}</Link>
              <p className="muted">{section.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
