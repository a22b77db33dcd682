import type { Db } from '../store/open-database.ts';
import { fromJson } from '../store/json.ts';
import { DEMO_KEYS, type Fixtures } from '../fixtures.ts';
import { WorkspaceStore } from '../store/workspace-store.ts';
import { seedWorld } from './seed-world.ts';
import { seedAuditEvents } from './audit-events.ts';
import { activeUsersKpi } from './report-catalog.ts';
import { simplePublished } from './dashboards.ts';

const DEFAULT_AUDIT_EVENTS = 3000;

function metaGet(db: Db, key: string): string | undefined {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}
function metaSet(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/**
 * Seeds the demo world on first start, then tops up `--workbooks` / `--audit-events` so a file
 * database asked for n generated rows holds exactly n (the same rows every time).
 */
export function ensureSeeded(db: Db, opts: { workbooks: number; auditEvents: number }): Fixtures {
  const stored = metaGet(db, 'fixtures');
  const fixtures: Fixtures = stored
    ? { ...(fromJson<Omit<Fixtures, 'keys'>>(stored) as Omit<Fixtures, 'keys'>), keys: { ...DEMO_KEYS } }
    : seedWorld(db, DEFAULT_AUDIT_EVENTS);

  const haveEvents = Number(metaGet(db, 'generatedAuditEvents') ?? 0);
  if (opts.auditEvents > haveEvents) {
    seedAuditEvents(db, opts.auditEvents - haveEvents, 1_000_000 + haveEvents, Date.now());
    metaSet(db, 'generatedAuditEvents', String(opts.auditEvents));
  }

  const haveWorkbooks = Number(metaGet(db, 'generatedWorkbooks') ?? 0);
  if (opts.workbooks > haveWorkbooks) {
    const store = new WorkspaceStore(db);
    const owner = (db.prepare("SELECT user_id FROM api_keys WHERE persona = 'admin'").get() as { user_id: number }).user_id;
    db.transaction(() => {
      for (let i = haveWorkbooks + 1; i <= opts.workbooks; i++) {
        const name = `Generated workbook ${String(i).padStart(5, '0')}`;
        const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
        const wb = store.insertWorkbook({
          deploymentId: fixtures.deployments.primary,
          workspace: 'own',
          name,
          folderId: null,
          userId: owner,
          slug: `generated-${i}`,
          draft: null,
          createdAt: at,
        });
        const rep = store.insertReport(
          fixtures.deployments.primary,
          wb,
          null,
          owner,
          { ...activeUsersKpi, name: `${name} KPI` },
          at,
        );
        store.setDraft(wb, simplePublished(name, rep));
      }
      metaSet(db, 'generatedWorkbooks', String(opts.workbooks));
    })();
  }
  return fixtures;
}

export function jwtSecret(db: Db): string {
  const s = metaGet(db, 'jwtSecret');
  if (!s) throw new Error('The sandbox database has no signing secret; start it with --reset.');
  return s;
}
