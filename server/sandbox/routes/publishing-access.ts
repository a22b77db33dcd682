import { HttpError } from '../http/http-error.ts';
import { hasRoleAtLeast, type Principal } from '../auth.ts';
import type { SandboxServices } from '../services.ts';
import type { WorkbookRow } from '../store/workspace-store.ts';
import { folderAccess, requireDeployment, type DeploymentRow } from './common.ts';

/** The caller's own workbook in the path's deployment: 404 when unknown there, 403 without read access. */
export function readableWorkbook(
  sb: SandboxServices,
  p: Principal,
  deploymentId: number,
  workbookId: number,
): { d: DeploymentRow; w: WorkbookRow } {
  const d = requireDeployment(sb, p, deploymentId);
  const w = sb.store.workbookRow(workbookId);
  if (!w || w.deployment_id !== d.id || w.workspace !== 'own')
    throw new HttpError(404, `Workbook ${workbookId} not found in deployment ${d.id}`);
  if (!folderAccess(sb, p.userId, w.folder_id)) throw new HttpError(403, `This key has no read access to workbook ${w.id}`);
  return { d, w };
}

/** As `readableWorkbook`, and the caller may change it: the AI BI User role or higher and edit access to its folder. */
export function editableWorkbook(sb: SandboxServices, p: Principal, deploymentId: number, workbookId: number) {
  const found = readableWorkbook(sb, p, deploymentId, workbookId);
  if (!hasRoleAtLeast(p, 'AI BI User')) throw new HttpError(403, 'Changing a dashboard needs the AI BI User role or higher');
  if (folderAccess(sb, p.userId, found.w.folder_id) !== 'edit')
    throw new HttpError(403, `This key has read access only to workbook ${found.w.id}; changing it needs edit access`);
  return found;
}

/** Embedding is an admin's switch (the reference: "admin only"). */
export function requireAdmin(p: Principal, what: string): void {
  if (!hasRoleAtLeast(p, 'Admin')) throw new HttpError(403, `${what} needs the Admin role`);
}
