import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { promotionsListSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

const SHOWN = 20;

/** The workbook's latest promotions to other deployments, newest first. */
function listPromotions(deploymentId: string, workbookId: string, signal?: AbortSignal) {
  return request({
    operation: 'List promotions',
    path: workbookPath(deploymentId, workbookId, '/promotions'),
    query: { first: SHOWN },
    schema: promotionsListSchema,
    signal,
  });
}

const promotionsQuery = (deploymentId: string, workbookId: string) =>
  queryOptions({
    queryKey: workbookKeys.promotions(deploymentId, workbookId),
    queryFn: ({ signal }) => listPromotions(deploymentId, workbookId, signal),
  });

export function usePromotions(deploymentId: string, workbookId: string) {
  return useQuery(promotionsQuery(deploymentId, workbookId));
}
