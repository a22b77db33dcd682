import { useLocation, useNavigate } from 'react-router';
import { useDeployments } from '@/api/deployments';

/** Switching keeps the sub-page: Branches of one deployment goes to Branches of the other. */
export function DeploymentSwitcher({ current }: { current: string }) {
  const list = useDeployments({ offset: 0, limit: 100 });
  const navigate = useNavigate();
  const location = useLocation();
  const items = list.data?.items ?? [];
  const known = items.some((deployment) => deployment.id === current);
  function choose(id: string) {
    const rest = location.pathname.split('/').slice(3);
    // Sub-pages below a workbook name ids that do not exist in another deployment; stop at the section.
    const section = rest[0] ?? '';
    void navigate(`/deployments/${encodeURIComponent(id)}${section ? `/${section}` : ''}`);
  }
  return (
    <label className="switcher">
      <span>Deployment</span>
      <select value={current} onChange={(event) => choose(event.target.value)} disabled={list.isPending}>
        {known ? null : <option value={current}>Deployment {current}</option>}
        {items.map((deployment) => (
          <option key={deployment.id} value={deployment.id}>
            {deployment.name}
          </option>
        ))}
      </select>
    </label>
  );
}
