/** JSON columns: the store writes objects as text and reads them back typed as unknown-ish records. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function fromJson<T = JsonObject>(text: string | null | undefined): T | null {
  if (text == null) return null;
  return JSON.parse(text) as T;
}

export function nowIso(): string {
  return new Date().toISOString();
}
