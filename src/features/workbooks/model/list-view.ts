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
 * Search and order are sent to the service; they are applied to the page again here so a service that ignores
 * them (the spec documents only `folderId`, `first`, `after` for this list) still shows a consistent page.
 */
export function filterAndSortPage(items: Workbook[], search: string, sort: WorkbookSort): Workbook[] {
  const needle = search.trim().toLowerCase();
  const filtered = needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items.slice();
  if (sort === 'name') return filtered.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return filtered.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id));
}

/** Page one has no cursor; in the stack it is written as this mark. */
const FIRST_PAGE = '~';

/**
 * Previous cursors, kept in the URL (`?prev=`) so "Previous page" works after a reload too. '' (page one) in the
 * returned stack; each cursor is URI-encoded so a comma inside one cannot split it.
 */
export function parseCursorStack(raw: string): string[] {
  if (!raw) return [];
  return raw.split(',').map((part) => (part === FIRST_PAGE ? '' : decodeURIComponent(part)));
}

export function formatCursorStack(stack: string[]): string | null {
  return stack.length === 0 ? null : stack.map((cursor) => (cursor === '' ? FIRST_PAGE : encodeURIComponent(cursor))).join(',');
}
