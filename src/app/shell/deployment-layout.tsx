import { useState } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { ApiError } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/ui/states';
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
 *
 * Once the page has been shown, it stays mounted while the record is asked for again (Retry, or a navigation's
 * loader): a record without data goes back to pending on every new try, and unmounting the page then would throw
 * away its own results and, on mounting again, ask for them all once more, on every try.
 */
export function DeploymentLayout() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const blocked = deployment.isError && blocksPages(deployment.error);
  const settled = deployment.isSuccess || (deployment.isError && !blocked);
  // Which deployment's page has been shown (state adjusted during render, as React advises, so no frame is lost).
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (settled && shownFor !== deploymentId) setShownFor(deploymentId);
  if (blocked && shownFor !== null) setShownFor(null);
  const showPage = settled || (!blocked && shownFor === deploymentId);

  let recordState = null;
  if (deployment.isPending) {
    const retryingAfter = deployment.failureCount > 0 ? deployment.failureReason : undefined;
    recordState = <LoadingState label="Loading deployment…" rows={showPage ? 1 : undefined} retryingAfter={retryingAfter} />;
  } else if (deployment.isError) {
    recordState = (
      <ErrorState
        error={deployment.error}
        what="the deployment"
        // Beside the page's own data (which may have loaded, or failed for reasons of its own), say it is the record.
        failed={blocked ? undefined : 'The deployment’s details could not be loaded'}
        // A refusal or a missing deployment stands in for every page under it, heading and all.
        asPage={blocked}
        deploymentName={deploymentId}
        onRetry={() => void deployment.refetch()}
      />
    );
  }

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
      {recordState}
      {showPage ? <Outlet /> : null}
    </div>
  );
}
