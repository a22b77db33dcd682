import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { promotionSummarySchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

/** Where the workbook came from, when a promotion made it (`promotion: null` otherwise). */
function getPromotion(deploymentId: string, workbookId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get promotion',
    path: workbookPath(deploymentId, workbookId, '/promotion'),
    schema: promotionSummarySchema,
    signal,
  });
}

const promotionSummaryQuery = (deploymentId: string, workbookId: string) =>
  queryOptions({
    queryKey: workbookKeys.promotionSummary(deploymentId, workbookId),
    queryFn: ({ signal }) => getPromotion(deploymentId, workbookId, signal),
  });

export function usePromotionSummary(deploymentId: string, workbookId: string) {
  return useQuery(promotionSummaryQuery(deploymentId, workbookId));
}
