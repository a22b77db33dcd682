import type { DeploymentVersion } from '@/api/schemas';
import { compareVersions } from '../../../../shared/compare-versions';

export interface VersionGroup {
  channel: string;
  /** The channel's newest version as the service marks it (`isLatestInChannel`), when listed. */
  head: DeploymentVersion | null;
  /** Newest first by version number, whatever order the service sent. */
  items: DeploymentVersion[];
}

/**
 * The versions list by channel: the channel the deployment runs first, then the others by name; inside each, newest
 * first by version number (1.10.0 above 1.9.0), not by the order the service happened to send.
 */
export function groupVersions(versions: readonly DeploymentVersion[], currentChannel: string | null): VersionGroup[] {
  const byChannel = new Map<string, DeploymentVersion[]>();
  for (const item of versions) {
    const list = byChannel.get(item.releaseChannel);
    if (list) list.push(item);
    else byChannel.set(item.releaseChannel, [item]);
  }
  const running = currentChannel ?? versions.find((v) => v.isCurrent)?.releaseChannel ?? null;
  return [...byChannel.keys()]
    .sort((a, b) => Number(b === running) - Number(a === running) || a.localeCompare(b))
    .map((channel) => {
      const items = [...(byChannel.get(channel) ?? [])].sort((a, b) => compareVersions(b.version, a.version));
      return { channel, head: items.find((v) => v.isLatestInChannel) ?? null, items };
    });
}
