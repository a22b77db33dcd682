import type { EnvironmentType } from '@/api/schemas';

export interface EnvironmentListParams {
  type: EnvironmentType | null;
  offset: number;
  limit: number;
}

/** Query keys for a deployment's environments; the branches page invalidates `lists` after a staging toggle. */
export const environmentKeys = {
  all: (deploymentId: string) => ['environments', deploymentId] as const,
  lists: (deploymentId: string) => [...environmentKeys.all(deploymentId), 'list'] as const,
  list: (deploymentId: string, params: EnvironmentListParams) => [...environmentKeys.lists(deploymentId), params] as const,
};
