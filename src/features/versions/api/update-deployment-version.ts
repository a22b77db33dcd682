import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deploymentKeys } from '@/api/deployments';
import { request } from '@/api/http';
import { deploymentSettingsResponseSchema } from '@/api/schemas';
import { versionKeys } from './keys';

/** Either a version (with its channel when it is another channel's), or only a channel to follow its latest. */
export type VersionChange = { releaseChannelVersion: string; releaseChannel?: string } | { releaseChannel: string };

export function updateDeploymentVersion(deploymentId: string, change: VersionChange) {
  return request({
    operation: 'Update deployment',
    method: 'PUT',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}`,
    // A partial merge on the server: only the fields sent change.
    body: change,
    schema: deploymentSettingsResponseSchema,
  });
}

export function useUpdateDeploymentVersion(deploymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VersionChange) => updateDeploymentVersion(deploymentId, change),
    onSuccess: async (settings) => {
      queryClient.setQueryData(deploymentKeys.settings(deploymentId), settings);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deploymentKeys.settings(deploymentId) }),
        queryClient.invalidateQueries({ queryKey: versionKeys.all(deploymentId) }),
      ]);
    },
  });
}
