/** Report snapshots of every kind, inline data only, for the sample dashboards. Plain JSON on purpose: samples are input. */
export const sampleSnapshots = [
  {
    id: 9001,
    reportId: 101,
    versionNumber: 3,
    name: 'Revenue by month',
    title: 'Revenue by month',
    description: 'Recognised revenue per calendar month.',
    kind: 'vega',
    spec: {
      $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
      description: 'Monthly revenue',
      data: {
        values: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map((month, i) => ({
          month,
          revenue: 182000 + i * 9400,
        })),
      },
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'month', type: 'ordinal', title: 'Month' },
        y: { field: 'revenue', type: 'quantitative', title: 'Revenue' },
      },
    },
  },
  {
    id: 9002,
    reportId: 102,
    versionNumber: 1,
    name: 'Orders by channel',
    title: 'Orders by channel',
    kind: 'vega',
    spec: { mark: 'bar', encoding: { x: { field: 'channel', type: 'nominal' }, y: { field: 'orders', type: 'quantitative' } } },
  },
  {
    id: 9003,
    reportId: 103,
    versionNumber: 2,
    name: 'Top customers',
    title: 'Top customers',
    kind: 'table',
    spec: {
      columns: [
        { key: 'customer', title: 'Customer' },
        { key: 'revenue', title: 'Revenue' },
        { key: 'growth', title: 'Growth' },
      ],
      rows: [
        { customer: 'Globex', revenue: 482113.5, growth: 0.182 },
        { customer: 'Initech', revenue: 391020, growth: 0.094 },
      ],
    },
    preferences: {
      columnFormats: { revenue: { type: 'currency', decimalPlaces: 2 }, growth: { type: 'percent', decimalPlaces: 1 } },
    },
  },
  {
    id: 9004,
    reportId: 104,
    versionNumber: 1,
    name: 'ARR',
    title: 'Annual recurring revenue',
    kind: 'kpi',
    spec: { value: 4210000, previousValue: 3780000, format: { type: 'currency', decimalPlaces: 0 }, label: 'ARR' },
  },
  {
    id: 9005,
    reportId: 105,
    versionNumber: 1,
    name: 'Finance notes',
    title: 'Notes from finance',
    kind: 'html',
    spec: '<h3>Quarter close</h3><p>Two invoices are still <em>pending</em>.</p>',
  },
  {
    id: 9006,
    reportId: 106,
    versionNumber: 1,
    name: 'Revenue by country',
    kind: 'map',
    spec: { type: 'choropleth', geo: 'world-countries', data: [{ country: 'US', value: 1 }] },
  },
  {
    id: 9007,
    reportId: 107,
    versionNumber: 1,
    name: 'Plan changes',
    kind: 'sankey',
    spec: { nodes: [{ name: 'A' }, { name: 'B' }], links: [{ source: 'A', target: 'B', value: 3 }] },
  },
];
