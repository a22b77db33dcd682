/**
 * The rows of a list response in either sandbox dialect: the reference's `{items}`, the spec's
 * `{data: {deployments | environments}}` and `{data: [...]}`, or a bare array (folder ancestors).
 */
export function listItems<T = Record<string, unknown>>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (!body || typeof body !== 'object') throw new Error(`Not a list response: ${JSON.stringify(body)}`);
  const b = body as { items?: unknown; data?: unknown };
  if (Array.isArray(b.items)) return b.items as T[];
  if (Array.isArray(b.data)) return b.data as T[];
  if (b.data && typeof b.data === 'object') {
    const lists = Object.values(b.data).filter(Array.isArray);
    if (lists.length === 1) return lists[0] as T[];
  }
  throw new Error(`Not a list response: ${JSON.stringify(body).slice(0, 200)}`);
}
