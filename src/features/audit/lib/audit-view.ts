import type { AuditColumns, ColumnRole } from './columns';
import { growableArray, resizeArray } from './growable-array';
import type { LoadedOrder } from './loaded-span';
import type { AuditRowStore } from './row-store';
import type { ValueFilter } from './view-params';
import { rowTest, type RowTest } from './value-match';

/** The columns the bar charts count by. */
const CHART_ROLES = ['eventName', 'userEmail', 'deployment'] as const satisfies readonly ColumnRole[];
export type ChartRole = (typeof CHART_ROLES)[number];

export const HOUR_MS = 3_600_000;

// Rows read between two looks at the clock: well under a millisecond's work.
const CATCH_UP_SLICE_ROWS = 1024;

export interface ValueCount {
  value: string;
  count: number;
}

export interface ViewSnapshot {
  /** Row indexes that pass every value filter, in arrival order; only the first `matchCount` are meaningful. */
  matches: Uint32Array;
  matchCount: number;
  /** Rows read so far (the store's rowCount when the snapshot was taken). */
  rowCount: number;
  /**
   * Per chart role: each value's count over the rows that pass every filter except those on that column, so a bar
   * list still shows the other values after one is picked (and picking another replaces the first).
   */
  counts: Partial<Record<ChartRole, ValueCount[]>>;
  /** Matching rows per UTC hour (key: hours since the epoch). */
  hours: Map<number, number>;
  /** Earliest and latest time among every row read, matching or not (NaN when none): the span the load covers. */
  loadedMinTime: number;
  loadedMaxTime: number;
  /** The order the rows read so far came in, by time (see LoadedOrder). */
  loadedOrder: LoadedOrder;
}

interface ChartCounter {
  role: ChartRole;
  column: number;
  /** Counts per string-table id, for columns kept as ids. */
  byId: Uint32Array;
  /** Counts per value, for columns kept as text. */
  byText: Map<string, number>;
}

interface CompiledFilter {
  column: number;
  /** For id columns: the id to match (-1: the value never occurs, nothing matches). */
  id: number;
  value: string;
  ids: Uint32Array | null;
  /** How the cell is compared when not by plain equality (times as shown, e-mails without case: see value-match). */
  test: RowTest | null;
}

/**
 * The view over one export: value filters applied, chart counts gathered, in one pass per row, incrementally as rows
 * stream in. A new filter set needs a new AuditView (one pass over what is loaded); new rows only cost themselves.
 */
export class AuditView {
  private readonly filters: CompiledFilter[];
  private readonly chartColumns: ChartCounter[];
  private matches = growableArray(Uint32Array, 1024);
  private matchCount = 0;
  private processed = 0;
  private readonly hours = new Map<number, number>();
  /** Filters naming a column the CSV does not have: the view shows nothing rather than pretending to filter. */
  private readonly impossible: boolean;

  constructor(
    private readonly store: AuditRowStore,
    columns: AuditColumns,
    filters: readonly ValueFilter[],
  ) {
    let impossible = false;
    this.filters = filters.flatMap((filter) => {
      const column = columns.all.find((c) => c.name === filter.column);
      if (!column) {
        impossible = true;
        return [];
      }
      return [{ column: column.index, id: -1, value: filter.value, ids: null, test: rowTest(store, column, filter.value) }];
    });
    this.impossible = impossible;
    this.chartColumns = CHART_ROLES.flatMap((role) => {
      const column = columns.byRole[role];
      return column ? [{ role, column: column.index, byId: new Uint32Array(0), byText: new Map<string, number>() }] : [];
    });
  }

  /** Reads the rows that arrived since the last call, and gives the view as it now stands. */
  advance(): ViewSnapshot {
    this.catchUp();
    return this.snapshot();
  }

  /** How many of the store's rows this view has read. */
  get rowsRead(): number {
    return this.processed;
  }

  /**
   * Reads the rows that arrived since the last call, without a snapshot: called as each batch lands, so a render
   * that follows finds them counted already instead of reading a second's worth of rows in one task.
   */
  catchUp(): void {
    const end = this.store.rowCount;
    if (end > this.processed) this.read(this.processed, end);
    this.processed = end;
  }

  /**
   * Reads rows that arrived, a slice at a time, until none are left or `deadline` (a performance.now() time) passed;
   * true while rows remain. A post from the parser brings about a tenth of a second's rows: read in one task they
   * held the page's thread for tens of milliseconds when the machine was busy.
   */
  catchUpUntil(deadline: number, now: () => number = () => performance.now()): boolean {
    for (;;) {
      const end = Math.min(this.store.rowCount, this.processed + CATCH_UP_SLICE_ROWS);
      if (end <= this.processed) return false;
      this.read(this.processed, end);
      this.processed = end;
      if (now() >= deadline) return this.processed < this.store.rowCount;
    }
  }

  private compile() {
    for (const filter of this.filters) {
      filter.ids = this.store.ids(filter.column);
      if (filter.ids && filter.id < 0) filter.id = this.store.strings.indexOf(filter.value);
    }
  }

  private read(from: number, to: number) {
    if (this.impossible) return;
    // Id arrays are replaced when the store grows, and a filter's value may first appear in a later batch.
    this.compile();
    const { store, filters, chartColumns } = this;
    const times = store.times;
    const chartIds = chartColumns.map((chart) => store.ids(chart.column));
    // Counts by id live in a typed array as long as the string table: a click on a bar recounts 300,000 rows.
    for (const chart of chartColumns) {
      if (chart.byId.length < store.strings.length) {
        const grown = new Uint32Array(store.strings.length + 64);
        grown.set(chart.byId);
        chart.byId = grown;
      }
    }
    // The filters' parts and the view's running figures in locals: the first recount after a filter is set (a click
    // on a bar) runs on unoptimized code for a while, since that path never ran while the export streamed unfiltered,
    // and there a property read or an array iterator per row costs more than a local (in Node, the first filtered
    // recount of 303,000 rows after an unfiltered stream: a median of 35 ms before, 29 ms with locals).
    const filterCount = filters.length;
    const filterTests = filters.map((filter) => filter.test);
    const filterIds = filters.map((filter) => filter.ids);
    const filterId = filters.map((filter) => filter.id);
    const filterColumns = filters.map((filter) => filter.column);
    const filterValues = filters.map((filter) => filter.value);
    const chartCount = chartColumns.length;
    let { matches, matchCount } = this;
    // The service writes its events in time order, so most rows fall in the hour of the row before: a run of one hour
    // is counted here and added to the map once (two map operations a row took a third of a 300,000-row recount).
    let runHour = Number.NaN;
    let runCount = 0;
    for (let row = from; row < to; row += 1) {
      let fails = 0;
      let failedColumn = -1;
      for (let f = 0; f < filterCount; f += 1) {
        const test = filterTests[f];
        const ids = filterIds[f];
        const column = filterColumns[f] ?? -1;
        const pass = test ? test(row) : ids ? ids[row] === filterId[f] : store.value(row, column) === filterValues[f];
        if (!pass) {
          fails += 1;
          failedColumn = column;
          if (fails > 1) break;
        }
      }
      if (fails > 1) continue;
      for (let k = 0; k < chartCount; k += 1) {
        const chart = chartColumns[k];
        if (!chart || (fails === 1 && failedColumn !== chart.column)) continue;
        const ids = chartIds[k];
        if (ids) {
          const id = ids[row] ?? 0;
          chart.byId[id] = (chart.byId[id] ?? 0) + 1;
        } else {
          const key = store.value(row, chart.column);
          chart.byText.set(key, (chart.byText.get(key) ?? 0) + 1);
        }
      }
      if (fails === 1) continue;
      if (matchCount === matches.length) matches = resizeArray(Uint32Array, matches, Math.ceil(matches.length * 1.5), matchCount);
      matches[matchCount] = row;
      matchCount += 1;
      const time = times ? (times[row] ?? Number.NaN) : Number.NaN;
      if (!Number.isNaN(time)) {
        const hour = Math.floor(time / HOUR_MS);
        if (hour !== runHour) {
          this.addToHour(runHour, runCount);
          runHour = hour;
          runCount = 0;
        }
        runCount += 1;
      }
    }
    this.matches = matches;
    this.matchCount = matchCount;
    this.addToHour(runHour, runCount);
  }

  private addToHour(hour: number, count: number) {
    if (count > 0) this.hours.set(hour, (this.hours.get(hour) ?? 0) + count);
  }

  private snapshot(): ViewSnapshot {
    const counts: Partial<Record<ChartRole, ValueCount[]>> = {};
    for (const chart of this.chartColumns) {
      const list: ValueCount[] = [];
      chart.byId.forEach((count, id) => {
        if (count > 0) list.push({ value: this.store.strings[id] ?? '', count });
      });
      for (const [value, count] of chart.byText) list.push({ value, count });
      list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      counts[chart.role] = list;
    }
    // The store follows the loaded span as rows land; a snapshot is taken once every row has been read (advance), so it
    // covers exactly the rows this view counted.
    const loaded = this.store.loadedSpan;
    return {
      matches: this.matches,
      matchCount: this.matchCount,
      rowCount: this.processed,
      counts,
      hours: new Map(this.hours),
      loadedMinTime: loaded.minTime,
      loadedMaxTime: loaded.maxTime,
      loadedOrder: loaded.order,
    };
  }
}
