import { useCallback, useSyncExternalStore } from 'react';

/**
 * The console's phone layout: a narrow screen, or a touch screen of any width (the same query as the stylesheets'
 * `@media (max-width: 640px), (pointer: coarse)`), for what CSS cannot switch, such as words.
 */
export const PHONE_OR_TOUCH = '(max-width: 640px), (pointer: coarse)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether the media query matches now, followed as it changes (a window resized, a phone turned). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaList(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
