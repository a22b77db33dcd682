/** How much heavy work one event-loop turn may run before the light requests waiting on their sockets are read. */
const TURN_BUDGET_MS = 2;

/**
 * The sandbox answers every request on one event loop, so a request that waits behind a clone or an export batch
 * waits for all of its work. Heavy work therefore takes turns here: at most about `TURN_BUDGET_MS` of it per
 * event-loop turn, run after the turn's I/O, so the light requests that arrived meanwhile (lists, one workbook, a
 * toggle) are answered first and never queue behind a pile of clones.
 */
export class HeavyLane {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

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
