import { useSyncExternalStore } from 'react';

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme (what the console shows while no theme is chosen). */
export function systemColorScheme(): ColorScheme {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/**
 * The colour scheme the console is drawn in: the theme toggle's choice (`data-theme` on the root element) or, where
 * none was made, the system's. For what CSS cannot restyle, such as charts drawn to images.
 */
export function currentColorScheme(): ColorScheme {
  if (typeof document === 'undefined') return 'light';
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return systemColorScheme();
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}

export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, currentColorScheme, () => 'light');
}
