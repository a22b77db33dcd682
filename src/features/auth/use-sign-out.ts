import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearApiKey } from '@/api/credentials';

/** Forgets the key and every cached answer made with it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearApiKey('signed-out');
    queryClient.clear();
    void navigate('/sign-in', { replace: true, state: { signedOut: true } });
  }, [navigate, queryClient]);
}
