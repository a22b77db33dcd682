import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MenuTriggerLabel, type OpenedWith } from './menu-trigger-label';

// Radix's dropdown brings floating-ui and a dozen helpers (about 20 KB gzip); only phone widths ever show this menu,
// so it loads on the first press of "Menu" (or as soon as a pointer or focus comes near it), not with the first load.
const loadDropdown = () => import('./header-menu-dropdown');
const HeaderMenuDropdown = lazy(loadDropdown);

/**
 * The top bar's navigation and actions folded into one menu, for widths where they do not fit on a line (the CSS
 * shows either this or the full bar). Until its first use, a stand-in button that opens the way radix's trigger does:
 * on a primary press, or on Enter, Space or Arrow Down.
 */
export function HeaderMenu() {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const standIn = (
    <button
      type="button"
      className="btn btn-secondary btn-sm header-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As radix does: the press opens the menu and leaves focus to it.
        event.preventDefault();
        setOpenedWith('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        setOpenedWith('keyboard');
      }}
    >
      <MenuTriggerLabel />
    </button>
  );
  if (!openedWith) return standIn;
  return (
    <Suspense fallback={standIn}>
      <HeaderMenuDropdown openedWith={openedWith} />
    </Suspense>
  );
}
