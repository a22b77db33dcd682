import type { DeploymentVersion } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NameText } from '@/components/ui/name-text';

export interface VersionsTableProps {
  versions: DeploymentVersion[];
  onSwitch: (item: DeploymentVersion) => void;
}

export function VersionsTable({ versions, onSwitch }: VersionsTableProps) {
  return (
    <table className="table versions-table">
      <caption className="visually-hidden">Available versions</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Channel</th>
          <th scope="col">Image-qualified version</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {versions.map((item) => (
          <tr key={`${item.releaseChannel}/${item.releaseChannelVersion}`} aria-current={item.isCurrent || undefined}>
            <th scope="row">
              <NameText value={item.version} />
            </th>
            <td>{item.releaseChannel}</td>
            <td>
              <code>{item.releaseChannelVersion}</code>
            </td>
            <td className="version-badges">
              {item.isCurrent ? <Badge tone="success">Current</Badge> : null}
              {item.isLatestInChannel ? <Badge tone="accent">Latest in channel</Badge> : null}
            </td>
            <td>
              {item.isCurrent ? null : (
                <Button size="sm" onClick={() => onSwitch(item)}>
                  Switch to {item.version}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
