/** Attributes arrive as JSON text in one CSV cell. Pretty-printed when it parses; otherwise shown exactly as received. */
export function prettyAttributes(raw: string): { text: string; isJson: boolean; value: unknown } {
  const trimmed = raw.trim();
  if (!trimmed) return { text: '', isJson: false, value: null };
  try {
    const value: unknown = JSON.parse(trimmed);
    // A bare string or number is not worth re-formatting.
    if (value === null || typeof value !== 'object') return { text: raw, isJson: false, value };
    return { text: JSON.stringify(value, null, 2), isJson: true, value };
  } catch {
    return { text: raw, isJson: false, value: null };
  }
}

/** One line for the table cell, cut short; the detail view shows the whole value. */
export function compactAttributes(raw: string, max = 160): string {
  const single = raw.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}
