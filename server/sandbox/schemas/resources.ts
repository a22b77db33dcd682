import { z } from 'zod';
import { apiRegistry } from './registry.ts';

/**
 * Response schemas of the workspace resources, as management-api.md "Resources and their fields"
 * describes them. Used to document `GET /api/v1/spec`; the console validates with its own (src/api/schemas).
 */
const Position = z
  .object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() })
  .register(apiRegistry, { id: 'WidgetPosition' });
const Breakpoints = z
  .object({
    lg: z.number().int().nullable(),
    md: z.number().int().nullable(),
    sm: z.number().int().nullable(),
    xs: z.number().int().nullable(),
    xxs: z.number().int().nullable(),
  })
  .partial();

export const DashboardWidget = z
  .object({
    id: z.string(),
    type: z.enum(['CHART', 'TEXT', 'FILTER', 'AI', 'TIME_GRAIN', 'FIELD', 'PARENT', 'SPACER', 'DIVIDER', 'CONTAINER']),
    position: Position,
    responsiveLayouts: z
      .object({
        lg: Position.nullable(),
        md: Position.nullable(),
        sm: Position.nullable(),
        xs: Position.nullable(),
        xxs: Position.nullable(),
      })
      .partial()
      .nullable()
      .optional(),
    config: z
      .record(z.string(), z.unknown())
      .nullable()
      .optional()
      .meta({ description: 'Free-form; see the sandbox README for the shapes per type' }),
    style: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .register(apiRegistry, { id: 'DashboardWidget' });

export const DashboardConfig = z
  .object({
    kind: z.enum(['CLASSIC', 'APP']).nullable(),
    app: z
      .object({
        entry: z.string().max(255).nullable(),
        files: z.record(z.string(), z.string()).nullable(),
        html: z.string().nullable(),
        manifest: z
          .object({ dependencies: z.record(z.string(), z.string()).nullable(), version: z.number().int().nullable() })
          .partial()
          .nullable(),
      })
      .partial()
      .nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    layout: z
      .object({
        breakpoints: Breakpoints.nullable(),
        cols: Breakpoints.nullable(),
        containerPadding: z.array(z.number().int()).nullable(),
        margin: z.array(z.number().int()).nullable(),
        rowHeight: z.number().int().nullable(),
      })
      .partial()
      .nullable(),
    settings: z.record(z.string(), z.unknown()).nullable(),
    theme: z.record(z.string(), z.unknown()).nullable(),
    widgets: z.array(DashboardWidget).nullable(),
  })
  .partial()
  .register(apiRegistry, { id: 'DashboardConfig' });

const ReportSnapshot = z
  .object({
    id: z.number().int(),
    reportId: z.number().int(),
    versionNumber: z.number().int(),
    name: z.string().nullable().optional(),
    title: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    kind: z.enum(['vega', 'table', 'kpi', 'html', 'map', 'sankey']).nullable().optional(),
    spec: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .nullable()
      .optional(),
    sqlQuery: z.string().nullable().optional(),
    pythonCode: z.string().nullable().optional(),
    meta: z.record(z.string(), z.unknown()).nullable().optional(),
    isSourceReport: z.boolean().nullable().optional(),
    fillMissingRows: z
      .object({ member: z.string(), excludedDimensions: z.array(z.string()).nullable().optional() })
      .nullable()
      .optional(),
    periodComparisons: z
      .array(
        z.object({
          measure: z.string(),
          timeDimension: z.string(),
          offset: z.object({ amount: z.number().int(), unit: z.string() }),
          outputs: z.array(z.string()).nullable().optional(),
        }),
      )
      .nullable()
      .optional(),
    preferences: z
      .object({
        columnFormats: z
          .record(
            z.string(),
            z.object({ type: z.enum(['currency', 'percent', 'number']), decimalPlaces: z.number().int().nullable().optional() }),
          )
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
  })
  .register(apiRegistry, { id: 'ReportSnapshot' });

export const Dashboard = z
  .object({
    id: z.number().int(),
    publicId: z.string(),
    deploymentId: z.number().int(),
    workbookId: z.number().int(),
    status: z.enum(['draft', 'published', 'archived']),
    allowEmbed: z.boolean(),
    config: DashboardConfig,
    versionNumber: z.number().int(),
    versionId: z.number().int(),
    reportSnapshots: z.array(ReportSnapshot),
    title: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    createdBy: z.number().int().nullable().optional(),
    fromSharedWorkspace: z.boolean().nullable().optional(),
    restrictDataDownload: z.boolean().nullable().optional(),
    useBoardDashboards: z.boolean().nullable().optional(),
  })
  .register(apiRegistry, { id: 'Dashboard' });

const ResourceOwner = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable().optional(),
    picture: z.string().nullable().optional(),
  })
  .register(apiRegistry, { id: 'ResourceOwner' });

export const Workbook = z
  .object({
    id: z.number().int(),
    deploymentId: z.number().int(),
    name: z.string(),
    meta: z.record(z.string(), z.unknown()),
    calculatedFields: z.record(z.string(), z.unknown()),
    type: z.enum(['FOLDER', 'WORKBOOK', 'REPORT']),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.number().int().nullable().optional(),
    userId: z.number().nullable().optional(),
    user: ResourceOwner.nullable().optional(),
    folderId: z.number().nullable().optional(),
    folderPath: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
    slug: z.string().nullable().optional(),
    isFavorite: z.boolean().nullable().optional(),
    dashboardDraft: DashboardConfig.nullable().optional(),
    dashboardPublished: DashboardConfig.nullable().optional(),
    publishedDashboard: Dashboard.nullable().optional(),
  })
  .register(apiRegistry, { id: 'Workbook' });

export const Folder = z
  .object({
    id: z.number().int(),
    deploymentId: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    type: z.literal('FOLDER'),
    createdAt: z.string(),
    updatedAt: z.string(),
    access: z.enum(['edit', 'read', 'none']).describe("The caller's access to the folder (a sandbox addition)"),
  })
  .register(apiRegistry, { id: 'Folder' });

export const Report = z
  .object({
    id: z.number().int(),
    deploymentId: z.number().int(),
    workbookId: z.number().int(),
    folderId: z.number().int().nullable(),
    type: z.literal('REPORT'),
    name: z.string(),
    title: z.string().nullable(),
    kind: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .loose()
  .register(apiRegistry, { id: 'Report' });

/** The resources as the handlers answer them (their declared response bodies). */
export type DashboardJson = z.output<typeof Dashboard>;
export type WorkbookJson = z.output<typeof Workbook>;
export type ReportSnapshotJson = z.output<typeof ReportSnapshot>;
export type ResourceOwnerJson = z.output<typeof ResourceOwner>;
