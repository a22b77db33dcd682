import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../store/open-database.ts';
import { toJson, type JsonObject } from '../store/json.ts';
import { WorkspaceStore, type ReportContent } from '../store/workspace-store.ts';
import { DEMO_KEYS, IMAGE_REPOSITORY, type Fixtures, type Persona } from '../fixtures.ts';
import * as reports from './report-catalog.ts';
import {
  apiWrittenPublished,
  appDashboard,
  boardPublished,
  financeDraft,
  financePublished,
  operationsPublished,
  simplePublished,
} from './dashboards.ts';
import { seedAuditEvents } from './audit-events.ts';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const PERSONAS: Record<
  Persona,
  { email: string; firstName: string; role: string; permissions: string[]; creatorMode?: boolean; expired?: boolean }
> = {
  admin: { email: 'ada.lovelace@acme.example', firstName: 'Ada', role: 'Admin', permissions: ['AuditLogManage'] },
  scoped: { email: 'grace.hopper@acme.example', firstName: 'Grace', role: 'Developer', permissions: [] },
  viewer: { email: 'alan.turing@acme.example', firstName: 'Alan', role: 'Viewer', permissions: [] },
  creatorEmbed: {
    email: 'katherine.johnson@acme.example',
    firstName: 'Katherine',
    role: 'AI BI User',
    permissions: [],
    creatorMode: true,
  },
  expired: {
    email: 'edsger.dijkstra@acme.example',
    firstName: 'Edsger',
    role: 'Admin',
    permissions: ['AuditLogManage'],
    expired: true,
  },
};

/** Extra people who appear in the audit log and as workbook owners. */
const OTHER_USERS = [
  { email: 'margaret.hamilton@acme.example', firstName: 'Margaret' },
  { email: 'barbara.liskov@acme.example', firstName: 'Barbara' },
  { email: 'ken.thompson@acme.example', firstName: 'Ken' },
];

/** Versions per channel, oldest first; the last of each is the channel's head. */
const VERSIONS: Record<'latest' | 'release', string[]> = {
  latest: ['1.3.18', '1.3.20', '1.3.22', '1.3.24'],
  release: ['1.2.26', '1.2.28', '1.2.30'],
};

function settingsFor(
  channel: 'latest' | 'release',
  version: string,
  hold: boolean,
  region: string,
  template: string,
  vars: JsonObject,
): JsonObject {
  return {
    cloudProvider: 'aws',
    region,
    template,
    templateVariables: vars,
    releaseChannel: channel,
    releaseChannelVersion: version,
    releaseChannelVersionHold: hold,
    cubeImageVersion: `${IMAGE_REPOSITORY}:v${version}`,
    deployBranchName: 'main',
    isCubeSqlEnabled: true,
    defaultLaunchpadViewGroup: null,
    launchpadTabs: [],
    creationMethod: 'github',
    deployMode: 'git',
    // A secret the settings endpoint must never return.
    apiSecret: randomBytes(16).toString('hex'),
  };
}

/** Seeds the whole demo world into an empty database and returns its fixtures. Runs in one transaction. */
export function seedWorld(db: Db, auditEvents: number): Fixtures {
  return db.transaction(() => {
    const store = new WorkspaceStore(db);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('jwtSecret', randomBytes(32).toString('base64url'));

    const insertUser = db.prepare('INSERT INTO users (email, first_name) VALUES (?, ?)');
    const userIds = {} as Record<Persona, number>;
    for (const [persona, p] of Object.entries(PERSONAS) as [Persona, (typeof PERSONAS)[Persona]][]) {
      userIds[persona] = Number(insertUser.run(p.email, p.firstName).lastInsertRowid);
    }
    const others = OTHER_USERS.map((u) => Number(insertUser.run(u.email, u.firstName).lastInsertRowid));

    const insertVersion = db.prepare('INSERT INTO versions (channel, version, released_at) VALUES (?, ?, ?)');
    let day = 0;
    for (const channel of ['release', 'latest'] as const) {
      for (const v of VERSIONS[channel]) insertVersion.run(channel, v, new Date(Date.UTC(2025, 0, 6 + 14 * day++)).toISOString());
    }

    const insertDeployment = db.prepare(
      'INSERT INTO deployments (name, created_at, deployment_url, workbook_limit, settings) VALUES (?,?,?,?,?)',
    );
    const primary = Number(
      insertDeployment.run(
        'Acme Analytics',
        '2024-03-14T09:21:07.000Z',
        'https://acme-analytics.sandbox.switchboard.test',
        null,
        toJson(
          settingsFor('latest', '1.3.22', true, 'us-east-1', 'multiCluster', {
            replicas: 3,
            cubeStoreWorkers: 2,
            cacheTtl: '10m',
          }),
        ),
      ).lastInsertRowid,
    );
    const secondary = Number(
      insertDeployment.run(
        'Acme Staging Lab',
        '2024-09-02T14:05:40.000Z',
        'https://acme-staging-lab.sandbox.switchboard.test',
        null,
        toJson(settingsFor('release', '1.2.30', false, 'eu-west-1', 'single', { replicas: 1 })),
      ).lastInsertRowid,
    );
    const limited = Number(
      insertDeployment.run(
        'Acme Free Tier',
        '2025-01-20T11:48:12.000Z',
        'https://acme-free-tier.sandbox.switchboard.test',
        1,
        toJson(settingsFor('release', '1.2.28', true, 'us-west-2', 'single', {})),
      ).lastInsertRowid,
    );

    const insertKey = db.prepare(
      'INSERT INTO api_keys (persona, key_hash, user_id, role, permissions, scope, creator_mode, expires_at) VALUES (?,?,?,?,?,?,?,?)',
    );
    for (const [persona, p] of Object.entries(PERSONAS) as [Persona, (typeof PERSONAS)[Persona]][]) {
      const scope = persona === 'scoped' || persona === 'creatorEmbed' ? toJson([primary]) : null;
      insertKey.run(
        persona,
        hashKey(DEMO_KEYS[persona]),
        userIds[persona],
        p.role,
        toJson(p.permissions),
        scope,
        p.creatorMode ? 1 : 0,
        p.expired ? '2024-01-01T00:00:00.000Z' : null,
      );
    }

    const insertBranch = db.prepare(
      'INSERT INTO branches (deployment_id, name, kind, parent_branch, last_hash, owner_user_id, staging_enabled) VALUES (?,?,?,?,?,?,?)',
    );
    const hash = (s: string) => createHash('sha1').update(s).digest('hex');
    const branchSeed: [number, string, 'production' | 'shared' | 'personal', string, number | null, number][] = [
      [primary, 'main', 'production', '', null, 0],
      [primary, 'analytics-v2', 'shared', 'main', null, 0],
      [primary, 'staging', 'shared', 'main', null, 1],
      [primary, 'q3-metrics', 'shared', 'main', null, 0],
      [primary, 'dev-ada', 'personal', 'main', userIds.admin, 0],
      [primary, 'dev-grace', 'personal', 'analytics-v2', userIds.scoped, 0],
      [secondary, 'main', 'production', '', null, 0],
      [secondary, 'experiments', 'shared', 'main', null, 0],
      [limited, 'main', 'production', '', null, 0],
    ];
    for (const [dep, name, kind, parent, owner, enabled] of branchSeed)
      insertBranch.run(dep, name, kind, parent, hash(`${dep}/${name}`), owner, enabled);

    const at = '2025-02-03T10:00:00.000Z';
    const insertFolder = db.prepare(
      'INSERT INTO folders (deployment_id, parent_id, name, created_at, updated_at) VALUES (?,?,?,?,?)',
    );
    const finance = Number(insertFolder.run(primary, null, 'Finance', at, at).lastInsertRowid);
    const board = Number(insertFolder.run(primary, null, 'Board', at, at).lastInsertRowid);
    const forecasts = Number(insertFolder.run(primary, finance, 'Forecasts', at, at).lastInsertRowid);
    insertFolder.run(secondary, null, 'Experiments', at, at);

    const grant = db.prepare('INSERT INTO folder_access (folder_id, user_id, access) VALUES (?,?,?)');
    for (const persona of ['admin', 'scoped', 'expired'] as const) {
      grant.run(finance, userIds[persona], 'edit');
      grant.run(board, userIds[persona], 'read');
    }
    for (const persona of ['viewer', 'creatorEmbed'] as const) {
      grant.run(finance, userIds[persona], 'read');
      grant.run(board, userIds[persona], 'read');
    }

    const addReports = (dep: number, wb: number, folder: number | null, owner: number, list: Record<string, ReportContent>) =>
      Object.fromEntries(Object.entries(list).map(([k, c]) => [k, store.insertReport(dep, wb, folder, owner, c, at)])) as Record<
        string,
        number
      >;

    const snapshotsFor = (ids: Record<string, number>, list: Record<string, ReportContent>) =>
      Object.entries(ids).map(([k, id]) => ({
        reportId: id,
        versionNumber: 3,
        content: list[k] as ReportContent,
        isSourceReport: true,
      }));

    // Finance: reports of every kind, published (allowEmbed) plus a different draft.
    const financeList = {
      revenue: reports.revenueByMonth,
      churn: reports.churnByPlan,
      customers: reports.topCustomers,
      arr: reports.arrKpi,
      notes: reports.releaseNotesHtml,
      map: reports.revenueByRegionMap,
      sankey: reports.customerFlowSankey,
    };
    const inEditableFolder = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Quarterly revenue review',
      folderId: finance,
      userId: userIds.admin,
      slug: 'quarterly-revenue-review',
      meta: { tags: ['finance', 'quarterly'] },
      calculatedFields: { margin: { sql: '(revenue - cost) / revenue', type: 'number' } },
      draft: null,
      createdAt: at,
    });
    const fin = addReports(primary, inEditableFolder, finance, userIds.admin, financeList);
    const finIds = fin as unknown as Parameters<typeof financePublished>[0];
    store.insertDashboard({
      deploymentId: primary,
      workbookId: inEditableFolder,
      status: 'published',
      allowEmbed: true,
      config: financePublished(finIds),
      title: 'Quarterly revenue review',
      description: 'Revenue, customers and churn.',
      createdBy: userIds.admin,
      versionNumber: 3,
      restrictDataDownload: false,
      useBoardDashboards: false,
      fromSharedWorkspace: false,
      snapshots: snapshotsFor(fin, financeList),
    });
    store.setDraft(inEditableFolder, financeDraft(finIds));
    // History and sharing that a clone must not inherit.
    db.prepare('INSERT INTO view_history (user_id, workbook_id, last_viewed_at) VALUES (?,?,?)').run(
      userIds.admin,
      inEditableFolder,
      '2025-03-01T08:00:00.000Z',
    );
    db.prepare('INSERT INTO sharing_policies (workbook_id, principal, action) VALUES (?,?,?)').run(
      inEditableFolder,
      `user:${others[0]}`,
      'read',
    );

    const boardList = { revenue: reports.revenueByMonth, customers: reports.topCustomers, arr: reports.arrKpi };
    const inReadOnlyFolder = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Board pack',
      folderId: board,
      userId: others[0] ?? null,
      slug: 'board-pack',
      draft: null,
      createdAt: at,
    });
    const bd = addReports(primary, inReadOnlyFolder, board, others[0] ?? userIds.admin, boardList);
    const boardConfig = boardPublished(bd as { revenue: number; customers: number; arr: number });
    store.insertDashboard({
      deploymentId: primary,
      workbookId: inReadOnlyFolder,
      status: 'published',
      allowEmbed: false,
      config: boardConfig,
      createdBy: others[0] ?? null,
      snapshots: snapshotsFor(bd, boardList),
    });
    store.setDraft(inReadOnlyFolder, boardConfig);

    const opsList = { pipeline: reports.pipelineByStage, wau: reports.activeUsersKpi, churn: reports.churnByPlan };
    const atRoot = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Operations overview',
      folderId: null,
      userId: others[1] ?? null,
      slug: 'operations-overview',
      draft: null,
      createdAt: at,
    });
    const ops = addReports(primary, atRoot, null, others[1] ?? userIds.admin, opsList);
    const opsConfig = operationsPublished(ops as { pipeline: number; wau: number; churn: number });
    store.insertDashboard({
      deploymentId: primary,
      workbookId: atRoot,
      status: 'published',
      allowEmbed: false,
      config: opsConfig,
      createdBy: others[1] ?? null,
      snapshots: snapshotsFor(ops, opsList),
    });
    store.setDraft(atRoot, opsConfig);

    const forecastWb = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Revenue forecast',
      folderId: forecasts,
      userId: userIds.admin,
      draft: null,
      createdAt: at,
    });
    const fc = store.insertReport(primary, forecastWb, forecasts, userIds.admin, reports.revenueByMonth, at);
    store.setDraft(forecastWb, simplePublished('Revenue forecast', fc));

    const app = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Customer health app',
      folderId: null,
      userId: userIds.admin,
      slug: 'customer-health-app',
      draft: appDashboard(),
      createdAt: at,
    });
    store.insertDashboard({
      deploymentId: primary,
      workbookId: app,
      status: 'published',
      allowEmbed: false,
      config: appDashboard(),
      createdBy: userIds.admin,
      snapshots: [],
    });

    // A layout written through the API (gaps, overlaps, an overflow), for the layout warnings.
    const apiList = { tickets: reports.activeUsersKpi, backlog: reports.pipelineByStage, sla: reports.churnByPlan };
    const apiWrittenLayout = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'own',
      name: 'Support metrics (layout written through the API)',
      folderId: null,
      userId: userIds.admin,
      slug: 'support-metrics',
      draft: null,
      createdAt: at,
    });
    const api = addReports(primary, apiWrittenLayout, null, userIds.admin, apiList);
    const apiConfig = apiWrittenPublished(api as { tickets: number; backlog: number; sla: number });
    store.insertDashboard({
      deploymentId: primary,
      workbookId: apiWrittenLayout,
      status: 'published',
      allowEmbed: false,
      config: apiConfig,
      createdBy: userIds.admin,
      snapshots: snapshotsFor(api, apiList),
    });
    store.setDraft(apiWrittenLayout, apiConfig);

    // Shared workspace.
    const sharedList = { pipeline: reports.pipelineByStage, customers: reports.topCustomers };
    const sharedPublished = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'shared',
      name: 'Sales pipeline (shared)',
      folderId: null,
      userId: others[2] ?? null,
      draft: null,
      createdAt: at,
    });
    const sp = addReports(primary, sharedPublished, null, others[2] ?? userIds.admin, sharedList);
    const spConfig = simplePublished('Sales pipeline', sp.pipeline as number);
    (spConfig.widgets as JsonObject[]).push({
      id: 's-customers',
      type: 'CHART',
      position: { x: 0, y: 10, w: 12, h: 6 },
      config: { reportId: sp.customers as number },
    });
    store.insertDashboard({
      deploymentId: primary,
      workbookId: sharedPublished,
      status: 'published',
      allowEmbed: true,
      config: spConfig,
      createdBy: others[2] ?? null,
      fromSharedWorkspace: true,
      snapshots: snapshotsFor(sp, sharedList),
    });
    store.setDraft(sharedPublished, { ...spConfig, title: 'Sales pipeline (unpublished edits)' });

    const sharedUnpublished = store.insertWorkbook({
      deploymentId: primary,
      workspace: 'shared',
      name: 'Marketing ideas (shared, draft only)',
      folderId: null,
      userId: others[2] ?? null,
      draft: null,
      createdAt: at,
    });
    const su = store.insertReport(primary, sharedUnpublished, null, others[2] ?? null, reports.activeUsersKpi, at);
    store.setDraft(sharedUnpublished, simplePublished('Marketing ideas', su));

    const inSecondary = store.insertWorkbook({
      deploymentId: secondary,
      workspace: 'own',
      name: 'Experiment results',
      folderId: null,
      userId: userIds.admin,
      draft: null,
      createdAt: at,
    });
    const sr = store.insertReport(secondary, inSecondary, null, userIds.admin, reports.churnByPlan, at);
    store.insertDashboard({
      deploymentId: secondary,
      workbookId: inSecondary,
      status: 'published',
      allowEmbed: false,
      config: simplePublished('Experiment results', sr),
      createdBy: userIds.admin,
      snapshots: [{ reportId: sr, content: reports.churnByPlan }],
    });
    store.setDraft(inSecondary, simplePublished('Experiment results', sr));

    const inLimited = store.insertWorkbook({
      deploymentId: limited,
      workspace: 'own',
      name: 'Starter dashboard',
      folderId: null,
      userId: userIds.admin,
      draft: null,
      createdAt: at,
    });
    const lr = store.insertReport(limited, inLimited, null, userIds.admin, reports.activeUsersKpi, at);
    store.insertDashboard({
      deploymentId: limited,
      workbookId: inLimited,
      status: 'published',
      allowEmbed: false,
      config: simplePublished('Starter dashboard', lr),
      createdBy: userIds.admin,
      snapshots: [{ reportId: lr, content: reports.activeUsersKpi }],
    });
    store.setDraft(inLimited, simplePublished('Starter dashboard', lr));

    seedAuditEvents(db, auditEvents, 1, Date.now());

    const fixtures: Fixtures = {
      keys: { ...DEMO_KEYS },
      deployments: { primary, secondary, limited },
      workbooks: {
        inEditableFolder,
        inReadOnlyFolder,
        atRoot,
        sharedPublished,
        sharedUnpublished,
        inSecondary,
        inLimited,
        app,
        apiWrittenLayout,
      },
      folders: { editable: finance, readOnly: board },
      branches: { production: 'main', shared: 'analytics-v2', sharedEnabled: 'staging', personal: 'dev-ada' },
      versions: { current: '1.3.22', latest: '1.3.24', older: '1.3.20', image: IMAGE_REPOSITORY },
    };
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('fixtures', toJson({ ...fixtures, keys: undefined }));
    return fixtures;
  })();
}
