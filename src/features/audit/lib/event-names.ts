import type { ValueCount } from './audit-view';

/** Event names the service is known to write (public-api-notes "Audit log", sandbox.md), suggested before any load. */
const KNOWN_EVENT_NAMES: readonly string[] = [
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
export function eventNameSuggestions(loaded: readonly ValueCount[]): string[] {
  const names = new Set(KNOWN_EVENT_NAMES);
  for (const { value } of loaded) {
    if (names.size >= MAX_SUGGESTIONS) break;
    const name = value.trim();
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}
