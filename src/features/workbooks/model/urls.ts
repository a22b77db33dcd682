/** Where the console shows one workbook, and where it reviews a clone beside its source. */
export function workbookUrl(deploymentId: string, workbookId: number | string, shared = false): string {
  return `/deployments/${encodeURIComponent(deploymentId)}/workbooks/${workbookId}${shared ? '?workspace=shared' : ''}`;
}

export function compareUrl(
  deploymentId: string,
  cloneId: number | string,
  sourceId: number | string,
  sourceShared = false,
): string {
  return `/deployments/${encodeURIComponent(deploymentId)}/workbooks/${cloneId}/compare/${sourceId}${sourceShared ? '?source=shared' : ''}`;
}
