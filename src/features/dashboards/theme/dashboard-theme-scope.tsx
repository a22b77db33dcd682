import { useMemo, type ReactNode } from 'react';
import { useColorScheme } from '@/lib/use-color-scheme';
import { dashboardTheme } from './dashboard-theme';

/**
 * Applies a dashboard's `theme` to everything drawn inside (canvas and cards read the custom properties it sets),
 * within what keeps the console readable in the current colour scheme, and says what it left out and why.
 */
export function DashboardThemeScope({ theme, children }: { theme: unknown; children: ReactNode }) {
  const scheme = useColorScheme();
  const { style, ignored } = useMemo(() => dashboardTheme(theme, scheme), [theme, scheme]);
  return (
    // data-scheme: the scheme the theme was fitted to, which follows the system's a render after the page's CSS does.
    <div
      className="dash-theme-scope"
      style={style}
      data-dashboard-theme={Object.keys(style).length > 0 ? 'applied' : 'none'}
      data-scheme={scheme}
    >
      {ignored.length > 0 ? (
        <details className="dash-theme-note">
          <summary>
            {ignored.length === 1 ? '1 theme setting is' : `${ignored.length} theme settings are`} not applied here
          </summary>
          <ul>
            {ignored.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {children}
    </div>
  );
}
