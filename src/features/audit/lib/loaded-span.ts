/**
 * The order the rows read so far came in, by time: the spec promises none, so this is only what they show. With
 * `unknown` (unsorted, or not two distinct times yet) an export that stopped early may lack events from any time.
 */
export type LoadedOrder = 'newest-first' | 'oldest-first' | 'unknown';

export interface LoadedSpan {
  /** Earliest and latest time among every row loaded, matching a filter or not (NaN when none). */
  minTime: number;
  maxTime: number;
  order: LoadedOrder;
}

/**
 * The span of time an export's rows cover and the order they came in, followed as batches are appended. It depends on
 * the rows only, never on the view's filters, so it is read once per row as the row lands rather than again by every
 * view (a click on a bar built a view that went through 300,000 times for it).
 */
export class LoadedSpanTracker {
  private minTime = Number.NaN;
  private maxTime = Number.NaN;
  /** The last row's time, and whether any row's time was later (rose) or earlier (fell) than the one before it. */
  private lastTime = Number.NaN;
  private rose = false;
  private fell = false;

  add(times: ArrayLike<number>): void {
    let { minTime, maxTime, lastTime, rose, fell } = this;
    for (let i = 0; i < times.length; i += 1) {
      const time = times[i] ?? Number.NaN;
      if (Number.isNaN(time)) continue;
      if (!(time >= minTime)) minTime = time;
      if (!(time <= maxTime)) maxTime = time;
      if (time > lastTime) rose = true;
      else if (time < lastTime) fell = true;
      lastTime = time;
    }
    this.minTime = minTime;
    this.maxTime = maxTime;
    this.lastTime = lastTime;
    this.rose = rose;
    this.fell = fell;
  }

  get span(): LoadedSpan {
    const order = this.fell && !this.rose ? 'newest-first' : this.rose && !this.fell ? 'oldest-first' : 'unknown';
    return { minTime: this.minTime, maxTime: this.maxTime, order };
  }
}
