import { NavLink, Outlet, useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { DeploymentSwitcher } from './deployment-switcher';

const sections = [
  { to: '', label: 'Overview', end: true },
  { to: 'environments', label: 'Environments' },
  { to: 'branches', label: 'Branches' },
  { to: 'versions', label: 'Versions' },
  { to: 'workbooks', label: 'Workbooks' },
];

/** Everything under /deployments/:id: the deployment's own navigation, and one 403/404 state for all of it. */
export function DeploymentLayout() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  return (
    <div className="deployment-layout">
      <div className="subnav-bar">
        <DeploymentSwitcher current={deploymentId} />
        <nav aria-label="Deployment" className="subnav">
          {sections.map((section) => (
            <NavLink key={section.label} to={section.to} end={section.end}>
              {section.label}
            </NavLink>
          ))}
        </nav>
      </div>
      {deployment.isPending ? (
        <LoadingState label="Loading deployment…" />
      ) : deployment.isError ? (
        <ErrorState
          error={deployment.error}
          deploymentName={deploymentId}
          what="the deployment"
          onRetry={() => void deployment.refetch()}
        />
      ) : (
        <Outlet />
      )}
    </div>
  );
}
