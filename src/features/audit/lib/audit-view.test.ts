import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { AuditView } from './audit-view';
import { AuditCsvParser } from './parse-core';
import { AuditRowStore } from './row-store';
import { sortRows } from './sort-rows';
import { cellTest } from './value-match';
import { chartRange, timeSeries } from './time-buckets';
import { parseToStore } from './parse-to-store.test-helper';

const CSV = [
  'timestamp,userEmail,eventName,deploymentName,ipAddress',
  '2025-03-02T10:00:00Z,ana@x.io,Logged in,Prod,10.0.0.1',
  '2025-03-02T09:00:00Z,bo@x.io,Logged in,Lab,10.0.0.2',
  '2025-03-01T12:00:00Z,ana@x.io,Created Git branch,Prod,10.0.0.3',
  '2025-03-01T08:00:00Z,cy@x.io,Logged in,Prod,10.0.0.10',
].join('\n');

function setup() {
  const { store, columns } = parseToStore(CSV);
  if (!store || !columns) throw new Error('no rows');
  return { store, columns };
}

describe('the audit view', () => {
  it('counts each chart over the rows that pass every other filter', () => {
    const { store, columns } = setup();
    const view = new AuditView(store, columns, [{ column: 'eventName', value: 'Logged in' }]).advance();
    expect(Array.from(view.matches.slice(0, view.matchCount))).toEqual([0, 1, 3]);
    // The event chart ignores its own filter, so the other event names stay pickable.
    expect(view.counts.eventName).toEqual([
      { value: 'Logged in', count: 3 },
      { value: 'Created Git branch', count: 1 },
    ]);
    expect(view.counts.userEmail).toEqual([
      { value: 'ana@x.io', count: 1 },
      { value: 'bo@x.io', count: 1 },
      { value: 'cy@x.io', count: 1 },
    ]);
    expect(view.counts.deployment).toEqual([
      { value: 'Prod', count: 2 },
      { value: 'Lab', count: 1 },
    ]);
  });

  it('matches a filter on a text column and shows nothing for a column the CSV lacks', () => {
    const { store, columns } = setup();
    expect(new AuditView(store, columns, [{ column: 'ipAddress', value: '10.0.0.3' }]).advance().matchCount).toBe(1);
    expect(new AuditView(store, columns, [{ column: 'region', value: 'eu' }]).advance().matchCount).toBe(0);
  });

  it('gathers matching events per hour and per day over the range', () => {
    const { store, columns } = setup();
    const view = new AuditView(store, columns, []).advance();
    const range = chartRange({ start: '', end: '' }, view.loadedMinTime, view.loadedMaxTime);
    expect(range).toEqual({ from: Date.UTC(2025, 2, 1), to: Date.UTC(2025, 2, 3) });
    const hourly = timeSeries(view.hours, range ?? { from: 0, to: 0 });
    expect(hourly.unit).toBe('hour');
    expect(hourly.buckets).toHaveLength(48);
    expect(hourly.total).toBe(4);
    const daily = timeSeries(
      view.hours,
      chartRange({ start: '2025-02-20', end: '2025-03-05' }, view.loadedMinTime, view.loadedMaxTime)!,
    );
    expect(daily.unit).toBe('day');
    expect(daily.buckets.filter((b) => b.count > 0).map((b) => b.count)).toEqual([2, 2]);
  });

  it('counts each hour once per matching event, whatever order the events come in', () => {
    // Runs of one hour, an hour coming back after others, and rows the filter drops inside a run.
    const hoursOfRows = [5, 5, 5, 7, 7, 5, 3, 3, 3, 3, 7, 5, 5];
    const lines = hoursOfRows.map((hour, i) => {
      const time = new Date(Date.UTC(2025, 2, 1, hour, i)).toISOString();
      return `${time},ana@x.io,${i % 4 === 1 ? 'Created Git branch' : 'Logged in'},Prod,10.0.0.${i}`;
    });
    const { store, columns } = parseToStore([CSV.split('\n')[0], ...lines].join('\n'));
    if (!store || !columns) throw new Error('no rows');
    const view = new AuditView(store, columns, [{ column: 'eventName', value: 'Logged in' }]).advance();
    const expected = new Map<number, number>();
    hoursOfRows.forEach((hour, i) => {
      if (i % 4 === 1) return;
      const key = Date.UTC(2025, 2, 1, hour) / 3_600_000;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    });
    expect(new Map(view.hours)).toEqual(expected);
  });

  it('counts, under any set of filters, what reading the rows one by one counts, streamed or read at once', () => {
    // More rows than one pass reads, so passes meet mid-hour and mid-run; e-mails in mixed case (that filter ignores
    // case); a region unique to each row (kept as text, compared exactly); an event name first seen near the end.
    const lines = Array.from({ length: 20_000 }, (_, i) => {
      const time = new Date(Date.UTC(2025, 2, 1) + i * 37_000).toISOString();
      const user = `${i % 5 ? 'user' : 'USER'}${i % 7}@x.io`;
      const event = i === 19_000 ? 'Rare' : ['Logged in', 'Created Git branch', 'Deleted'][i % 3];
      return `${time},${user},${event},${['Prod', 'Lab', ''][(i % 4) % 3]},10.0.${i % 3}.1,r${i}`;
    });
    const csv = [`${CSV.split('\n')[0]},region`, ...lines].join('\n');
    const { store, columns } = parseToStore(csv);
    if (!store || !columns) throw new Error('no rows');
    const column = (name: string) => columns.all.find((c) => c.name === name)!;
    expect(store.hasIds(column('region').index)).toBe(false);
    const filterSets = [
      [],
      [{ column: 'eventName', value: 'Logged in' }],
      [{ column: 'eventName', value: 'Rare' }],
      [{ column: 'userEmail', value: 'user3@X.io' }],
      [{ column: 'ipAddress', value: '10.0.1.1' }],
      [{ column: 'region', value: 'r4242' }],
      [
        { column: 'eventName', value: 'Deleted' },
        { column: 'deploymentName', value: 'Prod' },
      ],
      [
        { column: 'eventName', value: 'Logged in' },
        { column: 'userEmail', value: 'user2@x.io' },
        { column: 'ipAddress', value: '10.0.2.1' },
      ],
      [
        { column: 'region', value: 'r999' },
        { column: 'deploymentName', value: 'Lab' },
      ],
      // Two filters on one column: a row failing both still counts in that column's own chart, alone and beside a
      // filter on another column.
      [
        { column: 'eventName', value: 'Logged in' },
        { column: 'eventName', value: 'Deleted' },
      ],
      [
        { column: 'eventName', value: 'Logged in' },
        { column: 'eventName', value: 'Deleted' },
        { column: 'deploymentName', value: 'Prod' },
      ],
    ];

    /** The view as the page builds it while the export streams: made before any row, fed batch by batch. */
    function streamedView(filters: { column: string; value: string }[]) {
      const parser = new AuditCsvParser(Papa);
      const bytes = new TextEncoder().encode(csv);
      let view: AuditView | null = null;
      let streamStore: AuditRowStore | null = null;
      const take = (output: ReturnType<AuditCsvParser['push']>) => {
        if (output.columns) {
          const created = new AuditRowStore(output.columns.all.length);
          const createdView = new AuditView(created, output.columns, filters);
          created.onAppend(() => createdView.catchUp());
          [streamStore, view] = [created, createdView];
        }
        if (output.batch) streamStore?.append(output.batch);
      };
      for (let at = 0; at < bytes.length; at += 100_000) take(parser.push(bytes.subarray(at, at + 100_000)));
      take(parser.finish());
      if (!view) throw new Error('no header');
      return (view as AuditView).advance();
    }

    for (const filters of filterSets) {
      const tests = filters.map((filter) => ({
        index: column(filter.column).index,
        accepts: cellTest(column(filter.column), filter.value),
      }));
      const passesExcept = (row: number, except: number) =>
        tests.every((test) => test.index === except || test.accepts(store.value(row, test.index)));
      const rows = Array.from({ length: store.rowCount }, (_, row) => row);
      const matching = rows.filter((row) => passesExcept(row, -1));
      const countsOf = (name: string) => {
        const counts = new Map<string, number>();
        for (const row of rows.filter((r) => passesExcept(r, column(name).index))) {
          const value = store.value(row, column(name).index);
          counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        return counts;
      };
      const hours = new Map<number, number>();
      for (const row of matching) {
        const hour = Math.floor(Date.parse(store.value(row, 0)) / 3_600_000);
        hours.set(hour, (hours.get(hour) ?? 0) + 1);
      }

      for (const [how, view] of [
        ['read at once', new AuditView(store, columns, filters).advance()],
        ['streamed', streamedView(filters)],
      ] as const) {
        const label = `${how}: ${JSON.stringify(filters)}`;
        expect(Array.from(view.matches.slice(0, view.matchCount)), label).toEqual(matching);
        expect(new Map(view.counts.eventName?.map((c) => [c.value, c.count])), label).toEqual(countsOf('eventName'));
        expect(new Map(view.counts.userEmail?.map((c) => [c.value, c.count])), label).toEqual(countsOf('userEmail'));
        expect(new Map(view.counts.deployment?.map((c) => [c.value, c.count])), label).toEqual(countsOf('deploymentName'));
        expect(new Map(view.hours), label).toEqual(hours);
      }
    }
  });

  it('gives the span and the order of every loaded event, whatever the filters match', () => {
    const { store, columns } = setup();
    const [unfiltered, filtered, nothing] = [
      [],
      [{ column: 'eventName', value: 'Created Git branch' }],
      [{ column: 'region', value: 'eu' }],
    ].map((filters) => new AuditView(store, columns, filters).advance());
    for (const view of [unfiltered, filtered, nothing]) {
      expect(view?.loadedMinTime).toBe(Date.UTC(2025, 2, 1, 8));
      expect(view?.loadedMaxTime).toBe(Date.UTC(2025, 2, 2, 10));
      expect(view?.loadedOrder).toBe('newest-first');
    }
    // The filtered view counts its one event, in that event's hour.
    expect(filtered?.matchCount).toBe(1);
    expect([...(filtered?.hours.keys() ?? [])]).toEqual([Date.UTC(2025, 2, 1, 12) / 3_600_000]);

    // Each row in a batch of its own: the order is followed across batches.
    const order = (times: string[]) => {
      const rows = times.map((time, i) => `${time},ana@x.io,Logged in,Prod,10.0.0.${i}\n`);
      const parsed = parseToStore([`${CSV.split('\n')[0]}\n`, ...rows].map((text) => new TextEncoder().encode(text)));
      if (!parsed.store || !parsed.columns) throw new Error('no rows');
      return new AuditView(parsed.store, parsed.columns, []).advance().loadedOrder;
    };
    expect(order(['2025-03-01T08:00:00Z', '2025-03-01T08:00:00Z', '2025-03-01T09:00:00Z'])).toBe('oldest-first');
    expect(order(['2025-03-01T09:00:00Z', '2025-03-01T08:00:00Z'])).toBe('newest-first');
    expect(order(['2025-03-01T08:00:00Z', '2025-03-01T10:00:00Z', '2025-03-01T09:00:00Z'])).toBe('unknown');
    expect(order(['2025-03-01T08:00:00Z', 'not a time', '2025-03-01T08:00:00Z'])).toBe('unknown');
  });
});

describe('sorting rows', () => {
  it('sorts id columns, times and text, either way, ties in arrival order', () => {
    const { store, columns } = setup();
    const all = Uint32Array.from([0, 1, 2, 3]);
    const by = (name: string) => columns.all.find((c) => c.name === name)!;
    expect(Array.from(sortRows(store, all, 4, by('userEmail'), 'asc'))).toEqual([0, 2, 1, 3]);
    expect(Array.from(sortRows(store, all, 4, by('userEmail'), 'desc'))).toEqual([3, 1, 0, 2]);
    expect(Array.from(sortRows(store, all, 4, by('timestamp'), 'asc'))).toEqual([3, 2, 1, 0]);
    // Text sorts numbers within it as numbers: 10.0.0.10 after 10.0.0.3.
    expect(Array.from(sortRows(store, all, 4, by('ipAddress'), 'asc'))).toEqual([0, 1, 2, 3]);
  });

  it('counts rows batch by batch as they land, to the same view as reading them all at once', () => {
    const parser = new AuditCsvParser(Papa);
    const header = parser.push(new TextEncoder().encode(`${CSV.split('\n')[0]}\n`));
    if (!header.columns) throw new Error('no header');
    const store = new AuditRowStore(header.columns.all.length);
    const filters = [{ column: 'deploymentName', value: 'Prod' }];
    const streamed = new AuditView(store, header.columns, filters);
    const unsubscribe = store.onAppend(() => streamed.catchUp());
    const seen: number[] = [];
    for (const line of CSV.split('\n').slice(1)) {
      const { batch } = parser.push(new TextEncoder().encode(`${line}\n`));
      if (batch) store.append(batch);
      // Each batch was counted as it landed, before any snapshot asked for it.
      expect(streamed.rowsRead).toBe(store.rowCount);
      seen.push(streamed.advance().matchCount);
    }
    unsubscribe();
    const { batch } = parser.finish();
    if (batch) store.append(batch);

    expect(seen).toEqual([1, 1, 2, 3]);
    const whole = new AuditView(store, header.columns, filters).advance();
    const { matches, hours, ...rest } = streamed.advance();
    const { matches: wholeMatches, hours: wholeHours, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    expect(Array.from(matches.slice(0, rest.matchCount))).toEqual(Array.from(wholeMatches.slice(0, whole.matchCount)));
    expect([...hours]).toEqual([...wholeHours]);
  });

  it('reads a large batch a slice per task when the deadline passes, to the same view as reading it at once', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => {
      const time = new Date(Date.UTC(2025, 2, 1) + i * 60_000).toISOString();
      return `${time},user${i % 7}@x.io,${i % 3 ? 'Logged in' : 'Created Git branch'},${i % 2 ? 'Prod' : 'Lab'},10.0.0.${i % 250}`;
    });
    const { store, columns } = parseToStore([CSV.split('\n')[0], ...lines].join('\n'));
    if (!store || !columns) throw new Error('no rows');
    const filters = [{ column: 'deploymentName', value: 'Prod' }];
    const sliced = new AuditView(store, columns, filters);
    // A clock that moves on each look: every slice finds the deadline passed.
    let clock = 0;
    const now = () => (clock += 1);
    const tasks: number[] = [];
    let more = true;
    while (more) {
      more = sliced.catchUpUntil(clock + 1, now);
      tasks.push(sliced.rowsRead);
    }
    expect(tasks).toEqual([1024, 2048, 3000]);
    // With time to spare, one call reads everything left.
    expect(sliced.catchUpUntil(Number.POSITIVE_INFINITY)).toBe(false);

    const { matches: wholeMatches, hours: wholeHours, ...wholeRest } = new AuditView(store, columns, filters).advance();
    const { matches, hours, ...rest } = sliced.advance();
    expect(rest.matchCount).toBe(1500);
    expect(rest).toEqual(wholeRest);
    expect(Array.from(matches.slice(0, rest.matchCount))).toEqual(Array.from(wholeMatches.slice(0, rest.matchCount)));
    expect([...hours]).toEqual([...wholeHours]);
  });
});
