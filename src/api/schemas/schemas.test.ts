import { describe, expect, it } from 'vitest';
import {
  branchSchema,
  dashboardConfigSchema,
  deploymentSchema,
  deploymentVersionSchema,
  environmentSchema,
  listEnvelope,
  workbookSchema,
} from './index';

const deployments = listEnvelope(deploymentSchema, 'deployments');
const environments = listEnvelope(environmentSchema, 'environments');

describe('list envelopes', () => {
  it('reads the spec shape { data: { deployments }, pagination }', () => {
    const page = deployments.parse({
      data: { deployments: [{ id: '7', name: 'Acme', created_at: '2026-01-02T03:04:05Z' }] },
      pagination: { offset: 0, limit: 20, total: 1 },
    });
    expect(page.items).toEqual([{ id: '7', name: 'Acme', created_at: '2026-01-02T03:04:05Z' }]);
    expect(page.total).toBe(1);
    expect(page.pageInfo).toBeNull();
  });

  it('reads the public reference shape with integer ids, items and pageInfo', () => {
    const page = deployments.parse({
      items: [{ id: 12, name: 'Beta', deploymentUrl: 'https://beta.example', creationStep: 'ready' }],
      data: [{ id: 12, name: 'Beta' }],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, endCursor: 'abc' },
      totalCount: 40,
    });
    expect(page.items[0]).toMatchObject({ id: '12', name: 'Beta', creationStep: 'ready' });
    expect(page.pageInfo?.endCursor).toBe('abc');
    expect(page.total).toBe(40);
  });

  it('reads a flat deprecated data array alone', () => {
    expect(deployments.parse({ data: [{ id: 1, name: 'Only' }] }).items).toHaveLength(1);
  });

  it('keeps unknown fields', () => {
    const page = deployments.parse({ items: [{ id: 1, name: 'A', futureField: { x: 1 } }] });
    expect(page.items[0]).toHaveProperty('futureField', { x: 1 });
  });

  it('names the field path of a malformed item', () => {
    const result = deployments.safeParse({ data: { deployments: [{ id: '1', name: 'ok' }, { id: '2' }] } });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths?.some((path) => path.endsWith('1.name'))).toBe(true);
  });

  it('refuses a body with no list at all', () => {
    expect(deployments.safeParse({ pagination: { offset: 0, limit: 20, total: 0 } }).success).toBe(false);
  });
});

describe('environments', () => {
  it('normalizes the spec credentials object', () => {
    const page = environments.parse({
      data: {
        environments: [
          {
            id: 'env-1',
            name: 'production',
            type: 'production',
            api_credentials: { rest: { url: 'https://x/cubejs-api/v1' }, sql: { host: 'sql.x', port: 5432 } },
          },
        ],
      },
      pagination: { offset: 0, limit: 20, total: 1 },
    });
    expect(page.items[0]?.credentials).toEqual({
      rest: { url: 'https://x/cubejs-api/v1' },
      sql: { host: 'sql.x', port: 5432, database: null },
    });
  });

  it('normalizes the public reference credentials array to the same shape', () => {
    const page = environments.parse({
      items: [
        {
          id: 'env-1',
          name: 'production',
          type: 'production',
          branch: 'main',
          api_credentials: [
            { type: 'rest', version: 1, url: 'https://x/cubejs-api/v1' },
            { type: 'sql', version: 1, host: 'sql.x', port: 5432, database: 'db' },
          ],
        },
      ],
    });
    expect(page.items[0]?.credentials).toEqual({
      rest: { url: 'https://x/cubejs-api/v1' },
      sql: { host: 'sql.x', port: 5432, database: 'db' },
    });
    expect(page.items[0]?.branch).toBe('main');
  });

  it('refuses an unknown environment type', () => {
    expect(environmentSchema.safeParse({ id: '1', name: 'x', type: 'qa', api_credentials: null }).success).toBe(false);
  });
});

describe('branches and versions', () => {
  it('accepts the nulls the public reference allows', () => {
    expect(
      branchSchema.parse({ id: 3, name: 'feature', parentBranch: null, lastHash: null, isStagingEnvironmentEnabled: null }),
    ).toMatchObject({
      name: 'feature',
    });
  });

  it('requires the version fields the spec marks required', () => {
    const result = deploymentVersionSchema.safeParse({ version: '1.0.0', releaseChannel: 'latest' });
    expect(result.success).toBe(false);
  });
});

describe('dashboard configs', () => {
  it('heals a legacy TABS_CONTAINER at any depth into CONTAINER with layout tabs', () => {
    const config = dashboardConfigSchema.parse({
      widgets: [
        {
          id: 'outer',
          type: 'CONTAINER',
          position: { x: 0, y: 0, w: 12, h: 8 },
          config: {
            layout: 'stack',
            widgets: [
              {
                id: 'legacy',
                type: 'TABS_CONTAINER',
                position: { x: 0, y: 0, w: 6, h: 4 },
                config: {
                  tabs: [
                    {
                      id: 't1',
                      title: 'One',
                      widgets: [{ id: 'deep', type: 'TABS_CONTAINER', position: { x: 0, y: 0, w: 1, h: 1 } }],
                    },
                  ],
                },
              },
            ],
          },
        },
        { id: 'top', type: 'TABS_CONTAINER', position: { x: 0, y: 8, w: 12, h: 4 }, config: null },
      ],
    });
    const [outer, top] = config.widgets ?? [];
    expect(top).toMatchObject({ type: 'CONTAINER', config: { layout: 'tabs' } });
    const legacy = (
      outer?.config?.widgets as {
        type: string;
        config: { layout: string; tabs: { widgets: { type: string; config: unknown }[] }[] };
      }[]
    )[0];
    expect(legacy?.type).toBe('CONTAINER');
    expect(legacy?.config.layout).toBe('tabs');
    expect(legacy?.config.tabs[0]?.widgets[0]).toMatchObject({ type: 'CONTAINER', config: { layout: 'tabs' } });
  });

  it('keeps unknown widget types so they can render as placeholders', () => {
    const config = dashboardConfigSchema.parse({
      widgets: [{ id: 'w', type: 'HOLOGRAM', position: { x: 0, y: 0, w: 1, h: 1 } }],
    });
    expect(config.widgets?.[0]?.type).toBe('HOLOGRAM');
  });

  it('accepts a config with every field null or missing', () => {
    expect(dashboardConfigSchema.parse({ kind: null, layout: null, widgets: null })).toMatchObject({ kind: null });
    expect(dashboardConfigSchema.parse({})).toEqual({});
  });

  it('refuses an app entry over 255 characters and a fractional position', () => {
    const longEntry = dashboardConfigSchema.safeParse({ kind: 'APP', app: { entry: 'a'.repeat(256) } });
    expect(longEntry.error?.issues[0]?.path).toEqual(['app', 'entry']);
    const fractional = dashboardConfigSchema.safeParse({
      widgets: [{ id: 'w', type: 'TEXT', position: { x: 0.5, y: 0, w: 1, h: 1 } }],
    });
    expect(fractional.error?.issues[0]?.path).toEqual(['widgets', 0, 'position', 'x']);
  });
});

describe('workbooks', () => {
  it('reads a list-style workbook without the heavy dashboard fields', () => {
    const workbook = workbookSchema.parse({
      id: 1,
      deploymentId: 2,
      name: 'Revenue',
      meta: {},
      calculatedFields: {},
      type: 'WORKBOOK',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-02T00:00:00Z',
      promotion: { anything: true },
    });
    expect(workbook).toHaveProperty('promotion');
    expect(workbook.publishedDashboard).toBeUndefined();
  });
});
