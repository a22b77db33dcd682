import type { EncodedBatch } from '../lib/batch-encoder';

/**
 * Coalesces the parser's batches into few posts to the page: the first rows at once (so they show without waiting),
 * then at most one post per interval, and what is left when the body ends. A network chunk is ~64 KB, so posting each
 * would wake the page hundreds of times in an export; a post per interval wakes it a few times a second.
 */
export class BatchOutbox {
  private pending: EncodedBatch[] = [];
  private received = 0;
  private postedReceived = 0;
  private lastPost = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** No rows posted yet: the first ones go out the moment they are parsed, whatever was posted before them. */
  private awaitingFirstRows = true;

  constructor(
    private readonly post: (batches: EncodedBatch[], received: number) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A chunk's rows (if it completed any) and the body's bytes read so far. */
  add(batch: EncodedBatch | undefined, received: number): void {
    if (batch) this.pending.push(batch);
    this.received = received;
    const firstRows = this.awaitingFirstRows && batch !== undefined && batch.rowCount > 0;
    const wait = this.lastPost + this.intervalMs - this.now();
    // A progress-only post (the header's chunk, a chunk ending mid-row) must not hold the first rows back an interval.
    if (wait <= 0 || firstRows) this.flush();
    // A stalled body still shows what came: the rows wait at most one interval for the next chunk.
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Posts whatever is pending (rows or progress); the end of the body calls it once more. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0 && this.received === this.postedReceived) return;
    const batches = this.pending;
    this.pending = [];
    if (batches.some((b) => b.rowCount > 0)) this.awaitingFirstRows = false;
    this.postedReceived = this.received;
    this.lastPost = this.now();
    this.post(batches, this.received);
  }
}
