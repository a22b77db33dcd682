import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { workbookDashboardSchema, type DashboardConfig, type Workbook } from '@/api/schemas';
import { getWorkbook } from './get-workbook';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

/** Someone saved the draft after it was loaded; what is there now is kept here, and nothing was written. */
export class DraftConflictError extends Error {
  constructor(readonly current: Workbook) {
    super('Someone else saved this draft after you opened the editor. Your layout was not saved.');
    this.name = 'DraftConflictError';
  }
}

/** Key order does not matter to the draft, so it does not decide a conflict either. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function updateWorkbookDashboard(deploymentId: string, workbookId: string, draft: DashboardConfig | null) {
  return request({
    operation: 'Save dashboard draft',
    method: 'PUT',
    path: workbookPath(deploymentId, workbookId, '/dashboard'),
    body: { dashboardDraft: draft },
    schema: workbookDashboardSchema,
  });
}

export interface SaveDraftInput {
  /** The draft as it was when the editor opened. */
  loaded: DashboardConfig | null;
  draft: DashboardConfig;
}

/**
 * Saves the edited draft, but only over the draft that was loaded: the API has no version check of its own, so the
 * workbook is read again first and a different draft there is a `DraftConflictError`, never overwritten.
 */
async function saveDraft(deploymentId: string, workbookId: string, input: SaveDraftInput) {
  const now = await getWorkbook(deploymentId, workbookId);
  if (canonical(now.dashboardDraft ?? null) !== canonical(input.loaded ?? null)) throw new DraftConflictError(now);
  return updateWorkbookDashboard(deploymentId, workbookId, input.draft);
}

export function useSaveDraft(deploymentId: string, workbookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDraftInput) => saveDraft(deploymentId, workbookId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workbookKeys.detail(deploymentId, workbookId), exact: true }),
  });
}
