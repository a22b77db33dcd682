import { Moon, Sun } from 'lucide-react';
import { useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { NavLink } from 'react-router';
import { useSignOut, useSignedIn } from '@/features/auth';
import { useTheme } from '../theme';
import { mainLinks } from './main-links';
import { MenuTriggerLabel, type OpenedWith } from './menu-trigger-label';

/**
 * The phone menu itself, loaded on its first use (see header-menu.tsx). A radix menu: arrow keys move, Escape closes
 * and focus returns to "Menu". It mounts open, because the press that loaded it was the press that opens it.
 */
export default function HeaderMenuDropdown({ openedWith }: { openedWith: OpenedWith }) {
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const { scheme, label, toggle } = useTheme();
  const ThemeIcon = scheme === 'dark' ? Moon : Sun;
  const firstOpen = useRef<OpenedWith | null>(openedWith);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className="btn btn-secondary btn-sm header-menu-trigger">
        <MenuTriggerLabel />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu-content"
          align="end"
          sideOffset={6}
          onFocus={(event) => {
            // Radix starts on the first item when its own trigger opened the menu from the keyboard; the first open
            // came through the stand-in, so do the same for it. Later opens are radix's own.
            if (event.target !== event.currentTarget || firstOpen.current === null) return;
            const keyboard = firstOpen.current === 'keyboard';
            firstOpen.current = null;
            if (keyboard) event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          {mainLinks(signedIn).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className="menu-item">
              <NavLink to={link.to}>{link.label}</NavLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item
            className="menu-item"
            // Stays open, so the new theme is seen and another press moves on.
            onSelect={(event) => {
              event.preventDefault();
              toggle();
            }}
            aria-label={`Theme: ${label}. Change theme`}
          >
            <ThemeIcon size={16} aria-hidden="true" /> Theme: {label}
          </DropdownMenu.Item>
          {signedIn ? (
            <DropdownMenu.Item className="menu-item" onSelect={signOut}>
              Sign out
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item asChild className="menu-item">
              <NavLink to="/sign-in">Sign in</NavLink>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
