// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  branchResponseSchema,
  branchSchema,
  deploymentResponseSchema,
  deploymentSchema,
  deploymentSettingsResponseSchema,
  deploymentVersionSchema,
  environmentSchema,
  folderPathEntrySchema,
  folderSchema,
  listEnvelope,
  metaSyncTokenResponseSchema,
  workbookSchema,
} from './index';

/**
 * Responses captured from the sandbox in each dialect (`npm run sandbox -- --dialect spec|reference`): the spec's
 * shapes and the published API reference's. Each is read by the console's schema, and both dialects must come out
 * as the same internal shape.
 */
const captured = import.meta.glob<unknown>('./captured/*/*.json', { eager: true, import: 'default' });
const dialects = ['spec', 'reference'] as const;
type Dialect = (typeof dialects)[number];

function response(dialect: Dialect, name: string): unknown {
  const value = captured[`./captured/${dialect}/${name}.json`];
  if (value === undefined) throw new Error(`no captured ${dialect}/${name}.json`);
  return value;
}

const schemas = {
  deployments: listEnvelope(deploymentSchema, 'deployments'),
  environments: listEnvelope(environmentSchema, 'environments'),
  versions: listEnvelope(deploymentVersionSchema),
  branches: listEnvelope(branchSchema, 'branches'),
  folders: listEnvelope(folderSchema, 'folders'),
  workbooks: listEnvelope(workbookSchema, 'workbooks'),
  sharedWorkspace: listEnvelope(workbookSchema, 'items'),
};

function both<T>(read: (dialect: Dialect) => T): Record<Dialect, T> {
  return { spec: read('spec'), reference: read('reference') };
}

describe.each(dialects)('responses captured from the %s dialect', (dialect) => {
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])('reads the %s list', (name) => {
    const result = schemas[name].safeParse(response(dialect, name));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.items.length).toBeGreaterThan(0);
  });

  it('reads the single records: deployment, settings, workbook, staging toggle, metadata token, ancestors', () => {
    expect(deploymentResponseSchema.safeParse(response(dialect, 'deployment')).success).toBe(true);
    expect(deploymentSettingsResponseSchema.safeParse(response(dialect, 'settings')).success).toBe(true);
    expect(workbookSchema.safeParse(response(dialect, 'workbook')).error?.issues ?? []).toEqual([]);
    expect(branchResponseSchema.parse(response(dialect, 'staging'))).toMatchObject({ isStagingEnvironmentEnabled: true });
    expect(metaSyncTokenResponseSchema.parse(response(dialect, 'metaToken')).token).toMatch(/^eyJ/);
    expect(z.array(folderPathEntrySchema).safeParse(response(dialect, 'ancestors')).success).toBe(true);
  });
});

describe('both dialects normalize to one internal shape', () => {
  it('deployments: string ids, names, URL and setup step; the spec alone has a creation date', () => {
    const pages = both((d) => schemas.deployments.parse(response(d, 'deployments')));
    const pick = (d: Dialect) =>
      pages[d].items.map(({ id, name, deploymentUrl, creationStep }) => ({ id, name, deploymentUrl, creationStep }));
    expect(pick('reference')).toEqual(pick('spec'));
    expect(pages.reference.items[0]?.id).toBe('1');
    expect(pages.spec.items[0]?.created_at).toMatch(/^\d{4}-/);
    expect(pages.reference.items[0]?.created_at).toBeUndefined();
    expect(pages.reference.total).toBe(pages.spec.total);
    expect(deploymentResponseSchema.parse(response('reference', 'deployment')).id).toBe('1');
  });

  it('environments: a title for every row (the published shape has no name) and the same credentials', () => {
    const pages = both((d) => schemas.environments.parse(response(d, 'environments')));
    const reference = pages.reference.items;
    expect(reference.every((env) => env.name === null)).toBe(true);
    expect(reference.map((env) => env.title)).toEqual(
      expect.arrayContaining(['Production · main', 'Staging · staging', 'Development · dev-ada · ada.lovelace@acme.example']),
    );
    expect(pages.spec.items.find((env) => env.type === 'production')?.title).toBe('production');
    const credentials = (d: Dialect) => pages[d].items.map((env) => [env.type, env.branch, env.credentials]);
    expect(credentials('reference')).toEqual(credentials('spec'));
  });

  it('versions, branches, folders and workbooks carry the same records', () => {
    const versions = both((d) => schemas.versions.parse(response(d, 'versions')).items);
    expect(versions.reference).toEqual(versions.spec);
    expect(versions.reference.every((v) => v.releaseChannel === 'latest' || v.releaseChannel === 'release')).toBe(true);
    const branches = both((d) => schemas.branches.parse(response(d, 'branches')).items.map((b) => b.name));
    expect(branches.reference).toEqual(branches.spec);
    const folders = both((d) => schemas.folders.parse(response(d, 'folders')).items.map((f) => [f.id, f.name]));
    expect(folders.reference).toEqual(folders.spec);
    const workbooks = both((d) => schemas.workbooks.parse(response(d, 'workbooks')));
    expect(workbooks.reference.items.map((w) => w.id)).toEqual(workbooks.spec.items.map((w) => w.id));
    expect(workbooks.reference.pageInfo?.endCursor).toBeTruthy();
  });

  it('the published branch list may hold nulls where the spec has values', () => {
    const main = schemas.branches.parse(response('reference', 'branches')).items.find((b) => b.name === 'main');
    expect(main).toMatchObject({ parentBranch: null, isStagingEnvironmentEnabled: null });
  });
});
