import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { permissionRefusal, rememberRefusal, useRefusal, type GuardedAction } from '@/api/permissions';
import { workbookSchema, type Workbook } from '@/api/schemas';
import { workbookKeys } from './keys';

export const cloneResponseSchema = z.union([
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

function cloneWorkbook(deploymentId: string, input: CloneWorkbookInput): Promise<Workbook> {
  return request({
    operation: 'Clone workbook',
    method: 'POST',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks/${input.workbookId}/duplicate`,
    body: input.shared ? { shared: true } : {},
    schema: cloneResponseSchema,
  });
}

/**
 * What a clone refusal is about: a shared-workspace clone (creator mode), one workbook the key cannot read, or the
 * key's role (every other 403: the spec does not say how the role refusal reads, so it is taken as key-wide).
 */
function refusedAction(input: CloneWorkbookInput, reason: string): GuardedAction {
  if (input.shared) return 'clone-shared';
  return /read access/i.test(reason) ? `clone:${input.workbookId}` : 'clone';
}

/** Why this key cannot clone this workbook, once the service has said so this session; null while it may. */
export function useCloneRefusal(deploymentId: string, workbookId: number, shared: boolean): string | null {
  const keyWide = useRefusal(deploymentId, shared ? 'clone-shared' : 'clone');
  const thisOne = useRefusal(deploymentId, `clone:${workbookId}`);
  return keyWide ?? (shared ? null : thisOne);
}

/** A clone adds one workbook to the caller's own workspace; only those lists change. A 403 is remembered. */
export function useCloneWorkbook(deploymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloneWorkbookInput) => cloneWorkbook(deploymentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbookKeys.workspaceLists(deploymentId) }),
    onError: (error, input) => {
      const reason = permissionRefusal(error);
      if (reason) rememberRefusal(deploymentId, refusedAction(input, reason), reason);
    },
  });
}
