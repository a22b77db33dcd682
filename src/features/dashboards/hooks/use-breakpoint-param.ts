import { useCallback } from 'react';
import { breakpointNames, type BreakpointName } from '@/api/schemas/dashboard';
import { useEnumParam } from '@/lib/url-state';
import { useUpdateParams } from './use-update-params';

export type BreakpointChoice = 'fit' | BreakpointName;
export const breakpointChoices: readonly BreakpointChoice[] = ['fit', ...breakpointNames];

/** The breakpoint picked for dashboard previews, kept in `?bp=` (absent means Fit). */
export function useBreakpointParam(): [BreakpointChoice, (next: BreakpointChoice) => void] {
  const value = useEnumParam<BreakpointChoice>('bp', breakpointChoices, 'fit');
  const update = useUpdateParams();
  const set = useCallback((next: BreakpointChoice) => update({ bp: next === 'fit' ? null : next }, { replace: true }), [update]);
  return [value, set];
}
