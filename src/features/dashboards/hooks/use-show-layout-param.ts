import { useCallback } from 'react';
import { useEnumParam } from '@/lib/url-state';
import { useUpdateSearchParams } from '@/lib/url-state';

/** "Show layout" mode, kept in `?layout=1` so a shared link opens the same view. */
export function useShowLayoutParam(): [boolean, (next: boolean) => void] {
  const value = useEnumParam('layout', ['1', '0'], '0') === '1';
  const update = useUpdateSearchParams();
  const set = useCallback((next: boolean) => update({ layout: next ? '1' : null }, { replace: true }), [update]);
  return [value, set];
}
