import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { VersionGroup } from '../lib/version-groups';

export interface ChannelListProps {
  groups: VersionGroup[];
  /** The channel the deployment follows now (not held), and the version it runs. */
  followed: { channel: string; version: string | null } | null;
  onFollow: (channel: string) => void;
  refusalNoteId: string | null;
}

/** Following this channel would change nothing: the deployment follows it, unheld, and runs its newest version. */
function followsAlready(group: VersionGroup, followed: ChannelListProps['followed']): boolean {
  if (!followed || followed.channel !== group.channel) return false;
  return group.head === null || group.head.version === followed.version;
}

/**
 * One entry per channel on the list: its newest version, and a button to follow it (or, for the channel the deployment
 * already follows at its newest version, a badge saying so). By name, so the buttons stay put when the deployment
 * moves to another channel.
 */
export function ChannelList({ groups, followed, onFollow, refusalNoteId }: ChannelListProps) {
  if (groups.length === 0) return null;
  const byName = [...groups].sort((a, b) => a.channel.localeCompare(b.channel));
  return (
    <section aria-labelledby="channels-heading" className="channels">
      <h2 id="channels-heading">Channels</h2>
      <ul className="channel-list">
        {byName.map((group) => (
          // The entry takes focus when the dialog its Follow button opened closes without it (now followed).
          <li key={group.channel} tabIndex={-1} data-focus-fallback>
            <span>
              The <strong>{group.channel}</strong> channel{' '}
              <span className="muted">{group.head ? `is at ${group.head.version}` : 'does not mark its newest version'}</span>
            </span>
            {followsAlready(group, followed) ? (
              <Badge tone="info">Followed now</Badge>
            ) : (
              <Button
                size="sm"
                onClick={() => onFollow(group.channel)}
                disabled={refusalNoteId !== null}
                aria-describedby={refusalNoteId ?? undefined}
              >
                Follow the {group.channel} channel
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
