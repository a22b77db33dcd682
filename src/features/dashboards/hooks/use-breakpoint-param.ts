import { useCallback } from 'react';
import { breakpointNames, type BreakpointName } from '@/api/schemas/dashboard';
import { useEnumParam } from '@/lib/url-state';
import { useUpdateSearchParams } from '@/lib/url-state';

const NOT_CHOSEN = '';

/**
 * The breakpoint picked for dashboard previews, kept in `?bp=`; null when none was picked (the dashboard's widest
 * breakpoint is shown). An old `?bp=fit` link reads as not picked: Fit is a zoom now, not a breakpoint.
 */
export function useBreakpointParam(): [BreakpointName | null, (next: BreakpointName) => void] {
  const value = useEnumParam<BreakpointName | typeof NOT_CHOSEN>('bp', breakpointNames, NOT_CHOSEN);
  const update = useUpdateSearchParams();
  const set = useCallback((next: BreakpointName) => update({ bp: next }, { replace: true }), [update]);
  return [value === NOT_CHOSEN ? null : value, set];
}
