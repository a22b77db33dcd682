import { NavLink, Outlet, useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { ApiError } from '@/api/errors';
import { QueryState } from '@/components/ui/query-state';
import { ErrorState } from '@/components/ui/states';
import { DeploymentSwitcher } from './deployment-switcher';

const sections = [
  { to: '', label: 'Overview', end: true },
  { to: 'environments', label: 'Environments' },
  { to: 'branches', label: 'Branches' },
  { to: 'versions', label: 'Versions' },
  { to: 'workbooks', label: 'Workbooks' },
];

/** A refusal or a missing deployment stands for every page under it; anything else fails only the record. */
function blocksPages(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Everything under /deployments/:id: the deployment's own navigation, and one 403/404 state for all of it. A record
 * that failed otherwise (5xx, network, after the client's retries) says so with Retry, and the page still shows: it
 * reads its own data and needs the record only for a name.
 */
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
      {deployment.isError && !blocksPages(deployment.error) ? (
        <>
          <ErrorState error={deployment.error} what="the deployment record" onRetry={() => void deployment.refetch()} />
          <Outlet />
        </>
      ) : (
        <QueryState query={deployment} what="the deployment" pendingLabel="Loading deployment…" deploymentName={deploymentId}>
          {() => <Outlet />}
        </QueryState>
      )}
    </div>
  );
}
