import { useEffect } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import { useSignOut, useSignedIn } from '@/features/auth';
import { keepSpareAuditParser } from '@/features/audit/parser/spawn-parser';
import { Button } from '@/components/ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { HeaderMenu } from './header-menu';
import { mainLinks } from './main-links';
import { OfflineBanner } from './offline-banner';
import { ThemeToggle } from './theme-toggle';
import './shell.css';

/** The small module the audit route's loader sends the export with: loaded ahead, the click does not wait for it. */
function loadAuditStarter() {
  import('@/features/audit/api/start-export-early').catch(() => {
    // Loaded again (and any failure reported) when the route needs it.
  });
}

export function AppShell() {
  const signedIn = useSignedIn();
  const signOut = useSignOut();
  const navigation = useNavigation();
  // Signed in, the audit log's parser is booted (and its route's starter loaded) while the browser is idle: opening
  // the log then streams at once.
  useEffect(() => (signedIn ? keepSpareAuditParser(loadAuditStarter) : undefined), [signedIn]);
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
          {mainLinks(signedIn).map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="topbar-actions">
          <ThemeToggle />
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
        <div className="topbar-menu">
          <HeaderMenu />
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
