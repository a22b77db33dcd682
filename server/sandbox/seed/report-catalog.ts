import type { ReportContent } from '../store/workspace-store.ts';

/** Realistic report contents, one of every snapshot `kind`. Vega specs carry their data inline. */
const months = [
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
];

export const revenueByMonth: ReportContent = {
  name: 'Revenue by month',
  title: 'Revenue by month',
  description: 'Recognised revenue per calendar month, all regions.',
  kind: 'vega',
  spec: {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    description: 'Monthly revenue',
    data: { values: months.map((m, i) => ({ month: m, revenue: 182000 + i * 9400 + (i % 3) * 5100 })) },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'month', type: 'temporal', title: 'Month' },
      y: { field: 'revenue', type: 'quantitative', title: 'Revenue (USD)' },
    },
  },
  sqlQuery: "SELECT date_trunc('month', created_at) AS month, SUM(amount) AS revenue FROM orders GROUP BY 1 ORDER BY 1",
  meta: { source: 'orders', measures: ['orders.revenue'], dimensions: ['orders.created_at'] },
  fillMissingRows: { member: 'orders.created_at', excludedDimensions: [] },
  periodComparisons: [
    {
      measure: 'orders.revenue',
      timeDimension: 'orders.created_at',
      offset: { amount: 1, unit: 'year' },
      outputs: ['value', 'change'],
    },
  ],
};

export const churnByPlan: ReportContent = {
  name: 'Churn by plan',
  title: 'Churn rate by plan',
  description: 'Share of accounts lost in the quarter.',
  kind: 'vega',
  spec: {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    data: {
      values: [
        { plan: 'Starter', churn: 0.071 },
        { plan: 'Team', churn: 0.043 },
        { plan: 'Business', churn: 0.021 },
        { plan: 'Enterprise', churn: 0.008 },
      ],
    },
    mark: 'bar',
    encoding: {
      x: { field: 'plan', type: 'nominal', title: 'Plan', sort: null },
      y: { field: 'churn', type: 'quantitative', title: 'Churn', axis: { format: '%' } },
    },
  },
  sqlQuery: 'SELECT plan, churned::float / active AS churn FROM plan_churn',
  meta: { source: 'accounts' },
};

export const topCustomers: ReportContent = {
  name: 'Top customers',
  title: 'Top customers by revenue',
  description: 'The ten largest accounts this year.',
  kind: 'table',
  spec: {
    columns: [
      { key: 'customer', title: 'Customer' },
      { key: 'revenue', title: 'Revenue' },
      { key: 'growth', title: 'Growth' },
      { key: 'orders', title: 'Orders' },
    ],
    rows: [
      { customer: 'Globex', revenue: 482113.5, growth: 0.182, orders: 1204 },
      { customer: 'Initech', revenue: 391020.0, growth: 0.094, orders: 977 },
      { customer: 'Umbrella', revenue: 288400.25, growth: -0.031, orders: 651 },
      { customer: 'Hooli', revenue: 251998.9, growth: 0.227, orders: 540 },
      { customer: 'Stark Industries', revenue: 230150.0, growth: 0.051, orders: 498 },
      { customer: 'Wayne Enterprises', revenue: 198765.4, growth: 0.012, orders: 433 },
    ],
  },
  sqlQuery:
    'SELECT customer, SUM(amount) AS revenue, growth, COUNT(*) AS orders FROM orders GROUP BY customer ORDER BY revenue DESC LIMIT 10',
  meta: { source: 'orders' },
  preferences: {
    columnFormats: {
      revenue: { type: 'currency', decimalPlaces: 2 },
      growth: { type: 'percent', decimalPlaces: 1 },
      orders: { type: 'number', decimalPlaces: 0 },
    },
  },
};

export const arrKpi: ReportContent = {
  name: 'ARR',
  title: 'Annual recurring revenue',
  description: 'ARR at the end of the selected period, against the previous one.',
  kind: 'kpi',
  spec: { value: 4210000, previousValue: 3780000, format: { type: 'currency', decimalPlaces: 0 }, label: 'ARR' },
  sqlQuery: 'SELECT SUM(mrr) * 12 AS arr FROM subscriptions WHERE active',
  meta: { source: 'subscriptions' },
  periodComparisons: [
    { measure: 'subscriptions.arr', timeDimension: 'subscriptions.date', offset: { amount: 1, unit: 'quarter' }, outputs: null },
  ],
};

export const releaseNotesHtml: ReportContent = {
  name: 'Finance notes',
  title: 'Notes from finance',
  description: 'A static HTML report.',
  kind: 'html',
  // Declares both schemes, so it follows the console's theme (a report that declares none is a light page).
  spec: '<meta name="color-scheme" content="light dark"><h3>Quarter close</h3><p>Revenue recognised through <strong>31 March</strong>. Two invoices are still <em>pending</em>.</p><ul><li>FX at month-end rates</li><li>Refunds netted</li></ul><script>alert("scripts in reports never run")</script>',
  pythonCode: null,
  meta: { source: 'manual' },
};

export const revenueByRegionMap: ReportContent = {
  name: 'Revenue by region',
  title: 'Revenue by country',
  description: 'Where revenue comes from.',
  kind: 'map',
  spec: {
    type: 'choropleth',
    geo: 'world-countries',
    data: [
      { country: 'US', value: 1820000 },
      { country: 'DE', value: 610000 },
      { country: 'GB', value: 540000 },
      { country: 'FR', value: 380000 },
      { country: 'JP', value: 290000 },
      { country: 'BR', value: 150000 },
    ],
    valueField: 'value',
    keyField: 'country',
  },
  sqlQuery: 'SELECT country, SUM(amount) AS value FROM orders GROUP BY country',
  meta: { source: 'orders' },
};

export const customerFlowSankey: ReportContent = {
  name: 'Customer flow',
  title: 'Plan changes this quarter',
  description: 'Upgrades, downgrades and churn between plans.',
  kind: 'sankey',
  spec: {
    nodes: [{ name: 'Starter' }, { name: 'Team' }, { name: 'Business' }, { name: 'Enterprise' }, { name: 'Churned' }],
    links: [
      { source: 'Starter', target: 'Team', value: 120 },
      { source: 'Starter', target: 'Churned', value: 45 },
      { source: 'Team', target: 'Business', value: 64 },
      { source: 'Team', target: 'Churned', value: 18 },
      { source: 'Business', target: 'Enterprise', value: 21 },
    ],
  },
  sqlQuery: 'SELECT from_plan AS source, to_plan AS target, COUNT(*) AS value FROM plan_changes GROUP BY 1, 2',
  meta: { source: 'plan_changes' },
};

export const pipelineByStage: ReportContent = {
  name: 'Pipeline by stage',
  title: 'Open pipeline by stage',
  kind: 'vega',
  spec: {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    data: {
      values: [
        { stage: 'Qualified', amount: 920000 },
        { stage: 'Proposal', amount: 610000 },
        { stage: 'Negotiation', amount: 330000 },
        { stage: 'Closed won', amount: 210000 },
      ],
    },
    mark: 'bar',
    encoding: { y: { field: 'stage', type: 'nominal', sort: null }, x: { field: 'amount', type: 'quantitative' } },
  },
  sqlQuery: 'SELECT stage, SUM(amount) FROM opportunities GROUP BY stage',
  meta: { source: 'opportunities' },
};

export const activeUsersKpi: ReportContent = {
  name: 'Weekly active users',
  title: 'Weekly active users',
  kind: 'kpi',
  spec: { value: 18342, previousValue: 17102, format: { type: 'number', decimalPlaces: 0 }, label: 'WAU' },
  sqlQuery: "SELECT COUNT(DISTINCT user_id) FROM events WHERE ts > now() - interval '7 days'",
  meta: { source: 'events' },
};
