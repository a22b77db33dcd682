import { cell, type AuditColumns } from './columns';

/** Event names the service is known to write (public-api-notes "Audit log", sandbox.md), suggested before any load. */
export const KNOWN_EVENT_NAMES: readonly string[] = [
  'Logged in',
  'Created deployment',
  'Updated deployment configuration',
  'Created Git branch',
  'Entered dev mode',
  'Triggered new build',
  'Duplicated workbook',
  'Enabled staging environment',
  'Disabled staging environment',
  'Created metadata token',
];

const MAX_SUGGESTIONS = 200;

/** The known names plus every distinct name in the loaded rows, sorted; bounded so a datalist stays usable. */
export function eventNameSuggestions(
  columns: AuditColumns | null,
  rows: readonly (readonly string[])[],
  rowCount: number,
): string[] {
  const names = new Set(KNOWN_EVENT_NAMES);
  const column = columns?.byRole.eventName;
  if (column) {
    for (let i = 0; i < rowCount && names.size < MAX_SUGGESTIONS; i += 1) {
      const name = cell(rows[i] ?? [], column).trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
