import {
  arrayOf,
  bool,
  dateOrDateTime,
  freeObject,
  int,
  nBool,
  nFree,
  nInt,
  nStr,
  nullable,
  num,
  object,
  ref,
  str,
  stringEnum,
  type JsonSchema,
} from '../json-schema.ts';
import { publishingComponents } from './publishing-schemas.ts';
import { dashboardConfigParts } from './dashboard-schemas.ts';

/**
 * The component schemas of the platform's published API reference that the console's operations use, written once
 * from `public-api-reference.md` §2 (names, types, enums and required lists as the document has them).
 * They validate the reference dialect's requests (`check-request.ts`), document it (`GET /api/v1/spec`) and, in the
 * server tests, validate every response it sends (with `strictComponents`: no field beyond the document).
 */
const WorkspaceObjectType = stringEnum('FOLDER', 'WORKBOOK', 'REPORT');
const cspsConfig = object(
  {
    awsRoleArn: nStr,
    azureClientId: nStr,
    azureContainer: nStr,
    azureStorageAccount: nStr,
    azureTenantId: nStr,
    enabled: bool,
    gcpServiceAccountEmail: nStr,
    gcpWorkloadIdentityProvider: nStr,
    gcsBucket: nStr,
    s3Bucket: nStr,
    s3Region: nStr,
    s3Sse: nStr,
    storageProvider: str,
  },
  ['enabled', 'storageProvider'],
);

const deprecatedCount = { ...nullable({ type: 'integer', minimum: 0 }), deprecated: true };
/** The document's cursor list responses: `{items, data (deprecated), pageInfo?}`, some with a deprecated `count`. */
function listResponse(item: string, withCount: boolean): JsonSchema {
  return object(
    {
      ...(withCount ? { count: deprecatedCount } : {}),
      data: { ...arrayOf(ref(item)), deprecated: true },
      items: arrayOf(ref(item)),
      pageInfo: nullable(ref('PageInfo')),
    },
    ['items', 'data'],
  );
}

export const CREATION_STEPS = ['project', 'upload', 'schema', 'github', 'ssh', 'databases', 'ready', 'demo'] as const;

export const referenceComponents: Record<string, JsonSchema> = {
  // §2.1 Pagination
  PageInfo: object({ endCursor: nStr, hasNextPage: bool, hasPreviousPage: bool, startCursor: nStr }, [
    'hasNextPage',
    'hasPreviousPage',
  ]),
  DeploymentsPagination: object(
    { limit: { type: 'integer', minimum: 0 }, offset: { type: 'integer', minimum: 0 }, total: { type: 'integer', minimum: 0 } },
    ['total', 'offset', 'limit'],
  ),

  // §2.2 Deployments
  CreationStep: stringEnum(...CREATION_STEPS),
  Deployment: object({ creationStep: ref('CreationStep'), deploymentUrl: str, id: int, name: str }, [
    'id',
    'name',
    'deploymentUrl',
    'creationStep',
  ]),
  DeploymentsListResponse: object(
    {
      count: deprecatedCount,
      data: { ...arrayOf(ref('Deployment')), deprecated: true },
      items: arrayOf(ref('Deployment')),
      pageInfo: nullable(ref('PageInfo')),
      pagination: { ...ref('DeploymentsPagination'), deprecated: true },
      totalCount: { ...nullable({ type: 'integer', minimum: 0 }), deprecated: true },
    },
    ['items', 'data', 'pagination'],
  ),
  DeploymentSettings: object(
    {
      autoDomain: nStr,
      cloudProvider: stringEnum('cubecloud', 'aws', 'gcp'),
      creationMethod: nullable(stringEnum('upload', 'cubecloud', 'github', 'ssh')),
      creationStep: ref('CreationStep'),
      cspsConfig: nullable(ref('CspsConfig')),
      cubeImageCloud: nStr,
      cubeImageVersion: nStr,
      customDomain: nStr,
      defaultLaunchpadViewGroup: nStr,
      deployBranchMergeAllowed: bool,
      deployBranchName: str,
      deployBranchReadOnly: bool,
      deployMode: nullable(stringEnum('git', 'cli')),
      deployProjectRoot: str,
      deploymentUrl: str,
      id: int,
      isCold: nBool,
      isCubeSqlEnabled: bool,
      isManaged: nBool,
      isSupportPreAggregations: bool,
      launchpadTabs: nullable(arrayOf(str)),
      name: str,
      region: nStr,
      releaseChannel: stringEnum('latest', 'release'),
      releaseChannelVersion: nStr,
      releaseChannelVersionHold: nBool,
      repoType: nullable(stringEnum('git', 'deployRepo')),
      targetPlatform: nStr,
      template: stringEnum('single', 'simpleCluster', 'multiCluster'),
      templateVariables: nFree,
    },
    [
      'id',
      'name',
      'template',
      'cloudProvider',
      'creationStep',
      'deploymentUrl',
      'releaseChannel',
      'deployBranchName',
      'deployBranchReadOnly',
      'deployBranchMergeAllowed',
      'deployProjectRoot',
      'isCubeSqlEnabled',
      'isSupportPreAggregations',
    ],
  ),
  UpdateDeploymentInput: object({
    cloudProvider: nullable(stringEnum('cubecloud', 'aws', 'gcp')),
    creationMethod: nullable(stringEnum('upload', 'cubecloud', 'github', 'ssh')),
    cspsConfig: nullable(ref('CspsConfigInput')),
    customDomain: nStr,
    defaultLaunchpadViewGroup: nStr,
    deployBranchMergeAllowed: nBool,
    deployBranchName: nStr,
    deployBranchReadOnly: nBool,
    deployMode: nullable(stringEnum('git', 'cli')),
    deployProjectRoot: nStr,
    launchpadTabs: nullable(arrayOf(str)),
    name: nStr,
    region: nStr,
    releaseChannel: nullable(stringEnum('latest', 'release')),
    releaseChannelVersion: nStr,
    releaseChannelVersionHold: nBool,
    template: nullable(stringEnum('single', 'simpleCluster', 'multiCluster')),
    templateVariables: nFree,
  }),
  CspsConfig: cspsConfig,
  CspsConfigInput: cspsConfig,
  DeploymentVersion: object(
    {
      isCurrent: bool,
      isLatestInChannel: bool,
      releaseChannel: stringEnum('latest', 'release'),
      releaseChannelVersion: str,
      version: str,
    },
    ['releaseChannelVersion', 'version', 'releaseChannel', 'isLatestInChannel', 'isCurrent'],
  ),
  DeploymentVersionsResponse: object({ items: arrayOf(ref('DeploymentVersion')), pageInfo: nullable(ref('PageInfo')) }, [
    'items',
  ]),

  // §2.3 Environments and tokens
  DeploymentEnvironmentType: stringEnum('production', 'staging', 'development'),
  DeploymentEnvironment: object(
    {
      api_credentials: arrayOf(ref('DeploymentEnvironmentApiCredential')),
      branch: nStr,
      id: str,
      type: ref('DeploymentEnvironmentType'),
      user: nStr,
    },
    ['id', 'type', 'api_credentials'],
  ),
  DeploymentEnvironmentApiCredential: object(
    {
      database: nStr,
      host: nStr,
      port: nullable({ type: 'integer', minimum: 1 }),
      type: stringEnum('rest', 'sql'),
      url: nStr,
      version: { type: 'integer', minimum: 1 },
    },
    ['type', 'version'],
  ),
  DeploymentEnvironmentsListResponse: object(
    {
      data: { ...arrayOf(ref('DeploymentEnvironment')), deprecated: true },
      items: arrayOf(ref('DeploymentEnvironment')),
      pageInfo: nullable(ref('PageInfo')),
      pagination: { ...nullable(ref('DeploymentsPagination')), deprecated: true },
    },
    ['items', 'data'],
  ),
  CreateDeploymentEnvironmentTokenInput: object(
    {
      expires_in: nullable({ type: 'integer', minimum: 1, maximum: 3600 }),
      scopes: nullable(arrayOf(str)),
      security_context: freeObject,
    },
    ['security_context'],
  ),
  DeploymentEnvironmentToken: object({ created_at: str, expires_at: str, security_context: freeObject, token: str }, [
    'token',
    'security_context',
    'created_at',
    'expires_at',
  ]),
  DeploymentEnvironmentTokenResponse: object({ data: ref('DeploymentEnvironmentToken') }, ['data']),

  // §2.4 Workbooks
  Workbook: object(
    {
      calculatedFields: { type: 'object' },
      createdAt: dateOrDateTime,
      createdBy: int,
      dashboardDraft: nullable(ref('DashboardConfig')),
      dashboardPublished: nullable(ref('DashboardConfig')),
      deploymentId: int,
      folderId: nullable(num),
      folderPath: arrayOf(ref('WorkspaceFolderPathEntry')),
      id: int,
      isFavorite: nBool,
      meta: freeObject,
      name: str,
      publishedDashboard: nullable(ref('Dashboard')),
      slug: nStr,
      type: WorkspaceObjectType,
      updatedAt: dateOrDateTime,
      user: nullable(ref('ResourceOwner')),
      userId: nullable(num),
    },
    ['name', 'meta', 'calculatedFields', 'id', 'deploymentId', 'createdAt', 'updatedAt', 'type'],
  ),
  WorkspaceFolderPathEntry: object({ id: int, name: str }, ['id', 'name']),
  WorkbooksListResponse: listResponse('Workbook', true),
  WorkspaceConnectionResponse: object({ items: arrayOf(ref('Workbook')), pageInfo: ref('PageInfo') }, ['items', 'pageInfo']),
  DuplicateWorkbookInput: object({ shared: nBool }),

  // §2.5 Dashboards
  Dashboard: object(
    {
      allowEmbed: bool,
      config: ref('DashboardConfig'),
      createdBy: nInt,
      deploymentId: int,
      description: nStr,
      fromSharedWorkspace: nBool,
      id: int,
      publicId: str,
      reportSnapshots: arrayOf(ref('ReportSnapshot')),
      restrictDataDownload: nBool,
      status: stringEnum('draft', 'published', 'archived'),
      title: nStr,
      useBoardDashboards: nBool,
      versionId: int,
      versionNumber: int,
      workbookId: int,
    },
    [
      'id',
      'publicId',
      'deploymentId',
      'workbookId',
      'status',
      'allowEmbed',
      'config',
      'versionNumber',
      'versionId',
      'reportSnapshots',
    ],
  ),
  DashboardConfig: object({
    app: nullable(ref('DashboardAppSource')),
    description: nStr,
    kind: nullable(stringEnum('CLASSIC', 'APP')),
    layout: nullable(ref('DashboardLayout')),
    settings: nFree,
    theme: nFree,
    title: nStr,
    widgets: nullable(arrayOf(ref('DashboardWidget'))),
  }),
  ...dashboardConfigParts(''),
  ReportSnapshot: object(
    {
      description: nStr,
      fillMissingRows: nullable(ref('FillMissingRows')),
      id: int,
      isSourceReport: nBool,
      kind: nullable(stringEnum('vega', 'table', 'kpi', 'html', 'map', 'sankey')),
      meta: nFree,
      name: nStr,
      periodComparisons: nullable(arrayOf(ref('PeriodComparison'))),
      preferences: nullable(ref('ReportSnapshotPreferences')),
      pythonCode: nStr,
      reportId: int,
      spec: nullable({ oneOf: [str, { type: 'object' }] }),
      sqlQuery: nStr,
      title: nStr,
      versionNumber: int,
    },
    ['id', 'reportId', 'versionNumber'],
  ),
  FillMissingRows: object({ excludedDimensions: nullable(arrayOf(str)), member: str }, ['member']),
  PeriodComparison: object(
    { measure: str, offset: ref('PeriodComparisonOffset'), outputs: nullable(arrayOf(str)), timeDimension: str },
    ['measure', 'timeDimension', 'offset'],
  ),
  PeriodComparisonOffset: object({ amount: int, unit: str }, ['amount', 'unit']),
  ReportSnapshotPreferences: object({
    columnFormats: nullable({ type: 'object', additionalProperties: ref('ColumnFormatOverride') }),
  }),
  ColumnFormatOverride: object({ decimalPlaces: nInt, type: stringEnum('currency', 'percent', 'number') }, ['type']),

  // §2.6 Reports
  Report: object(
    {
      canEdit: nBool,
      canManage: nBool,
      createdAt: dateOrDateTime,
      createdBy: int,
      currentQueryChecksum: nStr,
      deploymentId: int,
      description: nStr,
      endResultCell: nStr,
      externalWorkbookId: nStr,
      externalWorkbookPlacements: nullable(arrayOf(ref('ReportPlacement'))),
      folderId: nInt,
      folderPath: arrayOf(ref('WorkspaceFolderPathEntry')),
      id: int,
      jsonQuery: nStr,
      meta: nFree,
      name: { type: 'string', maxLength: 255 },
      pivotItems: nullable(ref('PivotItems')),
      publicId: { type: 'string', minLength: 12, maxLength: 12, pattern: '^[0-9A-Za-z]+$' },
      refreshedBy: nInt,
      refreshedByUser: ref('ResourceOwner'),
      resultLocation: nStr,
      rolesWithAccess: nullable(arrayOf(ref('RoleWithAccess'))),
      source: nullable(stringEnum('GOOGLE_SHEETS', 'EXCEL', 'PLAYGROUND', 'D3')),
      sqlQuery: nStr,
      title: nStr,
      type: WorkspaceObjectType,
      updatedAt: dateOrDateTime,
      user: ref('ResourceOwner'),
      userId: int,
      version: nInt,
      workbookId: nInt,
    },
    ['publicId', 'userId', 'user', 'name', 'refreshedByUser', 'id', 'deploymentId', 'createdAt', 'updatedAt', 'type'],
  ),
  // The policy action enum is not reproduced in public-api-reference.md; any string is accepted here.
  RoleWithAccess: object({ actions: arrayOf(str), id: int, name: str }, ['actions', 'id', 'name']),
  ReportsListResponse: listResponse('Report', true),
  PivotItems: object(
    {
      columns: arrayOf(str),
      displayScale: nullable(stringEnum('model', 'absolute', 'thousands', 'millions', 'billions')),
      filters: arrayOf(str),
      measures: arrayOf(str),
      measuresAxis: nullable(stringEnum('columns', 'rows')),
      measuresPosition: nullable(stringEnum('before', 'after')),
      rows: arrayOf(str),
      showAppliedFilters: nBool,
      showColumnTotals: nBool,
      showRowTotals: nBool,
    },
    ['columns', 'measures', 'rows', 'filters'],
  ),
  ReportPlacement: object(
    {
      anchorCell: nStr,
      endResultCell: nStr,
      host: nullable(stringEnum('GOOGLE_SHEETS', 'EXCEL')),
      id: nStr,
      placedAt: nStr,
      placedByUserId: nInt,
      queryChecksum: nStr,
      refreshedAt: nStr,
      refreshedByUserId: nInt,
      resultChecksum: nullable(ref('ReportPlacementResultChecksum')),
      resultLocation: str,
      sheetId: nStr,
      sheetName: nStr,
      syncStatus: nullable(stringEnum('UP_TO_DATE', 'CHANGED', 'UNKNOWN')),
      workbookId: str,
      workbookName: nStr,
    },
    ['workbookId', 'resultLocation'],
  ),
  ReportPlacementResultChecksum: object(
    {
      chunks: arrayOf(
        object(
          {
            from: { type: 'integer', minimum: 0 },
            hash: { type: 'string', minLength: 1, maxLength: 64 },
            to: { ...nInt, deprecated: true },
          },
          ['from', 'hash'],
        ),
        { maxItems: 2000 },
      ),
      v: { type: 'integer', minimum: 1 },
    },
    ['chunks', 'v'],
  ),

  // §2.7 Folders, owner
  Folder: object(
    {
      createdAt: dateOrDateTime,
      createdBy: int,
      deploymentId: int,
      folderPath: arrayOf(ref('WorkspaceFolderPathEntry')),
      id: int,
      name: str,
      parentId: nInt,
      position: int,
      type: WorkspaceObjectType,
      updatedAt: dateOrDateTime,
      updatedBy: nInt,
      user: nullable(ref('ResourceOwner')),
    },
    ['name', 'position', 'id', 'deploymentId', 'createdAt', 'updatedAt', 'type'],
  ),
  FoldersListResponse: listResponse('Folder', true),
  ResourceOwner: object({ email: str, firstName: nStr, id: int, picture: nStr }, ['id', 'email']),

  // §2.8 Branches (build API)
  BranchResponse: object({ id: int, isStagingEnvironmentEnabled: nBool, lastHash: nStr, name: str, parentBranch: nStr }, [
    'id',
    'name',
  ]),
  BranchesListResponse: listResponse('BranchResponse', false),
  SetBranchStagingEnvironmentRequest: object({ branchId: nInt, branchName: nStr, enabled: bool }, ['enabled']),
  SetBranchStagingEnvironmentResponse: object({ data: ref('BranchResponse') }, ['data']),
  ...publishingComponents,
};

/**
 * The same components with `additionalProperties: false` on every object that lists its properties and says nothing
 * else: a response carrying a field the document does not define is a drift, and the tests say so.
 */
export function strictComponents(components: Record<string, JsonSchema> = referenceComponents): Record<string, JsonSchema> {
  const tighten = (s: JsonSchema): JsonSchema => {
    const out: JsonSchema = { ...s };
    if (s.properties) {
      out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, tighten(v)]));
      if (s.additionalProperties === undefined) out.additionalProperties = false;
    }
    if (s.items) out.items = tighten(s.items);
    if (s.oneOf) out.oneOf = s.oneOf.map(tighten);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      out.additionalProperties = tighten(s.additionalProperties);
    return out;
  };
  return Object.fromEntries(Object.entries(components).map(([k, v]) => [k, tighten(v)]));
}
