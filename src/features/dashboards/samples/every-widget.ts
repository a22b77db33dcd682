import { sampleSnapshots } from './sample-snapshots';

/** A Dashboard record using every widget type, nested containers and a legacy TABS_CONTAINER. */
export const everyWidgetDashboard = {
  id: 1,
  publicId: 'sample-every-widget',
  deploymentId: 1,
  workbookId: 1,
  status: 'published',
  allowEmbed: false,
  versionNumber: 1,
  versionId: 1,
  title: 'Every widget type',
  reportSnapshots: sampleSnapshots,
  config: {
    kind: 'CLASSIC',
    title: 'Every widget type',
    layout: { rowHeight: 60, margin: [12, 12], containerPadding: [12, 12] },
    widgets: [
      {
        id: 'intro',
        type: 'TEXT',
        position: { x: 0, y: 0, w: 8, h: 2 },
        config: {
          title: 'About this dashboard',
          text: '## Quarter overview\nRevenue, customers and pipeline. See [the handbook](https://example.com/handbook).',
        },
      },
      {
        id: 'region-filter',
        type: 'FILTER',
        position: { x: 8, y: 0, w: 4, h: 2 },
        config: { title: 'Region', member: 'orders.region', operator: 'equals', values: ['EMEA', 'AMER'] },
      },
      { id: 'revenue', type: 'CHART', position: { x: 0, y: 2, w: 6, h: 5 }, config: { reportId: 101 } },
      { id: 'orders', type: 'CHART', position: { x: 6, y: 2, w: 6, h: 5 }, config: { reportId: 102 } },
      { id: 'arr', type: 'CHART', position: { x: 0, y: 7, w: 3, h: 3 }, config: { reportId: 104 } },
      { id: 'customers', type: 'CHART', position: { x: 3, y: 7, w: 5, h: 3 }, config: { reportId: 103 } },
      {
        id: 'grain',
        type: 'TIME_GRAIN',
        position: { x: 8, y: 7, w: 2, h: 3 },
        config: { title: 'Time grain', member: 'orders.created_at', grain: 'month', options: ['week', 'month', 'quarter'] },
      },
      {
        id: 'field',
        type: 'FIELD',
        position: { x: 10, y: 7, w: 2, h: 3 },
        config: { title: 'Measure', options: ['orders.revenue', 'orders.count'], selected: 'orders.revenue' },
      },
      { id: 'divider', type: 'DIVIDER', position: { x: 0, y: 10, w: 12, h: 1 } },
      {
        id: 'sections',
        type: 'CONTAINER',
        position: { x: 0, y: 11, w: 8, h: 6 },
        config: {
          title: 'Sections',
          layout: 'tabs',
          tabs: [
            {
              id: 'finance',
              title: 'Finance',
              widgets: [{ id: 'notes', type: 'CHART', position: { x: 0, y: 0, w: 12, h: 4 }, config: { reportId: 105 } }],
            },
            {
              id: 'geo',
              title: 'Geography',
              widgets: [
                { id: 'map', type: 'CHART', position: { x: 0, y: 0, w: 6, h: 4 }, config: { reportId: 106 } },
                { id: 'flow', type: 'CHART', position: { x: 6, y: 0, w: 6, h: 4 }, config: { reportId: 107 } },
              ],
            },
          ],
        },
      },
      {
        id: 'controls',
        type: 'PARENT',
        position: { x: 8, y: 11, w: 4, h: 2 },
        config: { title: 'Linked controls', targets: ['region-filter', 'grain'] },
      },
      {
        id: 'ask',
        type: 'AI',
        position: { x: 8, y: 13, w: 4, h: 4 },
        config: { title: 'Ask about revenue', prompt: 'Why did revenue grow in March?' },
      },
      {
        id: 'legacy-tabs',
        type: 'TABS_CONTAINER',
        position: { x: 0, y: 17, w: 6, h: 4 },
        config: {
          title: 'Legacy tabs',
          tabs: [
            {
              id: 'one',
              title: 'One',
              widgets: [
                {
                  id: 'legacy-text',
                  type: 'TEXT',
                  position: { x: 0, y: 0, w: 12, h: 2 },
                  config: { text: 'Stored as **TABS_CONTAINER**, healed to tabs.' },
                },
              ],
            },
          ],
        },
      },
      {
        id: 'stack',
        type: 'CONTAINER',
        position: { x: 6, y: 17, w: 4, h: 4 },
        config: {
          title: 'Stacked notes',
          layout: 'stack',
          direction: 'vertical',
          widgets: [
            { id: 'stack-a', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 1 }, config: { text: 'First', hideTitle: true } },
            { id: 'stack-b', type: 'TEXT', position: { x: 0, y: 1, w: 12, h: 1 }, config: { text: 'Second', hideTitle: true } },
          ],
        },
      },
      { id: 'gap', type: 'SPACER', position: { x: 10, y: 17, w: 2, h: 2 } },
      { id: 'future', type: 'HEATMAP', position: { x: 10, y: 19, w: 2, h: 2 }, config: { title: 'A future widget' } },
    ],
  },
};
