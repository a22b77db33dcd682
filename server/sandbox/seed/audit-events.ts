import type { Db } from '../store/open-database.ts';

/** Small deterministic PRNG so `--audit-events n` gives the same rows for the same n and seed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const USERS = [
  'ada.lovelace@acme.example',
  'grace.hopper@acme.example',
  'alan.turing@acme.example',
  'margaret.hamilton@acme.example',
  'barbara.liskov@acme.example',
  'ken.thompson@acme.example',
  'katherine.johnson@acme.example',
];
const DEPLOYMENTS = ['Acme Analytics', 'Acme Staging Lab', 'Acme Free Tier'];
const BRANCHES = ['main', 'analytics-v2', 'staging', 'q3-metrics', 'dev-ada', 'dev-grace'];

interface PlaceWorkbook {
  id: number;
  name: string;
}
/** What an event's attributes may name in its deployment: that deployment's own workbooks (none: the keys are left out). */
interface EventPlace {
  workbooks: readonly PlaceWorkbook[];
}
type Attr = (r: () => number, i: number, place: EventPlace) => Record<string, unknown>;
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
/**
 * The workbook `i mod n` of `workbooks`, or undefined when there are none: an event never names a workbook that is not
 * there, and the name it carries is always that id's name (as the sandbox's own clone events write them).
 */
const nthOf = (workbooks: readonly PlaceWorkbook[], i: number): PlaceWorkbook | undefined => workbooks[i % workbooks.length];

/** Plain-phrase event names as the platform writes them; attributes name what was touched, secrets hidden. */
const EVENTS: [string, number, Attr][] = [
  ['Logged in', 30, (r) => ({ method: pick(r, ['password', 'sso', 'google']), userAgent: 'Mozilla/5.0' })],
  [
    'Viewed dashboard',
    20,
    (_r, i, { workbooks }) => {
      const workbook = nthOf(workbooks, i);
      return workbook ? { workbookId: workbook.id, workbookName: workbook.name } : {};
    },
  ],
  [
    'Updated deployment configuration',
    6,
    (r) => ({ changed: pick(r, [['region'], ['templateVariables'], ['releaseChannelVersion']]), apiSecret: '[HIDDEN]' }),
  ],
  ['Created Git branch', 5, (r, i) => ({ branch: `feature-${i % 97}`, parentBranch: pick(r, BRANCHES) })],
  ['Entered dev mode', 8, (r) => ({ branch: pick(r, BRANCHES) })],
  [
    'Triggered new build',
    8,
    (r) => ({
      branch: pick(r, BRANCHES),
      commit: Math.floor(r() * 0xffffffff)
        .toString(16)
        .padStart(8, '0'),
    }),
  ],
  ['Created deployment', 1, (r) => ({ cloudProvider: pick(r, ['aws', 'gcp']), region: pick(r, ['us-east-1', 'eu-west-1']) })],
  [
    'Updated environment variables',
    4,
    () => ({ variables: { CUBEJS_DB_HOST: 'db.internal', CUBEJS_DB_PASS: '[HIDDEN]', CUBEJS_API_SECRET: '[HIDDEN]' } }),
  ],
  [
    'Duplicated workbook',
    4,
    // As routes/clone.ts writes it, less the copy's id (the seed makes no copies): the source is what was copied.
    (_r, i, { workbooks }) => {
      const source = nthOf(workbooks.slice(0, 5), i);
      return source
        ? { sourceWorkbookId: source.id, sourceWorkbookName: source.name, workbookName: `Copy of ${source.name}` }
        : {};
    },
  ],
  ['Enabled staging environment', 2, (r) => ({ branch: pick(r, ['analytics-v2', 'staging', 'q3-metrics']) })],
  ['Disabled staging environment', 2, (r) => ({ branch: pick(r, ['analytics-v2', 'staging', 'q3-metrics']) })],
  [
    'Created metadata token',
    3,
    (r) => ({ environment: pick(r, ['production', 'staging']), token: '[HIDDEN]', expiresIn: 86400 }),
  ],
  ['Created API key', 1, (r) => ({ name: pick(r, ['ci', 'reporting', 'backup']), key: '[HIDDEN]' })],
  [
    'Invited user',
    2,
    (r) => ({
      invitedEmail: `new.user${Math.floor(r() * 900 + 100)}@acme.example`,
      role: pick(r, ['Viewer', 'AI BI User', 'Developer']),
    }),
  ],
];
const TOTAL_WEIGHT = EVENTS.reduce((s, [, w]) => s + w, 0);

const DAY_MS = 86_400_000;

/**
 * Inserts `count` events spread over the 90 days before `nowMs`, numbered from `firstIndex`
 * (so top-ups continue the same deterministic sequence). One prepared statement, one transaction:
 * 300,000 rows take a few seconds.
 */
export function seedAuditEvents(db: Db, count: number, firstIndex: number, nowMs: number): void {
  if (count <= 0) return;
  const end = Math.floor(nowMs / 60_000) * 60_000;
  // Each event names workbooks of the deployment it names, so the console's links from an event resolve. Read from
  // the database as it is now (the seeded world, before any generated workbooks).
  const places = new Map<string, EventPlace>(
    DEPLOYMENTS.map((name) => {
      const workbooks = db
        .prepare(
          'SELECT w.id AS id, w.name AS name FROM workbooks w JOIN deployments d ON d.id = w.deployment_id WHERE d.name = ? ORDER BY w.id',
        )
        .all(name) as PlaceWorkbook[];
      return [name, { workbooks }];
    }),
  );
  const insert = db.prepare(
    'INSERT INTO audit_events (ts, user_email, event_name, deployment_name, ip_address, attributes) VALUES (?,?,?,?,?,?)',
  );
  db.transaction(() => {
    for (let i = firstIndex; i < firstIndex + count; i++) {
      const r = mulberry32(i * 2654435761);
      const ts = new Date(end - Math.floor(r() * 90 * DAY_MS)).toISOString();
      let w = r() * TOTAL_WEIGHT;
      let ev = EVENTS[0] as (typeof EVENTS)[number];
      for (const e of EVENTS) {
        w -= e[1];
        if (w <= 0) {
          ev = e;
          break;
        }
      }
      const ip = `10.${Math.floor(r() * 255)}.${Math.floor(r() * 255)}.${1 + Math.floor(r() * 254)}`;
      const user = pick(r, USERS);
      const deployment = pick(r, DEPLOYMENTS);
      const place = places.get(deployment) ?? { workbooks: [] };
      insert.run(ts, user, ev[0], deployment, ip, JSON.stringify(ev[2](r, i, place)));
    }
  })();
}
