/**
 * Where the API key lives in the browser: sessionStorage by default, localStorage when the admin chose
 * "Remember on this device". Never in a URL, the query cache, or a log.
 */
const STORAGE_KEY = 'switchboard.apiKey';

type Listener = (signedIn: boolean) => void;
const listeners = new Set<Listener>();

/** Why the key was last forgotten, so the sign-in page can say it ("rejected" = a 401 from the service). */
export type SignOutReason = 'rejected' | 'signed-out';
let lastSignOutReason: SignOutReason | null = null;
/** Where the admin was when the key was rejected, to come back to after signing in again. */
let rejectedAt: string | null = null;

export function getSignOutReason(): SignOutReason | null {
  return lastSignOutReason;
}

/** The URL the key was rejected on (see clearApiKey), or null. */
export function getRejectedAt(): string | null {
  return lastSignOutReason === 'rejected' ? rejectedAt : null;
}

function read(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserStorage(kind: 'session' | 'local'): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function getApiKey(): string | null {
  return read(browserStorage('session')) ?? read(browserStorage('local'));
}

export function isRemembered(): boolean {
  return read(browserStorage('local')) !== null;
}

export function setApiKey(key: string, remember: boolean): void {
  lastSignOutReason = null;
  rejectedAt = null;
  clearStored();
  (remember ? browserStorage('local') : browserStorage('session'))?.setItem(STORAGE_KEY, key);
  listeners.forEach((listener) => listener(true));
}

/**
 * `at`: for a rejection, the URL the admin is on as the router knows it. The page on screen may still show the URL
 * being left (a navigation's render is a transition, committed later), so sign-in could not tell from it.
 */
export function clearApiKey(reason: SignOutReason = 'signed-out', at?: string): void {
  lastSignOutReason = reason;
  rejectedAt = at ?? null;
  clearStored();
  listeners.forEach((listener) => listener(false));
}

function clearStored() {
  browserStorage('session')?.removeItem(STORAGE_KEY);
  browserStorage('local')?.removeItem(STORAGE_KEY);
}

export function subscribeToCredentials(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
