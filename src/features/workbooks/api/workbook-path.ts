/** The path of a workbook's own operations (`…/workbooks/{id}` and below). */
export function workbookPath(deploymentId: string, workbookId: string | number, rest = ''): string {
  return `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks/${encodeURIComponent(String(workbookId))}${rest}`;
}
