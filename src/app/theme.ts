import { useCallback, useEffect, useState } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
const STORAGE_KEY = 'switchboard.theme';

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** `data-theme` is set only for an explicit choice; otherwise the CSS follows prefers-color-scheme. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(readChoice);
  useEffect(() => applyTheme(choice), [choice]);
  const cycle = useCallback(() => {
    setChoice((current) => {
      const next: ThemeChoice = current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
      try {
        if (next === 'system') window.localStorage.removeItem(STORAGE_KEY);
        else window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private mode); the choice still applies for this visit.
      }
      return next;
    });
  }, []);
  return { choice, cycle };
}
