import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@/lib/url-state';

/** The URL parameter that keeps a tabs container's open tab. */
export function tabParamName(widgetId: string): string {
  return `tab_${widgetId}`;
}

/** The open tab of a tabs container, kept in `?tab_<widgetId>=<tabId>`; an unknown value falls back to the first tab. */
export function useTabParam(widgetId: string, tabIds: readonly string[]): [string | undefined, (tabId: string) => void] {
  const [params] = useSearchParams();
  const name = tabParamName(widgetId);
  const raw = params.get(name);
  const value = raw !== null && tabIds.includes(raw) ? raw : tabIds[0];
  const update = useUpdateSearchParams();
  const first = tabIds[0];
  const set = useCallback(
    (tabId: string) => update({ [name]: tabId === first ? null : tabId }, { replace: true }),
    [update, name, first],
  );
  return [value, set];
}
