import { isRecord } from '@/lib/is-record';

/** A snapshot's `spec` may be an object or a JSON string; anything else reads as "no spec". */
export function specObject(spec: unknown): Record<string, unknown> | null {
  if (isRecord(spec)) return spec;
  if (typeof spec === 'string') {
    try {
      const parsed: unknown = JSON.parse(spec);
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

function hasInlineValues(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(hasInlineValues);
  return isRecord(data) && Array.isArray(data.values);
}

function mentionsUrl(value: unknown, depth = 0): boolean {
  if (depth > 12) return false;
  if (Array.isArray(value)) return value.some((item) => mentionsUrl(item, depth + 1));
  if (!isRecord(value)) return false;
  if (typeof value.url === 'string') return true;
  return Object.values(value).some((item) => mentionsUrl(item, depth + 1));
}

/** Drawn only when the data travels inside the spec: the preview never fetches data from elsewhere. */
export function isDrawableVega(spec: Record<string, unknown> | null): boolean {
  if (!spec) return false;
  return hasInlineValues(spec.data) && !mentionsUrl(spec.data) && !mentionsUrl(spec.layer) && !mentionsUrl(spec.datasets);
}

export function markName(spec: Record<string, unknown> | null): string | null {
  if (!spec) return null;
  const mark = spec.mark;
  if (typeof mark === 'string') return mark;
  if (isRecord(mark) && typeof mark.type === 'string') return mark.type;
  if (Array.isArray(spec.marks)) {
    const types = spec.marks.map((m) => (isRecord(m) && typeof m.type === 'string' ? m.type : null)).filter(Boolean);
    if (types.length > 0) return types.join(', ');
  }
  if (Array.isArray(spec.layer)) {
    const marks = spec.layer.map((layer) => markName(isRecord(layer) ? layer : null)).filter(Boolean);
    if (marks.length > 0) return marks.join(', ');
  }
  return null;
}

/** `x: month (temporal)` for each encoding channel that names a field. */
export function encodedFields(spec: Record<string, unknown> | null): string[] {
  if (!spec || !isRecord(spec.encoding)) return [];
  const out: string[] = [];
  for (const [channel, def] of Object.entries(spec.encoding)) {
    if (isRecord(def) && typeof def.field === 'string')
      out.push(`${channel}: ${def.field}${typeof def.type === 'string' ? ` (${def.type})` : ''}`);
  }
  return out;
}
