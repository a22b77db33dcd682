// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DashboardWidget, ReportSnapshot } from '@/api/schemas/dashboard';
import { typeName, widgetName } from './widget-name';

const snapshot = { id: 30, reportId: 7, versionNumber: 1, name: 'Revenue by month', kind: 'vega' } as ReportSnapshot;
const lookup = { byReportId: new Map([[7, snapshot]]), byId: new Map([[30, snapshot]]) };
const widget = (type: string, config?: Record<string, unknown>): DashboardWidget => ({
  id: 'w-1',
  type,
  position: { x: 0, y: 0, w: 1, h: 1 },
  config,
});

describe('widgetName', () => {
  it('is the widget’s title, else its report’s name, else its type in words, never a type constant and an id', () => {
    expect(widgetName(widget('TEXT', { title: '  Intro ' }), lookup)).toBe('Intro');
    expect(widgetName(widget('CHART', { reportId: 7 }), lookup)).toBe('Revenue by month');
    expect(widgetName(widget('CHART', { reportSnapshotId: 30 }), lookup)).toBe('Revenue by month');
    expect(widgetName(widget('CHART', { reportId: 99 }), lookup)).toBe('Chart');
    expect(widgetName(widget('TEXT', { text: '# Hello' }), lookup)).toBe('Text');
    expect(widgetName(widget('TIME_GRAIN'), lookup)).toBe('Time grain');
    expect(widgetName(widget('CONTAINER', { layout: 'tabs', tabs: [] }), lookup)).toBe('Tabs');
    expect(widgetName(widget('CONTAINER', { tabs: [] }), lookup)).toBe('Tabs');
    expect(widgetName(widget('CONTAINER', { layout: 'stack' }), lookup)).toBe('Stack');
    expect(widgetName(widget('CONTAINER', { layout: 'grid' }), lookup)).toBe('Container');
    expect(widgetName(widget('HEAT_MAP'), lookup)).toBe('Heat map');
  });

  it('names an unknown type readably', () => {
    expect(typeName(widget('__'))).toBe('Widget');
  });
});
