import { useEffect, useRef } from 'react';

/** Where "/" is a character being typed, or belongs to an open dialog, and not a shortcut. */
function typingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="textbox"], [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * "/" focuses the page's filter or search field (and selects its text), as on many sites; a page registers the one
 * field it has. Ignored while typing in a field or inside a dialog, and with Ctrl, Alt or Meta held.
 */
export function useFilterShortcut(getField: () => HTMLInputElement | HTMLSelectElement | null | undefined): void {
  const latest = useRef(getField);
  useEffect(() => {
    latest.current = getField;
  });
  useEffect(() => {
    // Screen readers announce the shortcut with the field.
    latest.current()?.setAttribute('aria-keyshortcuts', '/');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      if (typingOrInDialog(event.target)) return;
      const field = latest.current();
      if (!field || field.disabled) return;
      event.preventDefault();
      field.focus();
      if (field instanceof HTMLInputElement) field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
