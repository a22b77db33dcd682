/** Query keys for a deployment's versions list. Settings use `deploymentKeys.settings` from the foundation. */
export const versionKeys = {
  all: (deploymentId: string) => ['versions', deploymentId] as const,
  list: (deploymentId: string) => [...versionKeys.all(deploymentId), 'list'] as const,
};
