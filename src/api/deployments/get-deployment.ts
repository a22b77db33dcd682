import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http';
import { deploymentSchema } from '../schemas';
import { deploymentKeys } from './keys';

/** Some builds wrap the record in `{ data }`; both are read. */
const deploymentResponseSchema = z.union([
  z.looseObject({ data: deploymentSchema }).transform((value) => value.data),
  deploymentSchema,
]);

export function getDeployment(deploymentId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get deployment',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}`,
    schema: deploymentResponseSchema,
    signal,
  });
}

export const deploymentQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.detail(deploymentId),
    queryFn: ({ signal }) => getDeployment(deploymentId, signal),
  });

export function useDeployment(deploymentId: string) {
  return useQuery(deploymentQuery(deploymentId));
}
