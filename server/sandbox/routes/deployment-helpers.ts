// Pure helpers of the deployment routes: no database, no HTTP.
import { IMAGE_REPOSITORY } from '../fixtures.ts';

/** Accepts `<version>`, `v<version>` or `<image_repository>:v<version>`; returns the bare version or null. */
export function parseVersionForm(input: string): string | null {
  let v = input.trim();
  const colon = v.lastIndexOf(':');
  if (colon >= 0) {
    if (v.slice(0, colon) !== IMAGE_REPOSITORY || v[colon + 1] !== 'v') return null;
    v = v.slice(colon + 2);
  } else if (v.startsWith('v')) {
    v = v.slice(1);
  }
  return /^\d+\.\d+\.\d+$/.test(v) ? v : null;
}

/** Audit attributes never hold secrets: values under secret-looking keys become `[HIDDEN]`. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, /secret|password|passwd|token|key|credential/i.test(k) ? '[HIDDEN]' : redact(v)]),
    );
  }
  return value;
}
