import { useQueryClient } from '@tanstack/react-query';
import { Link, useMatches } from 'react-router-dom';
import { deploymentKeys } from '@/api/deployments';
import type { Deployment } from '@/api/schemas/deployment';
import type { RouteHandle } from '../routes';

interface Crumb {
  label: string;
  to: string;
}

/** Crumbs come from the matched routes' handles; a deployment shows its name once it is known. */
export function Breadcrumbs() {
  const matches = useMatches();
  const queryClient = useQueryClient();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.crumb) crumbs.push({ label: handle.crumb(match.params), to: match.pathname });
    const deploymentId = match.params.deploymentId;
    if (deploymentId && match.pathname.replace(/\/$/, '').endsWith(`/deployments/${deploymentId}`) && !crumbs.some((c) => c.to === match.pathname)) {
      const deployment = queryClient.getQueryData<Deployment>(deploymentKeys.detail(deploymentId));
      crumbs.push({ label: deployment?.name ?? `Deployment ${deploymentId}`, to: match.pathname });
    }
  }
  const unique = crumbs.filter((crumb, index) => crumbs.findIndex((c) => c.to === crumb.to) === index);
  if (unique.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {unique.map((crumb, index) => (
          <li key={crumb.to}>
            {index === unique.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
