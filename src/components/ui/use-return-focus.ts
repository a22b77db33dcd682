import { useCallback, useLayoutEffect, useRef } from 'react';

interface Opener {
  element: HTMLElement;
  /** Noted as the dialog opens: once the opener is removed, its ancestors can no longer be found from it. */
  fallback: HTMLElement | null;
}

const fallbackOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-focus-fallback]');
const canTakeFocus = (element: HTMLElement | null | undefined): element is HTMLElement =>
  Boolean(element?.isConnected) && !element?.matches(':disabled');

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it only to a radix Trigger; our dialogs
 * are opened by ordinary buttons (a table row's, a form's), so the opener is noted as the dialog opens, before radix
 * moves focus into it (a layout effect runs before the focus scope's effect), and focused again on close.
 *
 * The dialog's outcome may have taken the opener away (a version's "Switch to" leaves its row once it is current) or
 * disabled it (a refused clone): focus then goes to its closest `data-focus-fallback` ancestor (the row, or the note
 * that says why), never to <body>.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<Opener | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) {
      opener.current = { element: active, fallback: fallbackOf(active) };
    }
  }, [open]);
  return useCallback((event: Event) => {
    const noted = opener.current;
    opener.current = null;
    if (!noted) return;
    const target = [noted.element, fallbackOf(noted.element), noted.fallback].find(canTakeFocus);
    // Nothing near the opener is left (the page changed); then radix's own choice stands.
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);
}
