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

export function getSignOutReason(): SignOutReason | null {
  return lastSignOutReason;
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
  clearStored();
  (remember ? browserStorage('local') : browserStorage('session'))?.setItem(STORAGE_KEY, key);
  listeners.forEach((listener) => listener(true));
}

export function clearApiKey(reason: SignOutReason = 'signed-out'): void {
  lastSignOutReason = reason;
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
