import { useSyncExternalStore } from 'react';
import { currentColorScheme, systemColorScheme, useColorScheme, type ColorScheme } from '@/lib/use-color-scheme';

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

const OPPOSITE: Record<ColorScheme, ColorScheme> = { light: 'dark', dark: 'light' };

/**
 * Draws the other scheme than the one shown, so every press visibly changes the page (a System → Light → Dark cycle
 * spent one press on the scheme the system already showed). Landing on the system's own scheme means following the
 * system again, so a later change of the system's scheme is followed too.
 */
function toggleTheme() {
  const next = OPPOSITE[currentColorScheme()];
  chooseTheme(next === systemColorScheme() ? 'system' : next);
}
const SCHEME_NAME: Record<ColorScheme, string> = { light: 'Light', dark: 'Dark' };

interface Theme {
  choice: ThemeChoice;
  /** The theme drawn now: the choice, or the system's scheme while following it. */
  scheme: ColorScheme;
  /** What is on, for the toggle's text and accessible name: "Dark", or "Light (system)" while following the system. */
  label: string;
  /** Shows the other scheme (see `toggleTheme`). */
  toggle: () => void;
}

export function useTheme(): Theme {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const scheme = useColorScheme();
  const label = choice === 'system' ? `${SCHEME_NAME[scheme]} (system)` : SCHEME_NAME[choice];
  return { choice, scheme, label, toggle: toggleTheme };
}
