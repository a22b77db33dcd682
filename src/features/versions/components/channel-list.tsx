import { Button } from '@/components/ui/button';
import type { VersionGroup } from '../lib/version-groups';

export interface ChannelListProps {
  groups: VersionGroup[];
  onFollow: (channel: string) => void;
  refusalNoteId: string | null;
}

/** One entry per channel on the list: its newest version, and a button to follow it. */
export function ChannelList({ groups, onFollow, refusalNoteId }: ChannelListProps) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="channels-heading" className="channels">
      <h2 id="channels-heading">Channels</h2>
      <ul className="channel-list">
        {groups.map(({ channel, head }) => (
          <li key={channel}>
            <span>
              The <strong>{channel}</strong> channel{' '}
              <span className="muted">{head ? `is at ${head.version}` : 'does not mark its newest version'}</span>
            </span>
            <Button
              size="sm"
              onClick={() => onFollow(channel)}
              disabled={refusalNoteId !== null}
              aria-describedby={refusalNoteId ?? undefined}
            >
              Follow the {channel} channel
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
