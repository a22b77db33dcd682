/**
 * A deterministic 300-widget dashboard of mixed types (plain JSON, as the service would send it), and the report
 * snapshots its charts refer to. Four widgets per row at lg, some with their own md/sm layouts.
 */
export const BENCH_WIDGETS = 300;

const types = [
  'CHART',
  'TEXT',
  'FILTER',
  'CHART',
  'TIME_GRAIN',
  'FIELD',
  'AI',
  'CHART',
  'PARENT',
  'DIVIDER',
  'SPACER',
  'CONTAINER',
] as const;

export function benchSnapshots() {
  return [
    {
      id: 1,
      reportId: 1,
      versionNumber: 1,
      title: 'Revenue',
      kind: 'vega',
      spec: {
        data: { values: Array.from({ length: 12 }, (_, i) => ({ m: i + 1, v: 100 + i * 7 })) },
        mark: 'line',
        encoding: { x: { field: 'm', type: 'ordinal' }, y: { field: 'v', type: 'quantitative' } },
      },
    },
    {
      id: 2,
      reportId: 2,
      versionNumber: 1,
      title: 'ARR',
      kind: 'kpi',
      spec: { value: 4210000, previousValue: 3780000, format: { type: 'currency', decimalPlaces: 0 } },
    },
    {
      id: 3,
      reportId: 3,
      versionNumber: 1,
      title: 'Customers',
      kind: 'table',
      spec: { columns: ['customer', 'revenue'], rows: [{ customer: 'Globex', revenue: 482113.5 }] },
      preferences: { columnFormats: { revenue: { type: 'currency', decimalPlaces: 2 } } },
    },
  ];
}

export function benchConfig(count = BENCH_WIDGETS) {
  const widgets = Array.from({ length: count }, (_, index) => {
    const type = types[index % types.length]!;
    const id = `w${index}`;
    const position = { x: (index % 4) * 3, y: Math.floor(index / 4) * 4, w: 3, h: 4 };
    const responsiveLayouts =
      index % 3 === 0
        ? { md: { x: (index % 2) * 5, y: Math.floor(index / 2) * 4, w: 5, h: 4 }, sm: { x: 0, y: index * 4, w: 6, h: 4 } }
        : undefined;
    return { id, type, position, responsiveLayouts, config: widgetConfig(type, index) };
  });
  return { title: 'Bench: 300 widgets', layout: { rowHeight: 40 }, widgets };
}

function widgetConfig(type: (typeof types)[number], index: number): Record<string, unknown> {
  switch (type) {
    case 'CHART':
      return { reportId: (index % 3) + 1 };
    case 'TEXT':
      return { title: `Note ${index}`, text: `**Note ${index}**: revenue grew in _March_. See [docs](https://example.com).` };
    case 'FILTER':
      return { title: `Filter ${index}`, member: 'orders.region', operator: 'equals', values: ['EMEA'] };
    case 'TIME_GRAIN':
      return { title: 'Grain', member: 'orders.created_at', grain: 'month' };
    case 'FIELD':
      return { title: 'Measure', options: ['orders.revenue', 'orders.count'], selected: 'orders.revenue' };
    case 'AI':
      return { title: 'Ask', prompt: 'Why did revenue grow?' };
    case 'PARENT':
      return { title: 'Controls', targets: [`w${index - 6}`] };
    case 'CONTAINER':
      return {
        title: `Tabs ${index}`,
        layout: 'tabs',
        tabs: [
          {
            id: 'a',
            title: 'A',
            widgets: [{ id: `${index}-a`, type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 1 }, config: { text: 'Tab A' } }],
          },
          { id: 'b', title: 'B', widgets: [] },
        ],
      };
    default:
      return {};
  }
}
