import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTheme } from '../theme';

/**
 * Says which theme is on ("Theme: Dark", or "Theme: Light (system)" while following the system) and moves to the
 * next choice: System → Light → Dark → System.
 */
export function ThemeToggle() {
  const { scheme, label, cycle } = useTheme();
  const Icon = scheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="sm" onClick={cycle} aria-label={`Theme: ${label}. Change theme`}>
      <Icon size={16} aria-hidden="true" /> Theme: {label}
    </Button>
  );
}
