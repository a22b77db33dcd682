import { Menu, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { NavLink } from 'react-router';
import { useSignOut, useSignedIn } from '@/features/auth';
import { useTheme } from '../theme';
import { mainLinks } from './main-links';

/**
 * The top bar's navigation and actions folded into one menu, for widths where they do not fit on a line (the CSS
 * shows either this or the full bar). A radix menu: arrow keys move, Escape closes and focus returns to "Menu".
 */
export function HeaderMenu() {
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const { scheme, label, cycle } = useTheme();
  const ThemeIcon = scheme === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="btn btn-secondary btn-sm header-menu-trigger">
        <Menu size={18} aria-hidden="true" /> Menu
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
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
              cycle();
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
