import type { JsonObject } from '../store/json.ts';

/**
 * Seeded dashboard configs. Container children and report references follow sandbox.md:
 * `CHART` widgets point at live reports through `config.reportId`; container children live in
 * `config.widgets` (stack/grid) or `config.tabs[].widgets` (tabs), positioned in the container's own grid.
 */
type Pos = { x: number; y: number; w: number; h: number };
const pos = (x: number, y: number, w: number, h: number): Pos => ({ x, y, w, h });

function widget(id: string, type: string, position: Pos, config: JsonObject | null = null, extra: JsonObject = {}): JsonObject {
  return { id, type, position, config, ...extra };
}

const customLayout: JsonObject = {
  breakpoints: { lg: 1280, md: 1024, sm: 768, xs: 480, xxs: 0 },
  cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
  margin: [12, 12],
  containerPadding: [16, 16],
  rowHeight: 40,
};

export const financeIntroMarkdown = [
  '# Quarterly revenue review',
  '',
  'This dashboard tracks **recognised revenue** and the accounts behind it.',
  '',
  '## How to read it',
  '',
  '- Filters at the top apply to every chart',
  '- The *Customers* tab shows the largest accounts',
  '- Numbers are in USD, at month-end FX rates',
  '',
  'Definitions live in the [finance handbook](https://example.com/finance-handbook).',
  '',
  '| Metric | Owner | Refreshed |',
  '|---|---|---|',
  '| Revenue | Finance | Daily |',
  '| ARR | RevOps | Hourly |',
  '| Churn | Customer success | Weekly |',
].join('\n');

export interface FinanceReports {
  revenue: number;
  churn: number;
  customers: number;
  arr: number;
  notes: number;
  map: number;
  sankey: number;
}

/** The published dashboard of the workbook in folder "Finance": every widget type, nested containers 3 levels deep. */
export function financePublished(r: FinanceReports): JsonObject {
  return {
    kind: 'CLASSIC',
    title: 'Quarterly revenue review',
    description: 'Revenue, customers and churn for the finance team.',
    layout: customLayout,
    settings: { refreshInterval: 3600, timezone: 'UTC' },
    theme: { palette: 'ocean', density: 'comfortable' },
    widgets: [
      widget(
        'w-intro',
        'TEXT',
        pos(0, 0, 12, 5),
        { text: financeIntroMarkdown },
        {
          responsiveLayouts: {
            lg: pos(0, 0, 12, 5),
            md: pos(0, 0, 10, 6),
            sm: pos(0, 0, 6, 8),
            xs: pos(0, 0, 4, 10),
            xxs: pos(0, 0, 2, 12),
          },
        },
      ),
      widget(
        'w-filter-region',
        'FILTER',
        pos(0, 5, 3, 2),
        { title: 'Region', member: 'orders.region', operator: 'equals', values: ['EMEA', 'AMER'] },
        {
          responsiveLayouts: { md: pos(0, 6, 5, 2), sm: pos(0, 8, 3, 2), xs: pos(0, 10, 4, 2), xxs: null },
        },
      ),
      widget('w-filter-date', 'FILTER', pos(3, 5, 3, 2), {
        title: 'Order date',
        member: 'orders.created_at',
        operator: 'between',
        values: ['2025-01-01', '2025-03-31'],
      }),
      widget('w-filter-refund', 'FILTER', pos(6, 5, 2, 2), {
        title: 'No refund reason',
        member: 'orders.refund_reason',
        operator: 'is_empty',
      }),
      widget('w-grain', 'TIME_GRAIN', pos(8, 5, 2, 2), {
        title: 'Granularity',
        member: 'orders.created_at',
        grain: 'month',
        options: ['day', 'week', 'month', 'quarter'],
      }),
      widget('w-field', 'FIELD', pos(10, 5, 2, 2), {
        title: 'Measure',
        options: ['orders.revenue', 'orders.count', 'orders.margin'],
        selected: 'orders.revenue',
      }),
      widget('w-parent', 'PARENT', pos(0, 7, 12, 1), { title: 'Filters drive', targets: ['w-revenue', 'w-kpi', 'w-tabs'] }),
      widget(
        'w-kpi',
        'CHART',
        pos(0, 8, 4, 4),
        { reportId: r.arr, title: 'ARR' },
        {
          responsiveLayouts: { md: pos(0, 9, 5, 4), sm: pos(0, 11, 6, 4), xs: pos(0, 13, 4, 4), xxs: pos(0, 15, 2, 4) },
        },
      ),
      widget(
        'w-revenue',
        'CHART',
        pos(4, 8, 8, 8),
        { reportId: r.revenue, title: 'Revenue by month' },
        {
          responsiveLayouts: { md: pos(5, 9, 5, 8), sm: pos(0, 15, 6, 8), xs: pos(0, 17, 4, 8), xxs: pos(0, 19, 2, 8) },
          style: { background: '#ffffff', border: true },
        },
      ),
      widget('w-notes', 'CHART', pos(0, 12, 4, 4), { reportId: r.notes }),
      widget('w-divider', 'DIVIDER', pos(0, 16, 12, 1), { orientation: 'horizontal' }),
      widget('w-tabs', 'CONTAINER', pos(0, 17, 12, 12), {
        layout: 'tabs',
        title: 'Details',
        tabs: [
          {
            id: 'tab-customers',
            title: 'Customers',
            widgets: [
              widget('w-customers', 'CHART', pos(0, 0, 7, 8), { reportId: r.customers, title: 'Top customers' }),
              widget('w-flow', 'CHART', pos(7, 0, 5, 8), { reportId: r.sankey, title: 'Plan changes' }),
            ],
          },
          {
            id: 'tab-regions',
            title: 'Regions',
            widgets: [
              widget('w-map', 'CHART', pos(0, 0, 6, 8), { reportId: r.map, title: 'Revenue by country' }),
              widget('w-stack', 'CONTAINER', pos(6, 0, 6, 10), {
                layout: 'stack',
                direction: 'vertical',
                widgets: [
                  widget('w-churn', 'CHART', pos(0, 0, 12, 5), { reportId: r.churn, title: 'Churn by plan' }),
                  widget('w-inner-grid', 'CONTAINER', pos(0, 5, 12, 5), {
                    layout: 'grid',
                    cols: 6,
                    widgets: [
                      widget('w-inner-note', 'TEXT', pos(0, 0, 4, 2), {
                        text: '### Regional notes\n\n1. EMEA includes UK\n2. APAC excludes China',
                        hideTitle: true,
                      }),
                      widget('w-inner-spacer', 'SPACER', pos(4, 0, 2, 2)),
                      widget('w-inner-ai', 'AI', pos(0, 2, 6, 3), {
                        title: 'Ask about regions',
                        prompt: 'Which region grew fastest this quarter?',
                      }),
                    ],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
      widget('w-ai', 'AI', pos(0, 29, 8, 4), { title: 'Ask finance data', prompt: 'Why did revenue dip in February?' }),
      widget('w-spacer', 'SPACER', pos(8, 29, 4, 4)),
    ],
  };
}

/** The draft differs from the published dashboard: one extra widget, the KPI moved. */
export function financeDraft(r: FinanceReports): JsonObject {
  const published = financePublished(r);
  const widgets = (published.widgets as JsonObject[]).map((w) =>
    w.id === 'w-kpi' ? { ...w, position: pos(0, 12, 4, 4) } : w.id === 'w-notes' ? { ...w, position: pos(0, 8, 4, 4) } : w,
  );
  widgets.push(
    widget('w-draft-note', 'TEXT', pos(0, 33, 12, 3), { text: '**Draft:** add the Q2 forecast here before publishing.' }),
  );
  return { ...published, title: 'Quarterly revenue review (draft)', widgets };
}

/** "Board pack" in the read-only folder: plain charts and a grid container. */
export function boardPublished(r: { revenue: number; customers: number; arr: number }): JsonObject {
  return {
    kind: 'CLASSIC',
    title: 'Board pack',
    layout: { rowHeight: 48, margin: [8, 8], containerPadding: [8, 8], breakpoints: null, cols: null },
    widgets: [
      widget('b-title', 'TEXT', pos(0, 0, 12, 2), { text: '## Board pack — Q1\n\nFor the board meeting on **14 April**.' }),
      widget('b-arr', 'CHART', pos(0, 2, 4, 4), { reportId: r.arr }),
      widget('b-grid', 'CONTAINER', pos(4, 2, 8, 8), {
        layout: 'grid',
        cols: 12,
        widgets: [
          widget('b-revenue', 'CHART', pos(0, 0, 12, 5), { reportId: r.revenue }),
          widget('b-customers', 'CHART', pos(0, 5, 12, 5), { reportId: r.customers }),
        ],
      }),
    ],
  };
}

/** "Operations overview" at the root: stored with a legacy `TABS_CONTAINER`, healed on read. */
export function operationsPublished(r: { pipeline: number; wau: number; churn: number }): JsonObject {
  return {
    kind: 'CLASSIC',
    title: 'Operations overview',
    layout: {
      rowHeight: 36,
      cols: { lg: 12, md: 12, sm: 6, xs: 2, xxs: 1 },
      breakpoints: { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 },
      margin: [10, 10],
      containerPadding: [10, 10],
    },
    widgets: [
      widget('o-wau', 'CHART', pos(0, 0, 4, 4), { reportId: r.wau }),
      widget('o-legacy-tabs', 'TABS_CONTAINER', pos(4, 0, 8, 10), {
        tabs: [
          {
            id: 'o-tab-pipeline',
            title: 'Pipeline',
            widgets: [widget('o-pipeline', 'CHART', pos(0, 0, 12, 8), { reportId: r.pipeline })],
          },
          { id: 'o-tab-churn', title: 'Churn', widgets: [widget('o-churn', 'CHART', pos(0, 0, 12, 8), { reportId: r.churn })] },
        ],
      }),
      widget('o-stack', 'CONTAINER', pos(0, 4, 4, 6), {
        layout: 'stack',
        direction: 'horizontal',
        widgets: [
          widget('o-stack-a', 'TEXT', pos(0, 0, 6, 6), { text: 'On-call: **Ops team**' }),
          widget('o-stack-b', 'DIVIDER', pos(6, 0, 1, 6), { orientation: 'vertical' }),
          widget('o-stack-c', 'TEXT', pos(7, 0, 5, 6), { text: 'Status: _all green_' }),
        ],
      }),
    ],
  };
}

export function simplePublished(title: string, reportId: number): JsonObject {
  return {
    kind: 'CLASSIC',
    title,
    layout: { rowHeight: 40 },
    widgets: [
      widget('s-title', 'TEXT', pos(0, 0, 12, 2), { text: `## ${title}` }),
      widget('s-chart', 'CHART', pos(0, 2, 12, 8), { reportId }),
    ],
  };
}

const appEntry = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="utf-8"><title>Customer health</title><link rel="stylesheet" href="styles.css"></head>',
  '<body>',
  '<header><h1>Customer health</h1><p class="sub">Accounts by health score, last 30 days</p></header>',
  '<main id="root"><p>Loading…</p></main>',
  '<script src="data.js"></script>',
  '<script src="app.js"></script>',
  '</body>',
  '</html>',
].join('\n');

const appData = `window.ACCOUNTS = [
  { name: 'Globex', plan: 'Enterprise', score: 92 },
  { name: 'Initech', plan: 'Business', score: 81 },
  { name: 'Umbrella', plan: 'Enterprise', score: 74 },
  { name: 'Hooli', plan: 'Team', score: 58 },
  { name: 'Vandelay', plan: 'Business', score: 41 },
  { name: 'Stark Industries', plan: 'Enterprise', score: 88 }
];`;

const appScript = `(function () {
  var accounts = window.ACCOUNTS || [];
  var healthy = accounts.filter(function (a) { return a.score >= 70; }).length;
  var root = document.getElementById('root');
  root.textContent = '';
  var summary = document.createElement('p');
  summary.className = 'summary';
  summary.textContent = 'Healthy accounts: ' + healthy + ' of ' + accounts.length;
  root.appendChild(summary);
  var list = document.createElement('ul');
  list.className = 'accounts';
  accounts.forEach(function (a) {
    var item = document.createElement('li');
    var name = document.createElement('span');
    name.className = 'name';
    name.textContent = a.name + ' (' + a.plan + ')';
    var bar = document.createElement('span');
    bar.className = 'bar ' + (a.score >= 70 ? 'good' : a.score >= 50 ? 'fair' : 'poor');
    bar.style.width = a.score + '%';
    var score = document.createElement('span');
    score.className = 'score';
    score.textContent = String(a.score);
    var track = document.createElement('span');
    track.className = 'track';
    track.appendChild(bar);
    item.append(name, track, score);
    list.appendChild(item);
  });
  root.appendChild(list);
})();`;

const appStyles = [
  'body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem 2rem; color: #1f2937; background: #ffffff; }',
  'h1 { font-size: 1.5rem; margin: 0; }',
  '.sub { color: #4b5563; margin: 0.25rem 0 1rem; }',
  '.summary { font-size: 1.125rem; font-weight: 600; }',
  '.accounts { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.5rem; max-width: 40rem; }',
  '.accounts li { display: grid; grid-template-columns: 14rem 1fr 2.5rem; align-items: center; gap: 0.75rem; }',
  '.track { background: #e5e7eb; border-radius: 4px; height: 0.75rem; overflow: hidden; }',
  '.bar { display: block; height: 100%; }',
  '.good { background: #15803d; } .fair { background: #b45309; } .poor { background: #b91c1c; }',
  '.score { text-align: right; font-variant-numeric: tabular-nums; }',
].join('\n');

/**
 * The `APP` dashboard: an entry HTML that loads its own `data.js`, `app.js` and `styles.css` from `app.files`
 * (rendered sandboxed by the console, never as script in the page).
 */
export function appDashboard(): JsonObject {
  return {
    kind: 'APP',
    title: 'Customer health app',
    description: 'A custom app dashboard.',
    app: {
      entry: 'index.html',
      html: appEntry,
      files: {
        'index.html': appEntry,
        'data.js': appData,
        'app.js': appScript,
        'styles.css': appStyles,
      },
      manifest: { dependencies: { 'chart.js': '^4.4.0' }, version: 3 },
    },
    layout: null,
    widgets: [],
  };
}
