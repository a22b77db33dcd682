import type { DeploymentVersion } from '@/api/schemas';
import { Button } from '@/components/ui/button';

export interface ChannelListProps {
  versions: DeploymentVersion[];
  onFollow: (channel: string) => void;
}

/** One entry per channel on the list, with its head and "Follow latest <channel>". */
export function ChannelList({ versions, onFollow }: ChannelListProps) {
  const channels = [...new Set(versions.map((v) => v.releaseChannel))];
  if (channels.length === 0) return null;
  return (
    <section aria-labelledby="channels-heading" className="channels">
      <h2 id="channels-heading">Channels</h2>
      <ul className="channel-list">
        {channels.map((channel) => {
          const head = versions.find((v) => v.releaseChannel === channel && v.isLatestInChannel) ?? null;
          return (
            <li key={channel}>
              <span>
                <strong>{channel}</strong> <span className="muted">latest {head ? head.version : 'unknown'}</span>
              </span>
              <Button size="sm" onClick={() => onFollow(channel)}>
                Follow latest {channel}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
