import { useSyncExternalStore } from 'react';
import { getApiKey, subscribeToCredentials } from './credentials';
import { ApiError } from './errors';

/**
 * What the service refused this session, so the console says it before the next click instead of inviting the same
 * refusal again. Entries are keyed by a fingerprint of the API key (never the key itself), the deployment and the
 * action, and kept in sessionStorage: they last as long as the browser session, and a different key starts clean.
 */
export type GuardedAction =
  | 'clone'
  | 'clone-shared'
  | 'audit-export'
  | 'staging'
  | 'version'
  | 'meta-token'
  /** Per-item refusals, e.g. `staging:feature-x` for one branch the service will never enable. */
  | `${'staging' | 'clone'}:${string}`;

const STORAGE_KEY = 'switchboard.refusals';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Parsed once per stored text, so snapshots stay cheap and a storage cleared elsewhere is noticed. */
let parsed: { raw: string | null; entries: Record<string, string> } | null = null;

/** FNV-1a over the key: stable within a session, not reversible to the key, short enough for a map key. */
export function keyFingerprint(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function load(): Record<string, string> {
  const raw = readRaw();
  // Without storage the last parsed copy is the memory for this page's life.
  if (parsed && (parsed.raw === raw || !storage())) return parsed.entries;
  const entries: Record<string, string> = {};
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) if (typeof v === 'string') entries[k] = v;
    }
  } catch {
    // A damaged entry only means the console asks the service again.
  }
  parsed = { raw, entries };
  return entries;
}

function entryKey(deploymentId: string | null, action: GuardedAction, key = getApiKey()): string | null {
  return key ? `${keyFingerprint(key)}|${deploymentId ?? '*'}|${action}` : null;
}

/** Remembers that the service refused `action` for the current key (on `deploymentId`, or account-wide with null). */
export function rememberRefusal(deploymentId: string | null, action: GuardedAction, reason: string): void {
  const id = entryKey(deploymentId, action);
  if (!id) return;
  const entries = { ...load(), [id]: reason };
  const raw = JSON.stringify(entries);
  try {
    storage()?.setItem(STORAGE_KEY, raw);
  } catch {
    // Storage full or blocked: the parsed copy still holds for this page's life.
  }
  parsed = { raw: readRaw() ?? raw, entries };
  listeners.forEach((listener) => listener());
}

/** The remembered reason, or null when the service has not refused it this session. */
export function refusalOf(deploymentId: string | null, action: GuardedAction): string | null {
  const id = entryKey(deploymentId, action);
  return id ? (load()[id] ?? null) : null;
}

/** Forgets everything (tests; a new session starts clean by itself). */
export function clearRefusals(): void {
  parsed = null;
  storage()?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const stopCredentials = subscribeToCredentials(listener);
  return () => {
    listeners.delete(listener);
    stopCredentials();
  };
}

/** The reason `action` is refused for the current key, live across refusals and sign-ins. */
export function useRefusal(deploymentId: string | null, action: GuardedAction): string | null {
  return useSyncExternalStore(
    subscribe,
    () => refusalOf(deploymentId, action),
    () => null,
  );
}

/** A permission refusal worth remembering: a 403, in the service's own words. Other failures may pass and are not kept. */
export function permissionRefusal(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 403) return error.message || 'The service refused this key (403).';
  return null;
}
