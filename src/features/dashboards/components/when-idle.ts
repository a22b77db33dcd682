/**
 * Runs `work` when the main thread is idle (at the latest after `timeoutMs`), so it never lands between the frames of
 * a layout change. Falls back to a timer where there is no requestIdleCallback. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (hasIdleCallbacks()) {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(timeoutMs, 200));
  return () => clearTimeout(handle);
}

/** Whether the browser reports idle periods (Safari and jsdom do not; `whenIdle` then falls back to a timer). */
export function hasIdleCallbacks(): boolean {
  return typeof requestIdleCallback === 'function';
}
