import { useQuery } from '@tanstack/react-query';
import { Link, useMatches } from 'react-router';
import { deploymentQuery } from '@/api/deployments/get-deployment';
import type { RouteHandle } from '../routes';
import { NameText } from '@/components/ui/name-text';

interface Crumb {
  label: string;
  to: string;
  deploymentId?: string;
}

/**
 * A deployment's crumb shows its name once known. It shares the layout's query and so its retry policy: an override
 * here would win for every observer of the key, and one 503 would blank the page.
 */
function DeploymentCrumb({ deploymentId }: { deploymentId: string }) {
  const deployment = useQuery(deploymentQuery(deploymentId));
  return <NameText value={deployment.data?.name ?? `Deployment ${deploymentId}`} />;
}

/** Crumbs come from the matched routes' handles, plus one for the deployment in view. */
export function Breadcrumbs() {
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.crumb) crumbs.push({ label: handle.crumb(match.params), to: match.pathname });
    const deploymentId = match.params.deploymentId;
    if (deploymentId && match.pathname.replace(/\/$/, '').endsWith(`/deployments/${deploymentId}`)) {
      crumbs.push({ label: '', to: match.pathname.replace(/\/$/, ''), deploymentId });
    }
  }
  const unique = crumbs.filter(
    (crumb, index) => crumbs.findIndex((c) => c.to.replace(/\/$/, '') === crumb.to.replace(/\/$/, '')) === index,
  );
  if (unique.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {unique.map((crumb, index) => {
          const label = crumb.deploymentId ? (
            <DeploymentCrumb deploymentId={crumb.deploymentId} />
          ) : (
            <NameText value={crumb.label} />
          );
          return (
            <li key={crumb.to}>
              {index === unique.length - 1 ? <span aria-current="page">{label}</span> : <Link to={crumb.to}>{label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
