import { z } from 'zod';
import { healWidgets } from '../normalize/heal-widgets';

export const breakpointNames = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;
export type BreakpointName = (typeof breakpointNames)[number];

const gridInt = z.number().int();

export const widgetPositionSchema = z.looseObject({ x: gridInt, y: gridInt, w: gridInt, h: gridInt });
export type WidgetPosition = z.infer<typeof widgetPositionSchema>;

const perBreakpoint = <T extends z.ZodType>(value: T) =>
  z.looseObject({
    lg: value.nullish(),
    md: value.nullish(),
    sm: value.nullish(),
    xs: value.nullish(),
    xxs: value.nullish(),
  });

const freeForm = z.record(z.string(), z.unknown());

export const dashboardWidgetSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  position: widgetPositionSchema,
  responsiveLayouts: perBreakpoint(widgetPositionSchema).nullish(),
  config: freeForm.nullish(),
  style: freeForm.nullish(),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const dashboardLayoutSchema = z.looseObject({
  breakpoints: perBreakpoint(z.number().int()).nullish(),
  cols: perBreakpoint(z.number().int()).nullish(),
  containerPadding: z.array(z.number().int()).nullish(),
  margin: z.array(z.number().int()).nullish(),
  rowHeight: z.number().int().nullish(),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

export const dashboardAppSourceSchema = z.looseObject({
  entry: z.string().max(255, 'entry is longer than 255 characters').nullish(),
  files: z.record(z.string(), z.string()).nullish(),
  html: z.string().nullish(),
  manifest: z
    .looseObject({
      dependencies: z.record(z.string(), z.string()).nullish(),
      version: z.number().int().nullish(),
    })
    .nullish(),
});
export type DashboardAppSource = z.infer<typeof dashboardAppSourceSchema>;

/** Heals legacy `TABS_CONTAINER` widgets (at any depth) before validation, as the service does. */
export const dashboardConfigSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && Array.isArray((raw as { widgets?: unknown }).widgets)
      ? { ...raw, widgets: healWidgets((raw as { widgets: unknown[] }).widgets) }
      : raw,
  z.looseObject({
    kind: z.enum(['CLASSIC', 'APP']).nullish(),
    app: dashboardAppSourceSchema.nullish(),
    title: z.string().nullish(),
    description: z.string().nullish(),
    layout: dashboardLayoutSchema.nullish(),
    settings: freeForm.nullish(),
    theme: freeForm.nullish(),
    widgets: z.array(dashboardWidgetSchema).nullish(),
  }),
);
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;

export const reportSnapshotKinds = ['vega', 'table', 'kpi', 'html', 'map', 'sankey'] as const;

export const reportSnapshotSchema = z.looseObject({
  id: z.number().int(),
  reportId: z.number().int(),
  versionNumber: z.number().int(),
  publicId: z.string().nullish(),
  name: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  kind: z.enum(reportSnapshotKinds).nullish(),
  spec: z.union([z.string(), freeForm]).nullish(),
  sqlQuery: z.string().nullish(),
  pythonCode: z.string().nullish(),
  meta: freeForm.nullish(),
  isSourceReport: z.boolean().nullish(),
  fillMissingRows: z.looseObject({ member: z.string(), excludedDimensions: z.array(z.string()).nullish() }).nullish(),
  periodComparisons: z
    .array(
      z.looseObject({
        measure: z.string(),
        timeDimension: z.string(),
        offset: z.looseObject({ amount: z.number().int(), unit: z.string() }),
        outputs: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
  preferences: z
    .looseObject({
      columnFormats: z
        .record(
          z.string(),
          z.looseObject({
            type: z.enum(['currency', 'percent', 'number']),
            decimalPlaces: z.number().int().nullish(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const dashboardStatuses = ['draft', 'published', 'archived'] as const;

/** The published or draft dashboard record. */
export const dashboardSchema = z.looseObject({
  id: z.number().int(),
  publicId: z.string(),
  deploymentId: z.number().int(),
  workbookId: z.number().int(),
  status: z.enum(dashboardStatuses),
  allowEmbed: z.boolean(),
  config: dashboardConfigSchema,
  versionNumber: z.number().int(),
  versionId: z.number().int(),
  reportSnapshots: z.array(reportSnapshotSchema),
  title: z.string().nullish(),
  description: z.string().nullish(),
  createdBy: z.number().int().nullish(),
  fromSharedWorkspace: z.boolean().nullish(),
  restrictDataDownload: z.boolean().nullish(),
  useBoardDashboards: z.boolean().nullish(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
