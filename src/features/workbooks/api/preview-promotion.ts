import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { promotionPreviewSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

export interface PromotionTarget {
  deploymentId: number;
  folderId: number | null;
}

/** What promoting would do. A POST that changes nothing, so it is read like a query (and read again when asked). */
function previewPromotion(deploymentId: string, workbookId: string, target: PromotionTarget, signal?: AbortSignal) {
  return request({
    operation: 'Preview promotion',
    method: 'POST',
    path: workbookPath(deploymentId, workbookId, '/promotion-previews'),
    body: { targetDeploymentId: target.deploymentId, ...(target.folderId !== null ? { targetFolderId: target.folderId } : {}) },
    schema: promotionPreviewSchema,
    signal,
  });
}

const promotionPreviewQuery = (deploymentId: string, workbookId: string, target: PromotionTarget) =>
  queryOptions({
    queryKey: workbookKeys.promotionPreview(deploymentId, workbookId, target),
    queryFn: ({ signal }) => previewPromotion(deploymentId, workbookId, target, signal),
    // A preview is only good while nothing changed: never served from cache, never retried behind the admin's back.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function usePromotionPreview(deploymentId: string, workbookId: string, target: PromotionTarget | null) {
  return useQuery({
    ...promotionPreviewQuery(deploymentId, workbookId, target ?? { deploymentId: 0, folderId: null }),
    enabled: target !== null,
  });
}
