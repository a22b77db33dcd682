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
 * Long work (clones, export batches) waits behind shorter heavy work, but once it has waited this long it goes first.
 * Measured with the load bench's mixed run: 20-30 ms keeps a clone under 2x its time alone while pages of workbooks
 * stop queueing behind clones (a budget of 1-1.5 ms per turn, or no limit on the wait, did worse).
 */
const LONG_WORK_MAX_WAIT_MS = 30;

/**
 * `short`: a request whose handler has lately been slower than light (a page of workbooks, one big workbook), learned
 * from its times. `long`: work declared heavy (a clone, a publish, a promotion, an export batch), a millisecond or more.
 */
export type HeavyWork = 'short' | 'long';

interface Waiter {
  resume: () => void;
  since: number;
}

/**
 * The sandbox answers every request on one event loop, so a request that waits behind a clone or an export batch
 * waits for all of its work. Heavy work therefore takes turns here: at most about `TURN_BUDGET_MS` of it per
 * event-loop turn, run after the turn's I/O, so the light requests that arrived meanwhile (the deployments, a staging
 * toggle) are answered first, as a shortest-job-first scheduler would, and never queue behind a pile of clones.
 * Among the heavy, short work goes before long work (a page of workbooks does not wait for every clone that asked
 * first), and long work that has waited `LONG_WORK_MAX_WAIT_MS` goes next, so a stream of short work cannot starve it.
 */
export class HeavyLane {
  private readonly waiting: Record<HeavyWork, Waiter[]> = { short: [], long: [] };
  private scheduled = false;
  private readonly typicalMs = new Map<string, number>();

  /** `now` is the clock the lane measures waits and budgets by (tests pass their own). */
  constructor(private readonly now: () => number = () => performance.now()) {}

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
  turn(work: HeavyWork): Promise<void> {
    return new Promise((resume) => {
      this.waiting[work].push({ resume, since: this.now() });
      this.scheduleTurn();
    });
  }

  private get pending(): number {
    return this.waiting.short.length + this.waiting.long.length;
  }

  /** The next waiter: short work first, unless the oldest long work has waited its longest. */
  private next(): Waiter | undefined {
    const { short, long } = this.waiting;
    const oldestLong = long[0];
    if (oldestLong && (short.length === 0 || this.now() - oldestLong.since >= LONG_WORK_MAX_WAIT_MS)) return long.shift();
    return short.shift();
  }

  private scheduleTurn(): void {
    if (this.scheduled || this.pending === 0) return;
    this.scheduled = true;
    // setImmediate runs after the poll phase: the requests already read from their sockets are handled before it.
    setImmediate(() => {
      const started = this.now();
      const runNext = () => {
        this.next()?.resume();
        // Queued after the resumed caller's continuation, so this runs once its synchronous piece is done. The turn
        // stays `scheduled` until then: a caller that asks for another turn meanwhile (the export's next batch) is
        // served in this turn if the budget allows, else in the next one, never by a second, empty turn.
        queueMicrotask(() => {
          if (this.pending > 0 && this.now() - started < TURN_BUDGET_MS) return runNext();
          this.scheduled = false;
          this.scheduleTurn();
        });
      };
      runNext();
    });
  }
}
