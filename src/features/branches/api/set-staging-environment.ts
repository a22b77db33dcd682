import { request } from '@/api/http';
import { branchResponseSchema } from '@/api/schemas';

export interface SetStagingInput {
  deploymentId: string;
  branchName: string;
  enabled: boolean;
}

/**
 * Enables or disables a branch's staging environment. Called only through `useStagingToggles`, which sends
 * one request per branch at a time; a plain useMutation would let fast clicks race.
 */
export function setStagingEnvironment({ deploymentId, branchName, enabled }: SetStagingInput) {
  return request({
    operation: 'Set staging environment',
    method: 'PUT',
    path: `/build/api/v1/deployments/${encodeURIComponent(deploymentId)}/branches/staging-environment`,
    body: { enabled, branchName },
    schema: branchResponseSchema,
  });
}
