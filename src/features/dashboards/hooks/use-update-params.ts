import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type ParamUpdate = Record<string, string | null>;

/**
 * Like the shared `useUpdateSearchParams`, but keeps the URL fragment: `/preview#config=…` must survive a breakpoint
 * or tab change (react-router's `setSearchParams` drops the hash).
 */
export function useUpdateParams() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (update: ParamUpdate, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(update)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      const query = next.toString();
      void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: options.replace ?? true });
    },
    [navigate, pathname, search, hash],
  );
}
