import { Navigate, Outlet, useLocation } from 'react-router-dom';
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
    const state: SignInState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
