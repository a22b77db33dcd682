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

type Breakpoint = 'lg' | 'md' | 'sm' | 'xs' | 'xxs';
/** One widget in a breakpoint's layout: its id, column, width and height; its row comes from `packed`. */
type Slot = readonly [id: string, x: number, w: number, h: number];

/**
 * A breakpoint's layout as react-grid-layout's builder saves it: each widget, in the order given, drops to the
 * highest row its columns leave free (vertical compaction), so no widget could move up and no band is left empty.
 */
function packed(slots: readonly Slot[]): Map<string, Pos> {
  const placed = new Map<string, Pos>();
  for (const [id, x, w, h] of slots) {
    let y = 0;
    for (const other of placed.values()) if (other.x < x + w && x < other.x + other.w) y = Math.max(y, other.y + other.h);
    placed.set(id, pos(x, y, w, h));
  }
  return placed;
}

/**
 * Gives every widget the layouts a builder would have saved for it: `position` at the widest breakpoint and
 * `responsiveLayouts` at each one, all compact. Widgets not named in a breakpoint keep what they had.
 */
function withSavedLayouts(widgets: JsonObject[], layouts: Record<Breakpoint, readonly Slot[]>): JsonObject[] {
  const boxes = Object.fromEntries(Object.entries(layouts).map(([bp, slots]) => [bp, packed(slots)])) as Record<
    Breakpoint,
    Map<string, Pos>
  >;
  return widgets.map((w) => {
    const id = w.id as string;
    const responsiveLayouts = Object.fromEntries(
      (Object.keys(boxes) as Breakpoint[]).flatMap((bp) => (boxes[bp].has(id) ? [[bp, boxes[bp].get(id)!]] : [])),
    );
    return { ...w, position: boxes.lg.get(id) ?? (w.position as Pos), responsiveLayouts };
  });
}

const customLayout: JsonObject = {
  breakpoints: { lg: 1280, md: 1024, sm: 768, xs: 480, xxs: 0 },
  cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
  margin: [12, 12],
  containerPadding: [16, 16],
  rowHeight: 40,
};

const financeIntroMarkdown = [
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

/**
 * Where the finance dashboard's widgets sit at each breakpoint (columns 12, 10, 6, 4, 2; rows of 40 px): the intro
 * beside the headline numbers, the controls in one band, then the charts and the tabbed details.
 */
const financeLayouts: Record<Breakpoint, readonly Slot[]> = {
  lg: [
    ['w-intro', 0, 8, 8],
    ['w-kpi', 8, 4, 4],
    ['w-notes', 8, 4, 4],
    ['w-filter-region', 0, 3, 3],
    ['w-filter-date', 3, 3, 3],
    ['w-filter-refund', 6, 2, 3],
    ['w-grain', 8, 2, 3],
    ['w-field', 10, 2, 3],
    ['w-parent', 0, 12, 3],
    ['w-revenue', 0, 12, 8],
    ['w-divider', 0, 12, 1],
    ['w-tabs', 0, 12, 12],
    ['w-ai', 0, 8, 4],
    ['w-spacer', 8, 4, 4],
  ],
  md: [
    ['w-intro', 0, 6, 8],
    ['w-kpi', 6, 4, 4],
    ['w-notes', 6, 4, 4],
    ['w-filter-region', 0, 4, 3],
    ['w-filter-date', 4, 3, 3],
    ['w-filter-refund', 7, 3, 3],
    ['w-grain', 0, 3, 3],
    ['w-field', 3, 3, 3],
    ['w-parent', 6, 4, 3],
    ['w-revenue', 0, 10, 8],
    ['w-divider', 0, 10, 1],
    ['w-tabs', 0, 10, 12],
    ['w-ai', 0, 6, 4],
    ['w-spacer', 6, 4, 4],
  ],
  sm: [
    ['w-intro', 0, 6, 9],
    ['w-filter-region', 0, 3, 3],
    ['w-filter-date', 3, 3, 3],
    ['w-filter-refund', 0, 2, 3],
    ['w-grain', 2, 2, 3],
    ['w-field', 4, 2, 3],
    ['w-parent', 0, 6, 3],
    ['w-kpi', 0, 3, 4],
    ['w-notes', 3, 3, 4],
    ['w-revenue', 0, 6, 7],
    ['w-divider', 0, 6, 1],
    ['w-tabs', 0, 6, 14],
    ['w-ai', 0, 6, 4],
    ['w-spacer', 0, 6, 1],
  ],
  xs: [
    ['w-intro', 0, 4, 10],
    ['w-filter-region', 0, 2, 3],
    ['w-filter-date', 2, 2, 3],
    ['w-filter-refund', 0, 2, 3],
    ['w-grain', 2, 2, 3],
    ['w-field', 0, 4, 3],
    ['w-parent', 0, 4, 3],
    ['w-kpi', 0, 2, 4],
    ['w-notes', 2, 2, 4],
    ['w-revenue', 0, 4, 7],
    ['w-divider', 0, 4, 1],
    ['w-tabs', 0, 4, 16],
    ['w-ai', 0, 4, 5],
    ['w-spacer', 0, 4, 1],
  ],
  xxs: [
    ['w-intro', 0, 2, 12],
    ['w-filter-region', 0, 2, 3],
    ['w-filter-date', 0, 2, 3],
    ['w-filter-refund', 0, 2, 3],
    ['w-grain', 0, 2, 3],
    ['w-field', 0, 2, 3],
    ['w-parent', 0, 2, 3],
    ['w-kpi', 0, 2, 4],
    ['w-notes', 0, 2, 4],
    ['w-revenue', 0, 2, 6],
    ['w-divider', 0, 2, 1],
    ['w-tabs', 0, 2, 18],
    ['w-ai', 0, 2, 5],
    ['w-spacer', 0, 2, 1],
  ],
};

/**
 * The published dashboard of the workbook in folder "Finance": every widget type, containers nested 4 levels deep,
 * and a saved layout at every breakpoint, compact as react-grid-layout's builder leaves it.
 */
export function financePublished(r: FinanceReports): JsonObject {
  const unplaced = pos(0, 0, 1, 1);
  const widgets: JsonObject[] = [
    widget('w-intro', 'TEXT', unplaced, { text: financeIntroMarkdown }),
    widget('w-filter-region', 'FILTER', unplaced, {
      title: 'Region',
      member: 'orders.region',
      operator: 'equals',
      values: ['EMEA', 'AMER'],
    }),
    widget('w-filter-date', 'FILTER', unplaced, {
      title: 'Order date',
      member: 'orders.created_at',
      operator: 'between',
      values: ['2025-01-01', '2025-03-31'],
    }),
    widget('w-filter-refund', 'FILTER', unplaced, {
      title: 'No refund reason',
      member: 'orders.refund_reason',
      operator: 'is_empty',
    }),
    widget('w-grain', 'TIME_GRAIN', unplaced, {
      title: 'Granularity',
      member: 'orders.created_at',
      grain: 'month',
      options: ['day', 'week', 'month', 'quarter'],
    }),
    widget('w-field', 'FIELD', unplaced, {
      title: 'Measure',
      options: ['orders.revenue', 'orders.count', 'orders.margin'],
      selected: 'orders.revenue',
    }),
    widget('w-parent', 'PARENT', unplaced, { title: 'Filters drive', targets: ['w-revenue', 'w-kpi', 'w-tabs'] }),
    widget('w-kpi', 'CHART', unplaced, { reportId: r.arr, title: 'ARR' }),
    widget(
      'w-revenue',
      'CHART',
      unplaced,
      { reportId: r.revenue, title: 'Revenue by month' },
      { style: { background: '#ffffff', border: true } },
    ),
    widget('w-notes', 'CHART', unplaced, { reportId: r.notes }),
    widget('w-divider', 'DIVIDER', unplaced, { orientation: 'horizontal' }),
    widget('w-tabs', 'CONTAINER', unplaced, {
      layout: 'tabs',
      title: 'Details',
      tabs: [
        {
          id: 'tab-customers',
          title: 'Customers',
          widgets: [
            widget('w-customers', 'CHART', pos(0, 0, 7, 9), { reportId: r.customers, title: 'Top customers' }),
            widget('w-flow', 'CHART', pos(7, 0, 5, 9), { reportId: r.sankey, title: 'Plan changes' }),
          ],
        },
        {
          id: 'tab-regions',
          title: 'Regions',
          widgets: [
            widget('w-map', 'CHART', pos(0, 0, 6, 9), { reportId: r.map, title: 'Revenue by country' }),
            widget('w-stack', 'CONTAINER', pos(6, 0, 6, 9), {
              layout: 'stack',
              direction: 'vertical',
              widgets: [
                widget('w-churn', 'CHART', pos(0, 0, 12, 5), { reportId: r.churn, title: 'Churn by plan' }),
                widget('w-inner-grid', 'CONTAINER', pos(0, 5, 12, 4), {
                  layout: 'grid',
                  cols: 6,
                  widgets: [
                    widget('w-inner-note', 'TEXT', pos(0, 0, 4, 2), {
                      text: '### Regional notes\n\n1. EMEA includes UK\n2. APAC excludes China',
                      hideTitle: true,
                    }),
                    widget('w-inner-spacer', 'SPACER', pos(4, 0, 2, 2)),
                    widget('w-inner-ai', 'AI', pos(0, 2, 6, 2), {
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
    widget('w-ai', 'AI', unplaced, { title: 'Ask finance data', prompt: 'Why did revenue dip in February?' }),
    widget('w-spacer', 'SPACER', unplaced),
  ];
  return {
    kind: 'CLASSIC',
    title: 'Quarterly revenue review',
    description: 'Revenue, customers and churn for the finance team.',
    layout: customLayout,
    settings: { refreshInterval: 3600, timezone: 'UTC' },
    theme: financeTheme,
    widgets: withSavedLayouts(widgets, financeLayouts),
  };
}

/** A light theme as the builder writes it (DashboardThemeInput): a tinted canvas, softer borders, navy titles. */
const financeTheme: JsonObject = {
  backgroundColor: '#f1f5fb',
  primaryColor: '#1d4ed8',
  dashboard: { backgroundColor: '#eef3fa', padding: null },
  widgets: {
    backgroundColor: '#ffffff',
    padding: '8px 10px 10px',
    border: { color: '#cbd5e1', radius: '8px', style: 'solid', width: '1px' },
    title: { color: '#1e3a5f', fontSize: null, fontWeight: '600', fontFamily: null },
  },
  controls: {
    backgroundColor: '#f8fafc',
    border: { color: '#cbd5e1', radius: '8px', style: 'solid', width: '1px' },
    title: { color: '#1e3a5f', fontSize: null, fontWeight: null, fontFamily: null },
  },
};

/**
 * The draft differs from the published dashboard: one extra widget at the end, and the KPI and the HTML notes
 * swapped at every breakpoint (same sizes, so the layout stays compact).
 */
export function financeDraft(r: FinanceReports): JsonObject {
  const published = financePublished(r);
  const byId = new Map((published.widgets as JsonObject[]).map((w) => [w.id as string, w]));
  const kpi = byId.get('w-kpi')!;
  const notes = byId.get('w-notes')!;
  const swapped = (w: JsonObject, other: JsonObject): JsonObject => ({
    ...w,
    position: other.position as Pos,
    responsiveLayouts: other.responsiveLayouts as JsonObject,
  });
  const widgets = (published.widgets as JsonObject[]).map((w) =>
    w === kpi ? swapped(w, notes) : w === notes ? swapped(w, kpi) : w,
  );
  const bottom = Math.max(...widgets.map((w) => (w.position as Pos).y + (w.position as Pos).h));
  widgets.push(
    widget('w-draft-note', 'TEXT', pos(0, bottom, 12, 3), {
      text: '**Draft:** add the Q2 forecast here before publishing.\n\n- [x] Revenue checked\n- [ ] Forecast from FP&A',
    }),
  );
  return { ...published, title: 'Quarterly revenue review (draft)', widgets };
}

/** "Board pack" in the read-only folder: plain charts and a grid container, saved compact at every breakpoint. */
export function boardPublished(r: { revenue: number; customers: number; arr: number }): JsonObject {
  const unplaced = pos(0, 0, 1, 1);
  const widgets = [
    widget('b-title', 'TEXT', unplaced, { text: '## Board pack — Q1\n\nFor the board meeting on **14 April**.' }),
    widget('b-arr', 'CHART', unplaced, { reportId: r.arr }),
    widget('b-grid', 'CONTAINER', unplaced, {
      layout: 'grid',
      cols: 12,
      widgets: [
        widget('b-revenue', 'CHART', pos(0, 0, 12, 5), { reportId: r.revenue }),
        widget('b-customers', 'CHART', pos(0, 5, 12, 5), { reportId: r.customers }),
      ],
    }),
  ];
  return {
    kind: 'CLASSIC',
    title: 'Board pack',
    layout: { rowHeight: 48, margin: [8, 8], containerPadding: [8, 8], breakpoints: null, cols: null },
    widgets: withSavedLayouts(widgets, {
      lg: [
        ['b-title', 0, 12, 2],
        ['b-arr', 0, 4, 10],
        ['b-grid', 4, 8, 10],
      ],
      md: [
        ['b-title', 0, 10, 2],
        ['b-arr', 0, 4, 10],
        ['b-grid', 4, 6, 10],
      ],
      sm: [
        ['b-title', 0, 6, 2],
        ['b-arr', 0, 6, 4],
        ['b-grid', 0, 6, 10],
      ],
      xs: [
        ['b-title', 0, 4, 3],
        ['b-arr', 0, 4, 4],
        ['b-grid', 0, 4, 10],
      ],
      xxs: [
        ['b-title', 0, 2, 3],
        ['b-arr', 0, 2, 4],
        ['b-grid', 0, 2, 10],
      ],
    }),
  };
}

/** "Operations overview" at the root: stored with a legacy `TABS_CONTAINER` (healed on read), saved compact. */
export function operationsPublished(r: { pipeline: number; wau: number; churn: number }): JsonObject {
  const unplaced = pos(0, 0, 1, 1);
  const widgets = [
    widget('o-wau', 'CHART', unplaced, { reportId: r.wau }),
    widget('o-legacy-tabs', 'TABS_CONTAINER', unplaced, {
      tabs: [
        {
          id: 'o-tab-pipeline',
          title: 'Pipeline',
          widgets: [widget('o-pipeline', 'CHART', pos(0, 0, 12, 8), { reportId: r.pipeline })],
        },
        { id: 'o-tab-churn', title: 'Churn', widgets: [widget('o-churn', 'CHART', pos(0, 0, 12, 8), { reportId: r.churn })] },
      ],
    }),
    widget('o-stack', 'CONTAINER', unplaced, {
      layout: 'stack',
      direction: 'horizontal',
      widgets: [
        widget('o-stack-a', 'TEXT', pos(0, 0, 6, 6), { text: 'On-call: **Ops team**' }),
        widget('o-stack-b', 'DIVIDER', pos(6, 0, 1, 6), { orientation: 'vertical' }),
        widget('o-stack-c', 'TEXT', pos(7, 0, 5, 6), { text: 'Status: _all green_' }),
      ],
    }),
  ];
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
    widgets: withSavedLayouts(widgets, {
      lg: [
        ['o-wau', 0, 4, 5],
        ['o-legacy-tabs', 4, 8, 10],
        ['o-stack', 0, 4, 5],
      ],
      md: [
        ['o-wau', 0, 4, 5],
        ['o-legacy-tabs', 4, 8, 10],
        ['o-stack', 0, 4, 5],
      ],
      sm: [
        ['o-wau', 0, 3, 5],
        ['o-stack', 3, 3, 5],
        ['o-legacy-tabs', 0, 6, 10],
      ],
      xs: [
        ['o-wau', 0, 2, 5],
        ['o-stack', 0, 2, 5],
        ['o-legacy-tabs', 0, 2, 10],
      ],
      xxs: [
        ['o-wau', 0, 1, 5],
        ['o-stack', 0, 1, 6],
        ['o-legacy-tabs', 0, 1, 10],
      ],
    }),
  };
}

/**
 * "Support metrics": a layout written through the API by a script, not saved by the builder, so it has what the
 * builder never leaves: an empty band under the title, two charts that overlap, a chart wider than the grid
 * (it overflows its 12 columns), a second band before the last widget, and one widget with its own `sm` box while
 * the others are derived there. The console's layout warnings name each of these.
 */
export function apiWrittenPublished(r: { tickets: number; backlog: number; sla: number }): JsonObject {
  return {
    kind: 'CLASSIC',
    title: 'Support metrics',
    description: 'Published by the support team’s deploy script through the management API.',
    layout: { rowHeight: 32, margin: [10, 10], containerPadding: [12, 12], breakpoints: null, cols: null },
    widgets: [
      widget('p-title', 'TEXT', pos(0, 0, 12, 3), {
        text: '## Support metrics\n\nWritten by `deploy-dashboards.ts` through the API — review before publishing.',
      }),
      widget('p-tickets', 'CHART', pos(0, 4, 6, 7), { reportId: r.tickets, title: 'Weekly active users' }),
      widget(
        'p-backlog',
        'CHART',
        pos(4, 6, 6, 7),
        { reportId: r.backlog, title: 'Pipeline by stage' },
        { responsiveLayouts: { sm: pos(0, 2, 6, 6) } },
      ),
      widget('p-sla', 'CHART', pos(10, 4, 4, 7), { reportId: r.sla, title: 'Churn by plan' }),
      widget('p-footnote', 'TEXT', pos(0, 22, 12, 2), { text: 'Source: the support warehouse, refreshed hourly.' }),
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
