import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { promotionSchema, type PromotionPreview } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

export interface ApplyPromotionInput {
  preview: PromotionPreview;
  folderId: number | null;
  override: boolean;
  /** One per confirmed preview: a retried or repeated click sends the same key, and the service promotes once. */
  idempotencyKey: string;
}

function applyPromotion(deploymentId: string, workbookId: string, input: ApplyPromotionInput) {
  const { preview } = input;
  return request({
    operation: 'Promote workbook',
    method: 'POST',
    path: workbookPath(deploymentId, workbookId, '/promotions'),
    body: {
      targetDeploymentId: preview.targetDeploymentId,
      ...(input.folderId !== null ? { targetFolderId: input.folderId } : {}),
      expectedSourceHash: preview.sourceHash,
      expectedDestinationHash: preview.destinationHash ?? null,
      idempotencyKey: input.idempotencyKey,
      ...(input.override ? { override: true } : {}),
    },
    schema: promotionSchema,
  });
}

export function useApplyPromotion(deploymentId: string, workbookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyPromotionInput) => applyPromotion(deploymentId, workbookId, input),
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workbookKeys.promotionFacts(deploymentId, workbookId) }),
        queryClient.invalidateQueries({ queryKey: workbookKeys.deployment(String(input.preview.targetDeploymentId)) }),
      ]),
  });
}
