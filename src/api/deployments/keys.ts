/** Query keys for deployments; shared by every page scoped to a deployment. */
export const deploymentKeys = {
  all: ['deployments'] as const,
  lists: () => [...deploymentKeys.all, 'list'] as const,
  list: (page: { offset: number; limit: number }) => [...deploymentKeys.lists(), page] as const,
  detail: (deploymentId: string) => [...deploymentKeys.all, 'detail', deploymentId] as const,
  settings: (deploymentId: string) => [...deploymentKeys.all, 'settings', deploymentId] as const,
};
