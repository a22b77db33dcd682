import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { dashboardSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

/** Publishes the workbook's saved draft as the next version of its dashboard. */
function publishDashboard(deploymentId: string, workbookId: number) {
  return request({
    operation: 'Publish dashboard',
    method: 'POST',
    path: workbookPath(deploymentId, workbookId, '/publish'),
    body: { workbookId },
    schema: dashboardSchema,
  });
}

export function usePublishDashboard(deploymentId: string, workbookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishDashboard(deploymentId, workbookId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: workbookKeys.detail(deploymentId, String(workbookId)), exact: true }),
  });
}
