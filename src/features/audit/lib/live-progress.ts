/** What the progress line shows while an export streams. */
export interface LiveProgress {
  /** Rows parsed so far. */
  rows: number;
  /** Bytes of the body read so far, and its length when the service sent one. */
  bytes: number;
  totalBytes: number | null;
}

/**
 * One export run's progress, kept outside React state: the progress line subscribes to it (useSyncExternalStore) and
 * re-renders a few times a second on its own, while the charts and the table, which cost far more to draw, catch up
 * less often. An export's CPU is shared with the parser and, on one machine, the server that sends it.
 */
export class LiveProgressSource {
  private value: LiveProgress = { rows: 0, bytes: 0, totalBytes: null };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly get = (): LiveProgress => this.value;

  set(next: LiveProgress) {
    const { value } = this;
    if (value.rows === next.rows && value.bytes === next.bytes && value.totalBytes === next.totalBytes) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }
}
