import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setApiKey } from '@/api/credentials';
import { ApiError, describeError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { ConnectionBadge } from './connection-badge';
import { DemoPersonas } from './demo-personas';
import { useCheckApiKey } from './api/check-key';
import { useConnection } from './api/get-connection';
import type { SignInState } from './require-auth';
import './sign-in.css';

function rejectionMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'This key was rejected: it is missing, malformed or expired.';
  if (error instanceof ApiError && error.status === 403) return 'This key is valid but not authorized to list deployments.';
  return describeError(error);
}

/** Safe return paths only: same-origin paths, never the sign-in page itself. */
function returnPath(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/sign-in')) return '/deployments';
  return from;
}

export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as SignInState;
  const connection = useConnection();
  const check = useCheckApiKey();
  const [key, setKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  function signInWith(candidate: string) {
    const trimmed = candidate.trim();
    if (!trimmed) {
      setFieldError('Enter an API key.');
      return;
    }
    setFieldError(null);
    check.mutate(trimmed, {
      onSuccess: () => {
        setApiKey(trimmed, remember);
        setKey('');
        void navigate(returnPath(state.from), { replace: true });
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    signInWith(key);
  }

  const error = fieldError ?? (check.isError ? rejectionMessage(check.error) : null);

  return (
    <main className="sign-in" id="main">
      <title>Sign in · Switchboard</title>
      <div className="sign-in-card">
        <h1>Sign in to Switchboard</h1>
        <p className="muted">The console for your analytics platform’s management API.</p>
        <ConnectionBadge connection={connection.data} loading={connection.isPending} failed={connection.isError} />
        {state.reason === 'rejected' ? (
          <p role="alert" className="notice notice-warning">
            Your key was rejected: it is missing, malformed or expired. Sign in again to continue where you were.
          </p>
        ) : null}
        {state.signedOut ? (
          <p role="status" className="notice">
            You are signed out. The key and every cached answer were forgotten.
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor="api-key">API key</label>
          <div className="input-with-button">
            <input
              id="api-key"
              name="api-key"
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={key}
              onChange={(event) => setKey(event.target.value)}
              aria-invalid={error ? true : undefined}
              // The error first, and the help still read with it: what a key is matters most when one was refused.
              aria-describedby={error ? 'api-key-error api-key-help' : 'api-key-help'}
            />
            <Button variant="ghost" aria-pressed={showKey} onClick={() => setShowKey((shown) => !shown)}>
              {showKey ? 'Hide key' : 'Show key'}
            </Button>
          </div>
          <p id="api-key-help" className="hint">
            An API key from account settings, or an OAuth access token. It is sent only as a Bearer header to this console’s
            server.
          </p>
          {error ? (
            <p id="api-key-error" role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> Remember on this
            device
          </label>
          <Button type="submit" variant="primary" pending={check.isPending}>
            Sign in
          </Button>
        </form>
        {connection.data?.mode === 'sandbox' ? (
          <DemoPersonas disabled={check.isPending} onChoose={(personaKey) => signInWith(personaKey)} />
        ) : null}
      </div>
    </main>
  );
}
