import { Fragment } from 'react';
import type { DeploymentVersion } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NameText } from '@/components/ui/name-text';
import type { VersionGroup } from '../lib/version-groups';

export interface VersionsTableProps {
  groups: VersionGroup[];
  onSwitch: (item: DeploymentVersion) => void;
  /** Set when the service refused this key a version change: the buttons are off, described by this note. */
  refusalNoteId: string | null;
}

const COLUMNS = 5;

/**
 * One table, one row group per channel (newest first inside each), current and latest marked. On a phone each version
 * is a card under its channel's heading, its Switch button in sight (`table-cards`).
 */
export function VersionsTable({ groups, onSwitch, refusalNoteId }: VersionsTableProps) {
  return (
    <table className="table table-cards versions-table">
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
      {groups.map((group) => (
        <Fragment key={group.channel}>
          <tbody>
            <tr className="version-group">
              <th scope="colgroup" colSpan={COLUMNS}>
                The {group.channel} channel{' '}
                <span className="muted">
                  · {group.items.length === 1 ? '1 version' : `${group.items.length} versions`}, newest first
                </span>
              </th>
            </tr>
            {group.items.map((item) => (
              // The row takes focus when a dialog its button opened closes without it (the version became current).
              <tr
                key={`${item.releaseChannel}/${item.releaseChannelVersion}`}
                aria-current={item.isCurrent || undefined}
                tabIndex={-1}
                data-focus-fallback
              >
                <th scope="row">
                  <NameText value={item.version} />
                </th>
                <td data-label="Channel">{item.releaseChannel}</td>
                <td data-label="Image-qualified version">
                  <code>{item.releaseChannelVersion}</code>
                </td>
                <td className="version-badges" data-label="Status">
                  {item.isCurrent ? <Badge tone="success">Current</Badge> : null}
                  {item.isLatestInChannel ? <Badge tone="accent">Latest in channel</Badge> : null}
                </td>
                <td>
                  {item.isCurrent ? null : (
                    <Button
                      size="sm"
                      onClick={() => onSwitch(item)}
                      disabled={refusalNoteId !== null}
                      aria-describedby={refusalNoteId ?? undefined}
                    >
                      Switch to {item.version}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Fragment>
      ))}
    </table>
  );
}
