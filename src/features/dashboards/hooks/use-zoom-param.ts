import { useCallback } from 'react';
import { useEnumParam } from '@/lib/url-state';
import { useUpdateSearchParams } from '@/lib/url-state';

/** `fit`: the dashboard scaled down to its pane; `actual`: drawn at 100%. */
export type Zoom = 'fit' | 'actual';

/** The zoom, kept in `?zoom=100` (absent means Fit). */
export function useZoomParam(): [Zoom, (next: Zoom) => void] {
  const value = useEnumParam('zoom', ['100', 'fit'], 'fit') === '100' ? 'actual' : 'fit';
  const update = useUpdateSearchParams();
  const set = useCallback((next: Zoom) => update({ zoom: next === 'actual' ? '100' : null }, { replace: true }), [update]);
  return [value, set];
}
