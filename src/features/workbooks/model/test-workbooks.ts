import type { Workbook } from '@/api/schemas';

/** Crafted workbook pairs for the checklist and diff tests: a source and a faithful clone of it. */
export function sourceWorkbook(): Workbook {
  const config = {
    title: 'Revenue',
    widgets: [
      { id: 'w-title', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 2 }, config: { text: '# Revenue' } },
      {
        id: 'w-kpi',
        type: 'CHART',
        position: { x: 0, y: 2, w: 4, h: 4 },
        responsiveLayouts: { sm: { x: 0, y: 2, w: 6, h: 4 } },
        config: { reportId: 11, title: 'ARR' },
      },
      {
        id: 'w-tabs',
        type: 'CONTAINER',
        position: { x: 4, y: 2, w: 8, h: 8 },
        config: {
          layout: 'tabs',
          tabs: [
            {
              id: 't1',
              title: 'Customers',
              widgets: [{ id: 'w-table', type: 'CHART', position: { x: 0, y: 0, w: 12, h: 6 }, config: { reportId: 12 } }],
            },
          ],
        },
      },
    ],
  };
  return {
    id: 1,
    deploymentId: 7,
    name: 'Quarterly revenue review',
    meta: {},
    calculatedFields: {},
    type: 'WORKBOOK',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    userId: 100,
    user: { id: 100, email: 'ada@example.com', firstName: 'Ada' },
    folderId: 5,
    folderPath: [{ id: 5, name: 'Finance' }],
    dashboardPublished: config,
    dashboardDraft: {
      ...config,
      widgets: [
        ...config.widgets,
        { id: 'w-note', type: 'TEXT', position: { x: 0, y: 10, w: 12, h: 2 }, config: { text: 'draft' } },
      ],
    },
    publishedDashboard: {
      id: 50,
      publicId: 'pub-50',
      deploymentId: 7,
      workbookId: 1,
      status: 'published',
      allowEmbed: true,
      config,
      versionNumber: 3,
      versionId: 1003,
      reportSnapshots: [
        { id: 500, reportId: 11, versionNumber: 3, name: 'ARR', kind: 'kpi' },
        { id: 501, reportId: 12, versionNumber: 3, name: 'Top customers', kind: 'table' },
      ],
    },
  };
}

/** Re-points every `reportId` in a config through `map`, the way the service re-points a clone's references. */
function repoint<T>(value: T, map: Record<number, number>): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'reportId' && typeof v === 'number' ? (map[v] ?? v) : v,
  ) as T;
}

export function goodClone(source: Workbook = sourceWorkbook()): Workbook {
  const map = { 11: 21, 12: 22 };
  const published = source.publishedDashboard!;
  return {
    ...source,
    id: 2,
    name: `Copy of ${source.name}`,
    userId: 200,
    user: { id: 200, email: 'admin@example.com', firstName: 'Admin' },
    dashboardPublished: repoint(source.dashboardPublished, map),
    dashboardDraft: repoint(source.dashboardDraft, map),
    publishedDashboard: {
      ...published,
      id: 60,
      workbookId: 2,
      allowEmbed: false,
      config: repoint(published.config, map),
      reportSnapshots: [
        { id: 600, reportId: 21, versionNumber: 1, name: 'ARR', kind: 'kpi' },
        { id: 601, reportId: 22, versionNumber: 1, name: 'Top customers', kind: 'table' },
      ],
    },
  };
}
