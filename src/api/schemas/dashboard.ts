import * as z from 'zod/mini';
import { healWidgets } from '../normalize/heal-widgets';

export const breakpointNames = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;
export type BreakpointName = (typeof breakpointNames)[number];

const gridInt = z.int();

const widgetPositionSchema = z.looseObject({ x: gridInt, y: gridInt, w: gridInt, h: gridInt });
export type WidgetPosition = z.infer<typeof widgetPositionSchema>;

const perBreakpoint = <T extends z.ZodMiniType>(value: T) =>
  z.looseObject({
    lg: z.nullish(value),
    md: z.nullish(value),
    sm: z.nullish(value),
    xs: z.nullish(value),
    xxs: z.nullish(value),
  });

const freeForm = z.record(z.string(), z.unknown());

export const dashboardWidgetSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  position: widgetPositionSchema,
  responsiveLayouts: z.nullish(perBreakpoint(widgetPositionSchema)),
  config: z.nullish(freeForm),
  style: z.nullish(freeForm),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

const dashboardLayoutSchema = z.looseObject({
  breakpoints: z.nullish(perBreakpoint(z.int())),
  cols: z.nullish(perBreakpoint(z.int())),
  containerPadding: z.nullish(z.array(z.int())),
  margin: z.nullish(z.array(z.int())),
  rowHeight: z.nullish(z.int()),
});

const dashboardAppSourceSchema = z.looseObject({
  entry: z.nullish(z.string().check(z.maxLength(255, 'entry is longer than 255 characters'))),
  files: z.nullish(z.record(z.string(), z.string())),
  html: z.nullish(z.string()),
  manifest: z.nullish(
    z.looseObject({
      dependencies: z.nullish(z.record(z.string(), z.string())),
      version: z.nullish(z.int()),
    }),
  ),
});

/** Heals legacy `TABS_CONTAINER` widgets (at any depth) before validation, as the service does. */
export const dashboardConfigSchema = z.pipe(
  z.transform((raw: unknown) =>
    raw && typeof raw === 'object' && Array.isArray((raw as { widgets?: unknown }).widgets)
      ? { ...raw, widgets: healWidgets((raw as { widgets: unknown[] }).widgets) }
      : raw,
  ),
  z.looseObject({
    kind: z.nullish(z.enum(['CLASSIC', 'APP'])),
    app: z.nullish(dashboardAppSourceSchema),
    title: z.nullish(z.string()),
    description: z.nullish(z.string()),
    layout: z.nullish(dashboardLayoutSchema),
    settings: z.nullish(freeForm),
    theme: z.nullish(freeForm),
    widgets: z.nullish(z.array(dashboardWidgetSchema)),
  }),
);
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;

const reportSnapshotKinds = ['vega', 'table', 'kpi', 'html', 'map', 'sankey'] as const;

export const reportSnapshotSchema = z.looseObject({
  id: z.int(),
  reportId: z.int(),
  versionNumber: z.int(),
  publicId: z.nullish(z.string()),
  name: z.nullish(z.string()),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  kind: z.nullish(z.enum(reportSnapshotKinds)),
  spec: z.nullish(z.union([z.string(), freeForm])),
  sqlQuery: z.nullish(z.string()),
  pythonCode: z.nullish(z.string()),
  meta: z.nullish(freeForm),
  isSourceReport: z.nullish(z.boolean()),
  fillMissingRows: z.nullish(z.looseObject({ member: z.string(), excludedDimensions: z.nullish(z.array(z.string())) })),
  periodComparisons: z.nullish(
    z.array(
      z.looseObject({
        measure: z.string(),
        timeDimension: z.string(),
        offset: z.looseObject({ amount: z.int(), unit: z.string() }),
        outputs: z.nullish(z.array(z.string())),
      }),
    ),
  ),
  preferences: z.nullish(
    z.looseObject({
      columnFormats: z.nullish(
        z.record(
          z.string(),
          z.looseObject({
            type: z.enum(['currency', 'percent', 'number']),
            decimalPlaces: z.nullish(z.int()),
          }),
        ),
      ),
    }),
  ),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

const dashboardStatuses = ['draft', 'published', 'archived'] as const;

/** The published or draft dashboard record. */
export const dashboardSchema = z.looseObject({
  id: z.int(),
  publicId: z.string(),
  deploymentId: z.int(),
  workbookId: z.int(),
  status: z.enum(dashboardStatuses),
  allowEmbed: z.boolean(),
  config: dashboardConfigSchema,
  versionNumber: z.int(),
  versionId: z.int(),
  reportSnapshots: z.array(reportSnapshotSchema),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  createdBy: z.nullish(z.int()),
  fromSharedWorkspace: z.nullish(z.boolean()),
  restrictDataDownload: z.nullish(z.boolean()),
  useBoardDashboards: z.nullish(z.boolean()),
});
