export { RequireAuth, type SignInState } from './require-auth';
export { useSignOut } from './use-sign-out';
export { useSignedIn } from './use-signed-in';
