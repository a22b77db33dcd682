import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { dashboardEmbeddingSchema } from '@/api/schemas';
import { workbookKeys } from './keys';

/** Switches a published dashboard's signed embedding on or off (admin only); addressed by its publicId. */
function updateDashboardEmbedding(publicId: string, allowEmbed: boolean) {
  return request({
    operation: 'Switch dashboard embedding',
    method: 'PATCH',
    path: `/api/v1/embed/dashboard/${encodeURIComponent(publicId)}`,
    body: { allowEmbed },
    schema: dashboardEmbeddingSchema,
  });
}

export function useUpdateDashboardEmbedding(deploymentId: string, workbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publicId, allowEmbed }: { publicId: string; allowEmbed: boolean }) =>
      updateDashboardEmbedding(publicId, allowEmbed),
    // The workbook (its dashboard's allowEmbed) and its embed access both show the switch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbookKeys.detail(deploymentId, String(workbookId)) }),
  });
}
