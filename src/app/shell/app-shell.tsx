import { NavLink, Outlet, useNavigation } from 'react-router';
import { useSignOut, useSignedIn } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { useTheme } from '../theme';
import { Breadcrumbs } from './breadcrumbs';
import { OfflineBanner } from './offline-banner';

const themeLabel = { system: 'System', light: 'Light', dark: 'Dark' } as const;

export function AppShell() {
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const navigation = useNavigation();
  const { choice, cycle } = useTheme();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <NavLink to="/deployments" className="brand">
          <img src="/favicon.svg" alt="" width={22} height={22} /> Switchboard
        </NavLink>
        <nav aria-label="Main" className="topnav">
          {signedIn ? (
            <>
              <NavLink to="/deployments">Deployments</NavLink>
              <NavLink to="/audit">Audit log</NavLink>
            </>
          ) : null}
          <NavLink to="/preview">Dashboard preview</NavLink>
        </nav>
        <div className="topbar-actions">
          <Button variant="ghost" size="sm" onClick={cycle} aria-label={`Theme: ${themeLabel[choice]}. Change theme`}>
            Theme: {themeLabel[choice]}
          </Button>
          {signedIn ? (
            <Button size="sm" onClick={signOut}>
              Sign out
            </Button>
          ) : (
            <NavLink to="/sign-in" className="btn btn-secondary btn-sm">
              Sign in
            </NavLink>
          )}
        </div>
      </header>
      <OfflineBanner />
      {navigation.state === 'loading' ? <div className="progress" role="progressbar" aria-label="Loading page" /> : null}
      <div className="content">
        <Breadcrumbs />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
