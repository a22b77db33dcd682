/** How much heavy work one event-loop turn may run before the light requests waiting on their sockets are read. */
const TURN_BUDGET_MS = 2;
/** A handler that usually takes longer than this is heavy: it waits for a turn rather than running at once. */
const LIGHT_HANDLER_MS = 0.25;
/**
 * The typical handler time is a moving average of samples capped at `SAMPLE_CAP_MS`, so a garbage-collection pause
 * in one request barely moves it (the list of deployments stays light), while a handler that is slow every time
 * (a clone, a page of 100,000 workbooks) crosses the line within a few requests.
 */
const SAMPLE_CAP_MS = 1;
const SAMPLE_WEIGHT = 0.05;

/**
 * The sandbox answers every request on one event loop, so a request that waits behind a clone or an export batch
 * waits for all of its work. Heavy work therefore takes turns here: at most about `TURN_BUDGET_MS` of it per
 * event-loop turn, run after the turn's I/O, so the light requests that arrived meanwhile (the deployments, a staging
 * toggle) are answered first, as a shortest-job-first scheduler would, and never queue behind a pile of clones.
 */
export class HeavyLane {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;
  private readonly typicalMs = new Map<string, number>();

  /** Whether an operation's handler has lately been slow enough to take turns (see `LIGHT_HANDLER_MS`). */
  isHeavy(operationId: string): boolean {
    return (this.typicalMs.get(operationId) ?? 0) > LIGHT_HANDLER_MS;
  }

  /** Records how long one run of an operation's handler took. */
  recordHandlerTime(operationId: string, ms: number): void {
    const sample = Math.min(ms, SAMPLE_CAP_MS);
    const before = this.typicalMs.get(operationId);
    this.typicalMs.set(operationId, before === undefined ? sample : before + (sample - before) * SAMPLE_WEIGHT);
  }

  /** Resolves when it is this caller's turn; run the heavy piece synchronously right after. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.scheduleTurn();
    });
  }

  private scheduleTurn(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // setImmediate runs after the poll phase: the requests already read from their sockets are handled before it.
    setImmediate(() => {
      const started = performance.now();
      const runNext = () => {
        this.waiting.shift()?.();
        // Queued after the resumed caller's continuation, so this runs once its synchronous piece is done. The turn
        // stays `scheduled` until then: a caller that asks for another turn meanwhile (the export's next batch) is
        // served in this turn if the budget allows, else in the next one, never by a second, empty turn.
        queueMicrotask(() => {
          if (this.waiting.length > 0 && performance.now() - started < TURN_BUDGET_MS) return runNext();
          this.scheduled = false;
          this.scheduleTurn();
        });
      };
      runNext();
    });
  }
}
