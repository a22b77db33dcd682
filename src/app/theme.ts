import { useCallback, useSyncExternalStore } from 'react';
import { useColorScheme, type ColorScheme } from '@/lib/use-color-scheme';

export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'switchboard.theme';

/** The choice for this visit where storage is unavailable (private mode); otherwise storage is the one record. */
let unstoredChoice: ThemeChoice = 'system';
const listeners = new Set<() => void>();

/** The stored choice; none means the console follows the system's scheme. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return unstoredChoice;
  }
}

/** `data-theme` is set only for an explicit choice; otherwise the CSS follows prefers-color-scheme. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** Applies a choice, remembers it on this device and tells every toggle on the page. */
export function chooseTheme(choice: ThemeChoice) {
  unstoredChoice = choice;
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable; the choice still applies for this visit.
  }
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    applyTheme(readThemeChoice());
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const SCHEME_NAME: Record<ColorScheme, string> = { light: 'Light', dark: 'Dark' };

interface Theme {
  choice: ThemeChoice;
  /** The theme drawn now: the choice, or the system's scheme while following it. */
  scheme: ColorScheme;
  /** What is on, for the toggle's text and accessible name: "Dark", or "Light (system)" while following the system. */
  label: string;
  /** System → Light → Dark → System. */
  cycle: () => void;
}

export function useTheme(): Theme {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const scheme = useColorScheme();
  const cycle = useCallback(() => chooseTheme(NEXT[readThemeChoice()]), []);
  const label = choice === 'system' ? `${SCHEME_NAME[scheme]} (system)` : SCHEME_NAME[choice];
  return { choice, scheme, label, cycle };
}
