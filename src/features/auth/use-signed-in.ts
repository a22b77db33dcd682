import { useSyncExternalStore } from 'react';
import { getApiKey, subscribeToCredentials } from '@/api/credentials';

/** Whether a key is stored, kept live across sign-in and sign-out. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    (onChange) => subscribeToCredentials(onChange),
    () => getApiKey() !== null,
    () => false,
  );
}
