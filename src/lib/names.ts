/**
 * Names, titles, e-mails and ids come from the service and may be hostile: a right-to-left override can make
 * `Lab \u202Egnp.exe` read "Lab exe.png" and flip the console's own words around it, and a name of zero-width
 * spaces shows as nothing at all. These helpers make such a name safe to show as text.
 */

/** Bidi embedding and override controls (U+202A–U+202E) and isolates (U+2066–U+2069): a name never reorders text. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * What cannot be seen: whitespace, control and format characters (zero-width spaces and joiners, marks, the BOM)
 * and the fillers that fonts draw as blank (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Shown in place of a name that has no visible characters. */
export const UNNAMED = '(unnamed)';

/** The name without bidi controls. */
export function stripBidiControls(raw: string): string {
  return raw.replace(BIDI_CONTROLS, '');
}

/** True when the name shows nothing a person could read (empty, only whitespace, zero-width or format characters). */
export function isBlankName(raw: string | null | undefined): boolean {
  if (raw == null) return true;
  // Most names start with a printable ASCII character ('!' to '~'), which is visible: no need to look further (a
  // dashboard names hundreds of widgets as it mounts, and the Unicode pattern below is costly to compile and run).
  const first = raw.charCodeAt(0);
  if (first >= 0x21 && first <= 0x7e) return false;
  return raw.replace(INVISIBLE, '').length === 0;
}

/** Shortens to at most `max` characters (code points, so no surrogate pair is cut), ending with "…". */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

/**
 * A name as plain text, for places that hold only a string (an accessible name, a tooltip, a `title`, a toast):
 * bidi controls removed, "(unnamed)" when blank, and shortened when `max` is given.
 */
export function plainName(raw: string | null | undefined, max?: number): string {
  if (raw == null || isBlankName(raw)) return UNNAMED;
  const clean = stripBidiControls(raw);
  return max === undefined ? clean : shorten(clean, max);
}

/**
 * A name for a string the browser draws itself beside the console's own words (a document title, shown in the tab,
 * the history menu and by screen readers): bidi controls removed, as everywhere, and shortened. No isolates added
 * either: they do not render there, and tabs and menus show them as stray characters or screen readers read them out.
 */
export function titleName(raw: string | null | undefined, max = 80): string {
  return plainName(raw, max);
}
