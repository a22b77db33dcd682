import type { Workbook } from '@/api/schemas';
import type { WorkbookSort } from '../api/list-params';

/** "Ada (ada@example.com)"-style owner text for a row; the spec's `user` is optional. */
export function ownerLabel(workbook: Workbook): string {
  if (workbook.user) return workbook.user.firstName ? workbook.user.firstName : workbook.user.email;
  if (workbook.userId != null) return `User ${workbook.userId}`;
  return '—';
}

export function folderLabel(workbook: Workbook): string {
  if (workbook.folderId == null) return 'Root';
  const path = workbook.folderPath ?? [];
  return path.length > 0 ? path.map((entry) => entry.name).join(' / ') : `Folder ${workbook.folderId}`;
}

/** true / false when the record says, null when the list left the dashboard fields out. */
export function publishedState(workbook: Workbook): boolean | null {
  if (workbook.publishedDashboard !== undefined) return workbook.publishedDashboard !== null;
  if (workbook.dashboardPublished !== undefined) return workbook.dashboardPublished !== null;
  return null;
}

/**
 * `GET …/workbooks` has no search and no ordering (public-api-reference.md), so both are applied here, to the
 * workbooks loaded so far; the page says so next to the list.
 */
export function searchAndSortLoaded(items: Workbook[], search: string, sort: WorkbookSort): Workbook[] {
  const needle = search.trim().toLowerCase();
  const filtered = needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items.slice();
  if (sort === 'name') return filtered.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return filtered.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id));
}
