import { useLocation, useNavigate } from 'react-router';
import { useDeployment, useDeployments } from '@/api/deployments';
import { plainName } from '@/lib/names';
import { failure } from './crumb-name';

/** Switching keeps the sub-page: Branches of one deployment goes to Branches of the other. */
export function DeploymentSwitcher({ current }: { current: string }) {
  const list = useDeployments({ offset: 0, limit: 100 });
  // The layout's record names the current deployment when the list could not be read (or does not hold it).
  const record = useDeployment(current);
  const navigate = useNavigate();
  const location = useLocation();
  const items = list.data?.items ?? [];
  const known = items.some((deployment) => deployment.id === current);
  // Never an id dressed as a name: without either source the option says the name is not loaded.
  const currentName =
    items.find((deployment) => deployment.id === current)?.name ??
    record.data?.name ??
    `Deployment ${current}${record.isError ? failure(record.error) : list.isError ? failure(list.error) : ''}`;
  function choose(id: string) {
    const rest = location.pathname.split('/').slice(3);
    // Sub-pages below a workbook name ids that do not exist in another deployment; stop at the section.
    const section = rest[0] ?? '';
    void navigate(`/deployments/${encodeURIComponent(id)}${section ? `/${section}` : ''}`);
  }
  return (
    <label className="switcher">
      <span>Deployment</span>
      <select
        className="switcher-select"
        title={plainName(currentName)}
        value={current}
        onChange={(event) => choose(event.target.value)}
        disabled={list.isPending}
      >
        {known ? null : (
          <option value={current} title={plainName(currentName)}>
            {plainName(currentName, 60)}
          </option>
        )}
        {items.map((deployment) => (
          // An option holds only text: the name is cut to a bounded length (the select never grows with it) and
          // its full text is the option's tooltip.
          <option key={deployment.id} value={deployment.id} title={plainName(deployment.name)}>
            {plainName(deployment.name, 60)}
          </option>
        ))}
      </select>
    </label>
  );
}
