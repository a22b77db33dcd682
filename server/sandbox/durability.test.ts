import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import type { Fixtures } from './fixtures.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'switchboard-durability-'));
const file = join(dir, 'sandbox.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the sandbox CLI on the database file and resolves with its URL once it listens. */
async function startSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/sandbox/cli.ts'), '--port', '0', '--data', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = /listening on (http:\/\/\S+)/.exec(line);
      if (m?.[1]) resolveUrl(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`The sandbox exited (${code}) before listening`)));
  });
  return { child, url };
}

describe('durability', () => {
  it(
    'loses no acknowledged write and leaves no half-written clone when killed with SIGKILL mid-stream',
    { timeout: 120_000 },
    async () => {
      const first = await startSandbox();
      const fx = (await (await fetch(`${first.url}/__sandbox/fixtures`)).json()) as Fixtures;
      const headers = { authorization: `Bearer ${fx.keys.admin}`, 'content-type': 'application/json' };
      const dep = `${first.url}/api/v1/deployments/${fx.deployments.primary}`;
      const acknowledgedClones: number[] = [];
      let acknowledgedToggles = 0;
      let stop = false;
      let killed!: () => void;
      const killedAt = new Promise<void>((r) => (killed = r));

      const cloneLoop = async () => {
        while (!stop) {
          const res = await fetch(`${dep}/workbooks/${fx.workbooks.atRoot}/duplicate`, {
            method: 'POST',
            headers,
            body: '{}',
          }).catch(() => null);
          if (res?.status === 200) acknowledgedClones.push(((await res.json()) as { id: number }).id);
          // Kill while writes are in flight, once enough have been acknowledged.
          if (acknowledgedClones.length === 40) {
            first.child.kill('SIGKILL');
            killed();
          }
        }
      };
      const toggleLoop = async () => {
        for (let i = 0; !stop; i++) {
          const res = await fetch(
            `${first.url}/build/api/v1/deployments/${fx.deployments.primary}/branches/staging-environment`,
            {
              method: 'PUT',
              headers,
              body: JSON.stringify({ enabled: i % 2 === 0, branchName: fx.branches.shared }),
            },
          ).catch(() => null);
          if (res?.status === 200) acknowledgedToggles++;
        }
      };
      const loops = [cloneLoop(), cloneLoop(), cloneLoop(), toggleLoop(), toggleLoop()];
      await killedAt;
      await new Promise<void>((r) => first.child.once('exit', () => r()));
      stop = true;
      await Promise.all(loops);

      const second = await startSandbox();
      try {
        const db = new Database(file, { readonly: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          const ids = new Set((db.prepare('SELECT id FROM workbooks').all() as { id: number }[]).map((r) => r.id));
          expect(acknowledgedClones.filter((id) => !ids.has(id))).toEqual([]);

          // Every clone in the file, acknowledged or not, is whole: its reports, its published dashboard with a
          // snapshot per report, its draft and its audit event.
          const reportsOf = db.prepare('SELECT COUNT(*) AS n FROM reports WHERE workbook_id = ?');
          const dashboardOf = db.prepare("SELECT id FROM dashboards WHERE workbook_id = ? AND status = 'published'");
          const snapshotsOf = db.prepare('SELECT COUNT(*) AS n FROM report_snapshots WHERE dashboard_id = ?');
          const count = (stmt: Database.Statement, id: number) => (stmt.get(id) as { n: number }).n;
          const sourceReports = count(reportsOf, fx.workbooks.atRoot);
          const sourceDashboard = dashboardOf.get(fx.workbooks.atRoot) as { id: number } | undefined;
          const clones = db
            .prepare(
              "SELECT id, dashboard_draft FROM workbooks WHERE user_id IS NOT NULL AND name = (SELECT 'Copy of ' || name FROM workbooks WHERE id = ?)",
            )
            .all(fx.workbooks.atRoot) as { id: number; dashboard_draft: string | null }[];
          expect(clones.length).toBeGreaterThanOrEqual(acknowledgedClones.length);
          const audited = new Set(
            (
              db.prepare("SELECT attributes FROM audit_events WHERE event_name = 'Duplicated workbook'").all() as {
                attributes: string;
              }[]
            ).map((r) => (JSON.parse(r.attributes) as { workbookId: number }).workbookId),
          );
          for (const clone of clones) {
            expect(count(reportsOf, clone.id), `reports of clone ${clone.id}`).toBe(sourceReports);
            const dashboard = dashboardOf.get(clone.id) as { id: number } | undefined;
            expect(dashboard !== undefined, `published dashboard of clone ${clone.id}`).toBe(sourceDashboard !== undefined);
            if (sourceDashboard && dashboard)
              expect(count(snapshotsOf, dashboard.id)).toBe(count(snapshotsOf, sourceDashboard.id));
            expect(audited.has(clone.id), `audit event of clone ${clone.id}`).toBe(true);
          }
          // Each acknowledged toggle committed with its audit event.
          const toggles = (
            db
              .prepare(
                "SELECT COUNT(*) AS n FROM audit_events WHERE event_name IN ('Enabled staging environment', 'Disabled staging environment')",
              )
              .get() as { n: number }
          ).n;
          expect(acknowledgedToggles).toBeGreaterThan(0);
          expect(toggles).toBeGreaterThanOrEqual(acknowledgedToggles);
        } finally {
          db.close();
        }
        // The restarted sandbox serves the acknowledged clones.
        const last = acknowledgedClones[acknowledgedClones.length - 1];
        const res = await fetch(`${second.url}/api/v1/deployments/${fx.deployments.primary}/workbooks/${last}`, { headers });
        expect(res.status).toBe(200);
      } finally {
        second.child.kill('SIGTERM');
      }
    },
  );
});
