/** Reading free-form widget config defensively: anything unexpected becomes "not given", never a crash. */
export function asString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export function asStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => asString(item) ?? JSON.stringify(item) ?? '').filter(Boolean);
  const single = asString(value);
  return single === null ? [] : [single];
}

/** Filter values can be scalars, arrays, or ranges; shown as text. */
export function displayValue(value: unknown): string {
  const text = asString(value);
  if (text !== null) return text;
  if (value === null || value === undefined) return '';
  return JSON.stringify(value) ?? '';
}
