import type { SharedListParams, WorkbookListParams } from './list-params';

/** One key factory for the workbooks area. Keys never carry the API key; they are plain data. */
export const workbookKeys = {
  all: ['workbooks'] as const,
  deployment: (deploymentId: string) => [...workbookKeys.all, deploymentId] as const,
  /** The caller's own workspace lists: what a clone changes. */
  workspaceLists: (deploymentId: string) => [...workbookKeys.deployment(deploymentId), 'workspace'] as const,
  workspaceList: (deploymentId: string, params: WorkbookListParams) =>
    [...workbookKeys.workspaceLists(deploymentId), params] as const,
  sharedLists: (deploymentId: string) => [...workbookKeys.deployment(deploymentId), 'shared'] as const,
  sharedList: (deploymentId: string, params: SharedListParams) => [...workbookKeys.sharedLists(deploymentId), params] as const,
  folders: (deploymentId: string, parentId: number | null) =>
    [...workbookKeys.deployment(deploymentId), 'folders', parentId] as const,
  /** Every page of one folder's sub-folders, loaded with "More folders". */
  folderPages: (deploymentId: string, parentId: number | null) =>
    [...workbookKeys.deployment(deploymentId), 'folder-pages', parentId] as const,
  ancestors: (deploymentId: string, folderId: number) =>
    [...workbookKeys.deployment(deploymentId), 'ancestors', folderId] as const,
  detail: (deploymentId: string, workbookId: string) => [...workbookKeys.deployment(deploymentId), 'detail', workbookId] as const,
  reports: (deploymentId: string, workbookId: number) =>
    [...workbookKeys.deployment(deploymentId), 'reports', workbookId] as const,
  embedAccess: (deploymentId: string, workbookId: string) =>
    [...workbookKeys.detail(deploymentId, workbookId), 'embed-access'] as const,
  /** Where the workbook came from and went: its summary, links and promotions (one prefix, invalidated together). */
  promotionFacts: (deploymentId: string, workbookId: string) =>
    [...workbookKeys.detail(deploymentId, workbookId), 'promotion'] as const,
  promotionSummary: (deploymentId: string, workbookId: string) =>
    [...workbookKeys.promotionFacts(deploymentId, workbookId), 'summary'] as const,
  promotionLinks: (deploymentId: string, workbookId: string) =>
    [...workbookKeys.promotionFacts(deploymentId, workbookId), 'links'] as const,
  promotions: (deploymentId: string, workbookId: string) =>
    [...workbookKeys.promotionFacts(deploymentId, workbookId), 'list'] as const,
  promotionPreview: (deploymentId: string, workbookId: string, target: { deploymentId: number; folderId: number | null }) =>
    [...workbookKeys.promotionFacts(deploymentId, workbookId), 'preview', target] as const,
};
