import { Link, useParams } from 'react-router';
import { useDeployment, useDeploymentSettings } from '@/api/deployments';
import { PageHeader } from '@/components/ui/page-header';
import { NameText } from '@/components/ui/name-text';
import { QueryState } from '@/components/ui/query-state';
import { titleName } from '@/lib/names';
import { SettingsGroupsView } from './components/settings-groups-view';
import { groupSettings } from './lib/settings-groups';

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
  return (
    <>
      <PageHeader
        title={<NameText value={name} />}
        documentTitle={titleName(name)}
        description={
          <>
            Deployment{' '}
            <code>
              <NameText value={deploymentId} />
            </code>
          </>
        }
      />
      <QueryState query={settings} what="the settings" pendingLabel="Loading settings…" deploymentName={name}>
        {(data) => <SettingsGroupsView groups={groupSettings(data)} />}
      </QueryState>
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
