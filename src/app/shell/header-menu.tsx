import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { MenuTriggerLabel, type OpenedWith } from './menu-trigger-label';

// Radix's dropdown brings floating-ui and a dozen helpers (about 20 KB gzip); only phone widths ever show this menu,
// so it loads on the first press of "Menu" (or as soon as a pointer or focus comes near it), not with the first load.
const loadDropdown = () => import('./header-menu-dropdown');
// Loading early is only a head start: a failure there is met again, and told, when the menu is pressed.
const preloadDropdown = () => void loadDropdown().catch(() => undefined);

/**
 * The top bar's navigation and actions folded into one menu, for widths where they do not fit on a line (the CSS
 * shows either this or the full bar). Until its first use, a stand-in button that opens the way radix's trigger does:
 * on a primary press, or on Enter, Space or Arrow Down. If the menu's code cannot load (offline, or a tab left open
 * across a release), the stand-in stays, says so, and the next press tries again; the page itself is untouched.
 */
export function HeaderMenu() {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  const [failedLoads, setFailedLoads] = useState(0);
  // React keeps a lazy component's failure for good, so each new try needs a new one.
  const [HeaderMenuDropdown, setHeaderMenuDropdown] = useState(() => lazy(loadDropdown));
  const errorId = 'header-menu-load-error';
  const standIn = (
    <button
      type="button"
      className="btn btn-secondary btn-sm header-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-describedby={failedLoads > 0 ? errorId : undefined}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
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
  if (!openedWith)
    return (
      <>
        {standIn}
        {failedLoads > 0 && (
          <p id={errorId} role="alert" className="header-menu-error">
            The menu could not load. Check the connection and press Menu again.
          </p>
        )}
      </>
    );
  return (
    <ErrorBoundary
      fallback={() => standIn}
      onError={() => {
        setOpenedWith(null);
        setFailedLoads((n) => n + 1);
        setHeaderMenuDropdown(() => lazy(loadDropdown));
      }}
    >
      <Suspense fallback={standIn}>
        <HeaderMenuDropdown openedWith={openedWith} />
      </Suspense>
    </ErrorBoundary>
  );
}
