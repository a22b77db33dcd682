import { Menu } from 'lucide-react';

/** How the phone menu was first opened: from the keyboard, radix starts on the first item. */
export type OpenedWith = 'pointer' | 'keyboard';

/** What "Menu" shows, the same on the stand-in and on the radix trigger, so nothing moves when one replaces the other. */
export function MenuTriggerLabel() {
  return (
    <>
      <Menu size={18} aria-hidden="true" /> Menu
    </>
  );
}
