import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { workbookSchema, type Workbook } from '@/api/schemas';
import { workbookKeys } from './keys';

const cloneResponseSchema = z.union([
  z.pipe(
    z.looseObject({ data: workbookSchema }),
    z.transform((value) => value.data),
  ),
  workbookSchema,
]);

export interface CloneWorkbookInput {
  workbookId: number;
  /** Resolve the id against the shared workspace (creator-mode embed sessions only). */
  shared: boolean;
}

export function cloneWorkbook(deploymentId: string, input: CloneWorkbookInput): Promise<Workbook> {
  return request({
    operation: 'Clone workbook',
    method: 'POST',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks/${input.workbookId}/duplicate`,
    body: input.shared ? { shared: true } : {},
    schema: cloneResponseSchema,
  });
}

/** A clone adds one workbook to the caller's own workspace; only those lists change. */
export function useCloneWorkbook(deploymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloneWorkbookInput) => cloneWorkbook(deploymentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbookKeys.workspaceLists(deploymentId) }),
  });
}
