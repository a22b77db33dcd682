export { RequireAuth } from './require-auth';
export { useSignOut } from './use-sign-out';
export { useSignedIn } from './use-signed-in';
