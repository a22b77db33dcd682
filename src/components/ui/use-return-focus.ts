import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it only to a radix Trigger; our dialogs
 * are opened by ordinary buttons (a table row's, a form's), so the opener is noted as the dialog opens, before radix
 * moves focus into it (a layout effect runs before the focus scope's effect), and focused again on close.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const element = opener.current;
    opener.current = null;
    // The opener may be gone (its row removed, the page changed); then radix's own choice stands.
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  }, []);
}
