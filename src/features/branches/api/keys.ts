export interface BranchListParams {
  first: number;
  after: string | null;
}

/** Query keys for a deployment's data-model branches. */
export const branchKeys = {
  all: (deploymentId: string) => ['branches', deploymentId] as const,
  lists: (deploymentId: string) => [...branchKeys.all(deploymentId), 'list'] as const,
  list: (deploymentId: string, params: BranchListParams) => [...branchKeys.lists(deploymentId), params] as const,
};
