import type { DeploymentVersion } from '@/api/schemas';

/** What a confirm dialog is about to do: move to one version, or follow a channel's latest. */
export type VersionTarget =
  { kind: 'version'; item: DeploymentVersion } | { kind: 'channel'; channel: string; head: DeploymentVersion | null };
