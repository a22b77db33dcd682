import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { embedAccessSchema, type EmbedAction } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

export interface TenantAccessInput {
  embedTenantName: string;
  action: EmbedAction;
}

/** Grants (`read`) or revokes (`none`) one embed tenant's access to the workbook's dashboard. */
function updateEmbedAccess(deploymentId: string, workbookId: string, input: TenantAccessInput) {
  return request({
    operation: 'Change embed access',
    method: 'PUT',
    path: workbookPath(deploymentId, workbookId, '/embed-access'),
    body: input,
    schema: embedAccessSchema,
  });
}

export function useUpdateEmbedAccess(deploymentId: string, workbookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantAccessInput) => updateEmbedAccess(deploymentId, workbookId, input),
    onSuccess: (access) => queryClient.setQueryData(workbookKeys.embedAccess(deploymentId, workbookId), access),
  });
}
