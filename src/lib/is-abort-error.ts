/**
 * Whether an error is an abort (a cancelled fetch, stream or export): a DOMException or Error named AbortError. Told by
 * name, not class: an abort's reason may come from another realm (a worker, a frame, or Node's own fetch in the
 * component tests' VM contexts), whose DOMException and Error are not this page's.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
