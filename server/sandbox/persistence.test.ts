import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { testSandbox } from './test-client.ts';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-sandbox-'));
  file = join(dir, 'nested', 'sandbox.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a file database', () => {
  it('counts a list afresh after another process wrote to the file', async () => {
    const sandbox = testSandbox({ data: file });
    const branches = `/build/api/v1/deployments/${sandbox.fx.deployments.primary}/branches?first=1`;
    const count = async () => (await sandbox.json<{ count: number }>(sandbox.get(branches))).count;
    const other = new Database(file);
    try {
      const before = await count();
      other
        .prepare(
          "INSERT INTO branches (deployment_id, name, kind, parent_branch, last_hash, staging_enabled) VALUES (?, 'from-elsewhere', 'shared', 'main', 'abc1234', 0)",
        )
        .run(sandbox.fx.deployments.primary);
      expect(await count()).toBe(before + 1);
    } finally {
      other.close();
      sandbox.sb.close();
    }
  });

  it('keeps clones, toggles and settings across a restart, with the same fixtures', async () => {
    const first = testSandbox({ data: file });
    const dep = `/api/v1/deployments/${first.fx.deployments.primary}`;
    const copy = await first.json<{ id: number }>(first.post(`${dep}/workbooks/${first.fx.workbooks.atRoot}/duplicate`));
    await first.put(`/build/api/v1/deployments/${first.fx.deployments.primary}/branches/staging-environment`, {
      enabled: true,
      branchName: first.fx.branches.shared,
    });
    await first.put(dep, { region: 'sa-east-1' });
    const fixtures = first.fx;
    first.sb.close();
    expect(existsSync(file)).toBe(true);

    const second = testSandbox({ data: file });
    try {
      expect(second.fx).toEqual(fixtures);
      expect((await second.get(`${dep}/workbooks/${copy.id}`)).status).toBe(200);
      expect((await second.json<{ region: string }>(second.get(`${dep}/settings`))).region).toBe('sa-east-1');
      const envs = await second.json<{ data: { environments: { name: string; type: string }[] } }>(
        second.get(`${dep}/environments?type=staging`),
      );
      expect(envs.data.environments.map((e) => e.name)).toContain(second.fx.branches.shared);
    } finally {
      second.sb.close();
    }
  });

  it('--reset starts afresh', async () => {
    const first = testSandbox({ data: file });
    const dep = `/api/v1/deployments/${first.fx.deployments.primary}`;
    const copy = await first.json<{ id: number }>(first.post(`${dep}/workbooks/${first.fx.workbooks.atRoot}/duplicate`));
    first.sb.close();
    const reset = testSandbox({ data: file, reset: true });
    try {
      expect((await reset.get(`${dep}/workbooks/${copy.id}`)).status).toBe(404);
    } finally {
      reset.sb.close();
    }
  });

  it('tops up --workbooks to exactly n on a restart', async () => {
    const count = async (s: ReturnType<typeof testSandbox>) =>
      (await s.json<{ count: number }>(s.get(`/api/v1/deployments/${s.fx.deployments.primary}/workbooks`))).count;
    const a = testSandbox({ data: file, workbooks: 5 });
    const withFive = await count(a);
    a.sb.close();
    const b = testSandbox({ data: file, workbooks: 5 });
    expect(await count(b)).toBe(withFive);
    b.sb.close();
    const c = testSandbox({ data: file, workbooks: 8 });
    expect(await count(c)).toBe(withFive + 3);
    c.sb.close();
  });

  it('the in-memory database keeps nothing', async () => {
    const a = testSandbox({ data: ':memory:' });
    const dep = `/api/v1/deployments/${a.fx.deployments.primary}`;
    const copy = await a.json<{ id: number }>(a.post(`${dep}/workbooks/${a.fx.workbooks.atRoot}/duplicate`));
    a.sb.close();
    const b = testSandbox({ data: ':memory:' });
    expect((await b.get(`${dep}/workbooks/${copy.id}`)).status).toBe(404);
    b.sb.close();
  });
});
