import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deploymentKeys } from '@/api/deployments';
import { request } from '@/api/http';
import { permissionRefusal, rememberRefusal } from '@/api/permissions';
import { deploymentSettingsResponseSchema } from '@/api/schemas';
import { versionKeys } from './keys';

/**
 * A version (with its channel when it is another channel's), only a channel to follow its latest, or only the hold.
 * The hold is always sent with a version or channel: left out, the service picks one itself, and the confirm could
 * not say what happens to it.
 */
export type VersionChange =
  | { releaseChannelVersion: string; releaseChannel?: string; releaseChannelVersionHold: boolean }
  | { releaseChannel: string; releaseChannelVersionHold: boolean }
  | { releaseChannelVersionHold: boolean };

function updateDeploymentVersion(deploymentId: string, change: VersionChange) {
  return request({
    operation: 'Update deployment',
    method: 'PUT',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}`,
    // A partial merge on the server: only the fields sent change.
    body: change,
    schema: deploymentSettingsResponseSchema,
  });
}

/** Moves the deployment (version, channel or hold); a 403 is remembered so the page offers no change it will refuse. */
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
    onError: (error) => {
      const refusal = permissionRefusal(error);
      if (refusal) rememberRefusal(deploymentId, 'version', refusal);
    },
  });
}
