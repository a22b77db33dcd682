import type { SandboxServices } from '../../services.ts';
import { encodeCursor } from '../../routes/common.ts';

/**
 * Response shaping for the reference dialect: the sandbox's handlers answer in the spec's shapes, and these turn
 * each resource into the published document's shape (exact field names, no field the document does not define).
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Copies the listed keys that are present, leaving out `undefined` (and `null` where the document forbids it). */
function pick(source: Obj, keys: readonly string[], notNull: readonly string[] = []): Obj {
  const out: Obj = {};
  for (const k of keys) {
    const v = source[k];
    if (v === undefined || (v === null && notNull.includes(k))) continue;
    out[k] = v;
  }
  return out;
}

// ---- Pagination ----------------------------------------------------------------------------------------------------

/** `pageInfo` for an offset page, with cursors that `after` understands (the same opaque cursors as cursor lists). */
export function offsetPageInfo(offset: number, count: number, total: number) {
  return {
    hasNextPage: offset + count < total,
    hasPreviousPage: offset > 0,
    startCursor: count ? encodeCursor(offset + 1) : null,
    endCursor: count ? encodeCursor(offset + count) : null,
  };
}

/** The spec's cursor envelope `{items, pageInfo, data, count, pagination}` as a reference list with the named extras. */
export function cursorList(body: unknown, mapItem: (item: unknown) => unknown, withCount: boolean): Obj {
  const b = obj(body);
  const items = arr(b.items).map(mapItem);
  return { items, data: items, pageInfo: b.pageInfo ?? null, ...(withCount ? { count: b.count ?? items.length } : {}) };
}

// ---- Deployments ---------------------------------------------------------------------------------------------------

export function deployment(item: unknown): Obj {
  const d = obj(item);
  return { id: Number(d.id), name: d.name, deploymentUrl: d.deploymentUrl, creationStep: d.creationStep };
}

const CLOUD_PROVIDERS = ['cubecloud', 'aws', 'gcp'];
/** The spec replaces the platform's hosted value `cubecloud` with a neutral `hosted`; the reference keeps `cubecloud`. */
const toReferenceHosted = (v: unknown) => (v === 'hosted' ? 'cubecloud' : v);
export const fromReferenceHosted = (v: unknown) => (v === 'cubecloud' ? 'hosted' : v);

const SETTINGS_KEYS = [
  'autoDomain',
  'cspsConfig',
  'cubeImageCloud',
  'cubeImageVersion',
  'customDomain',
  'defaultLaunchpadViewGroup',
  'deployMode',
  'isCold',
  'isManaged',
  'launchpadTabs',
  'region',
  'releaseChannelVersion',
  'releaseChannelVersionHold',
  'repoType',
  'targetPlatform',
  'templateVariables',
] as const;

/**
 * `DeploymentSettings`: the stored settings plus the fields the document requires that the spec's record never had
 * (their sandbox defaults: a writable, mergeable deploy branch at the project root, pre-aggregations supported).
 */
export function deploymentSettings(body: unknown, creationStep: string): Obj {
  const s = obj(body);
  const cloud = toReferenceHosted(s.cloudProvider);
  return {
    ...pick(s, SETTINGS_KEYS),
    id: Number(s.id),
    name: s.name,
    deploymentUrl: s.deploymentUrl,
    creationStep,
    cloudProvider: CLOUD_PROVIDERS.includes(cloud as string) ? cloud : 'cubecloud',
    creationMethod: s.creationMethod === undefined ? null : toReferenceHosted(s.creationMethod),
    template: s.template,
    releaseChannel: s.releaseChannel,
    deployBranchName: s.deployBranchName ?? 'main',
    deployBranchReadOnly: s.deployBranchReadOnly ?? false,
    deployBranchMergeAllowed: s.deployBranchMergeAllowed ?? true,
    deployProjectRoot: s.deployProjectRoot ?? '/',
    isCubeSqlEnabled: s.isCubeSqlEnabled ?? true,
    isSupportPreAggregations: s.isSupportPreAggregations ?? true,
  };
}

// ---- Environments --------------------------------------------------------------------------------------------------

/**
 * The document types an environment's `id` as a string and the path's `environmentId` as an integer, so the
 * reference dialect numbers environments by their branch: the production environment is the production branch's id,
 * a development or staging environment its branch's id.
 */
function referenceEnvironmentId(sb: SandboxServices, deploymentId: number, specId: string): string {
  const m = /^(prod|dev|staging)-(\d+)$/.exec(specId);
  if (!m) return specId;
  if (m[1] === 'prod') {
    const production = sb.branches.production(deploymentId);
    return production ? String(production.id) : specId;
  }
  return m[2] as string;
}

/** The spec's environment id for a reference `environmentId`; unknown ids stay unknown (the handler answers 404). */
export function specEnvironmentId(sb: SandboxServices, deploymentId: number, referenceId: string): string {
  const branch = /^\d{1,15}$/.test(referenceId) ? sb.branches.byId(deploymentId, Number(referenceId)) : undefined;
  if (branch && String(branch.id) !== referenceId) return referenceId;
  if (!branch) return referenceId;
  return branch.kind === 'production'
    ? `prod-${deploymentId}`
    : branch.kind === 'personal'
      ? `dev-${branch.id}`
      : `staging-${branch.id}`;
}

/** `DeploymentEnvironment`: no `name`; credentials as an array discriminated by `type`; `user` for a development one. */
export function environment(sb: SandboxServices, deploymentId: number, item: unknown): Obj {
  const e = obj(item);
  const creds = obj(e.api_credentials);
  const rest = obj(creds.rest);
  const sql = obj(creds.sql);
  const branchName = typeof e.branch === 'string' ? e.branch : null;
  let user: string | null = null;
  if (e.type === 'development' && branchName !== null) {
    const owner = sb.branches.byName(deploymentId, branchName)?.owner_user_id ?? null;
    user = sb.store.owner(owner)?.email ?? null;
  }
  return {
    id: referenceEnvironmentId(sb, deploymentId, String(e.id)),
    type: e.type,
    branch: branchName,
    user,
    api_credentials: [
      { type: 'rest', version: 1, url: rest.url ?? null },
      { type: 'sql', version: 1, host: sql.host ?? null, port: sql.port ?? null, database: null },
    ],
  };
}

// ---- Branches ------------------------------------------------------------------------------------------------------

/**
 * `BranchResponse`. The production branch has no parent and no staging environment of its own, so the reference
 * dialect says `null` for both (the document allows it; the spec's shape cannot).
 */
export function branch(item: unknown): Obj {
  const b = obj(item);
  const production = b.type === 'production';
  return {
    id: b.id,
    name: b.name,
    parentBranch: production || b.parentBranch === '' ? null : (b.parentBranch ?? null),
    lastHash: b.lastHash ?? null,
    isStagingEnvironmentEnabled: production ? null : (b.isStagingEnvironmentEnabled ?? null),
  };
}

// ---- Workspace -----------------------------------------------------------------------------------------------------

const DASHBOARD_KEYS = [
  'allowEmbed',
  'config',
  'createdBy',
  'deploymentId',
  'description',
  'fromSharedWorkspace',
  'id',
  'publicId',
  'reportSnapshots',
  'restrictDataDownload',
  'status',
  'title',
  'useBoardDashboards',
  'versionId',
  'versionNumber',
  'workbookId',
] as const;

const WORKBOOK_KEYS = [
  'calculatedFields',
  'createdAt',
  'createdBy',
  'dashboardDraft',
  'dashboardPublished',
  'deploymentId',
  'folderId',
  'folderPath',
  'id',
  'isFavorite',
  'meta',
  'name',
  'publishedDashboard',
  'slug',
  'type',
  'updatedAt',
  'user',
  'userId',
] as const;

/** `Workbook` (also the item type of the workspace lists, for folders and reports too). `createdBy` is never null there. */
export function workbook(item: unknown): Obj {
  const w = obj(item);
  const out = pick(w, WORKBOOK_KEYS, ['createdBy', 'folderPath']);
  if (w.publishedDashboard) out.publishedDashboard = pick(obj(w.publishedDashboard), DASHBOARD_KEYS);
  return out;
}

/** `Folder`: the spec's folder without the sandbox's `access`, with its `position` among its siblings (name order). */
export function folder(sb: SandboxServices, item: unknown): Obj {
  const f = obj(item);
  return {
    id: f.id,
    deploymentId: f.deploymentId,
    name: f.name,
    parentId: f.parentId ?? null,
    position: sb.store.folders.position(f.id as number),
    type: 'FOLDER',
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    folderPath: sb.store.folderPath(typeof f.parentId === 'number' ? f.parentId : null),
  };
}

/** `GET …/folders/{folderId}/ancestors` in the document: a bare `Folder[]`, root first, the folder itself last. */
export function folderAncestors(sb: SandboxServices, folderId: number): Obj[] {
  const chain: Obj[] = [];
  let id: number | null = folderId;
  while (id !== null) {
    const row = sb.store.folders.byId(id);
    if (!row) break;
    chain.unshift(
      folder(sb, {
        id: row.id,
        deploymentId: row.deployment_id,
        name: row.name,
        parentId: row.parent_id,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    );
    id = row.parent_id;
  }
  return chain;
}

/** A report's 12-character public id (the document: `^[0-9A-Za-z]+$`, exactly 12), derived from its id. */
const reportPublicId = (id: number) => `r${id.toString(36).padStart(11, '0')}`;

const UNKNOWN_OWNER = { id: 0, email: 'unknown-user@sandbox.invalid', firstName: null, picture: null };

/** `Report`: who made it (`user`, `userId`, `refreshedByUser`), its public id and folder path; no snapshot fields. */
export function report(sb: SandboxServices, item: unknown): Obj {
  const r = obj(item);
  const createdBy = typeof r.createdBy === 'number' ? r.createdBy : null;
  const owner = (createdBy !== null ? sb.store.owner(createdBy) : null) ?? UNKNOWN_OWNER;
  const folderId = typeof r.folderId === 'number' ? r.folderId : null;
  return {
    id: r.id,
    publicId: reportPublicId(Number(r.id)),
    deploymentId: r.deploymentId,
    workbookId: r.workbookId ?? null,
    folderId,
    folderPath: sb.store.folderPath(folderId),
    type: 'REPORT',
    name: r.name,
    title: r.title ?? null,
    description: r.description ?? null,
    sqlQuery: r.sqlQuery ?? null,
    meta: r.meta ?? null,
    ...(createdBy !== null ? { createdBy } : {}),
    userId: owner.id,
    user: owner,
    refreshedByUser: owner,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
