import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/http';
import { permissionRefusal, rememberRefusal } from '@/api/permissions';
import { metaSyncTokenResponseSchema } from '@/api/schemas';

interface CreateMetaTokenInput {
  deploymentId: string;
  environmentId: string;
  securityContext: Record<string, unknown>;
  /** Seconds, 1..3600: the range the published API accepts (see parse-lifetime.ts). */
  expiresIn: number;
}

function createMetaToken({ deploymentId, environmentId, securityContext, expiresIn }: CreateMetaTokenInput) {
  return request({
    operation: 'Create metadata token',
    method: 'POST',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/environments/${encodeURIComponent(environmentId)}/tokens-for-meta-sync`,
    body: { security_context: securityContext, expires_in: expiresIn },
    schema: metaSyncTokenResponseSchema,
  });
}

/**
 * A mutation, never a query: the token is a secret shown once. `gcTime: 0` drops it from the mutation cache
 * as soon as the dialog resets the mutation or unmounts.
 */
export function useCreateMetaToken() {
  return useMutation({
    mutationFn: createMetaToken,
    gcTime: 0,
    // A 403 is the key's, for this deployment: the page then shows token creation off, with the reason.
    onError: (error, input) => {
      const refusal = permissionRefusal(error);
      if (refusal) rememberRefusal(input.deploymentId, 'meta-token', refusal);
    },
  });
}
