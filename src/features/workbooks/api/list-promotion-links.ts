import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { promotionLinksListSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

/** Where the workbook has been promoted to (one link per target deployment). */
function listPromotionLinks(deploymentId: string, workbookId: string, signal?: AbortSignal) {
  return request({
    operation: 'List promotion links',
    path: workbookPath(deploymentId, workbookId, '/promotion-links'),
    query: { first: 50 },
    schema: promotionLinksListSchema,
    signal,
  });
}

const promotionLinksQuery = (deploymentId: string, workbookId: string) =>
  queryOptions({
    queryKey: workbookKeys.promotionLinks(deploymentId, workbookId),
    queryFn: ({ signal }) => listPromotionLinks(deploymentId, workbookId, signal),
  });

export function usePromotionLinks(deploymentId: string, workbookId: string) {
  return useQuery(promotionLinksQuery(deploymentId, workbookId));
}
