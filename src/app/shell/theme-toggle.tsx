import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from '../theme';

/**
 * Says which theme is on ("Theme: Dark", or "Theme: Light (system)" while following the system); a press draws the
 * other one, back to following the system when that is the system's scheme.
 */
export function ThemeToggle() {
  const { scheme, label, toggle } = useTheme();
  const Icon = scheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-label={`Theme: ${label}. Change theme`}>
      <Icon size={16} aria-hidden="true" /> Theme: {label}
    </Button>
  );
}
