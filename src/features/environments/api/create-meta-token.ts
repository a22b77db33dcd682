import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/http';
import { metaSyncTokenResponseSchema } from '@/api/schemas';

export interface CreateMetaTokenInput {
  deploymentId: string;
  environmentId: string;
  securityContext: Record<string, unknown>;
  /** Seconds, 1..3600: the range the published API accepts (see parse-lifetime.ts). */
  expiresIn: number;
}

export function createMetaToken({ deploymentId, environmentId, securityContext, expiresIn }: CreateMetaTokenInput) {
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
  return useMutation({ mutationFn: createMetaToken, gcTime: 0 });
}
