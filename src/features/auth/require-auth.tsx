import { Navigate, Outlet, useLocation } from 'react-router';
import { getRejectedAt, getSignOutReason } from '@/api/credentials';
import { useSignedIn } from './use-signed-in';

export interface SignInState {
  from?: string;
  reason?: 'rejected';
  signedOut?: boolean;
}

/** Routes below need a key; without one, go to sign-in and come back to the same URL afterwards. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const reason = getSignOutReason();
    // After a deliberate sign-out the next sign-in starts fresh; otherwise it comes back here.
    const state: SignInState =
      reason === 'signed-out'
        ? { signedOut: true }
        : {
            from: getRejectedAt() ?? location.pathname + location.search + location.hash,
            ...(reason === 'rejected' ? { reason } : {}),
          };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
