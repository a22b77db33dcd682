import { useCallback } from 'react';
import { useEnumParam } from '@/lib/url-state';
import type { LayoutMode } from '../layout/widget-layouts';
import { useUpdateSearchParams } from '@/lib/url-state';

/** How items are placed, kept in `?positions=stored` (absent means compacted, as react-grid-layout does by default). */
export function usePositionsParam(): [LayoutMode, (next: LayoutMode) => void] {
  const value = useEnumParam<LayoutMode>('positions', ['stored', 'compact'], 'compact');
  const update = useUpdateSearchParams();
  const set = useCallback(
    (next: LayoutMode) => update({ positions: next === 'stored' ? 'stored' : null }, { replace: true }),
    [update],
  );
  return [value, set];
}
