import type { Hono } from 'hono';
import { openDatabase, type Db } from './store/open-database.ts';
import { ensureSeeded, jwtSecret } from './seed/ensure-seeded.ts';
import { SandboxServices } from './services.ts';
import { createSandboxApp } from './create-app.ts';
import type { SandboxAppEnv } from './http/operation.ts';
import type { Fixtures } from './fixtures.ts';
import type { Dialect } from './dialects/dialect.ts';
import { RequestLog } from './request-log.ts';

export type { Dialect } from './dialects/dialect.ts';
export type { LoggedRequest } from './request-log.ts';

export type { Fixtures } from './fixtures.ts';

export interface SandboxOptions {
  /** A file path, or `:memory:` (the default here; the CLI defaults to `.data/sandbox.db`). */
  data?: string;
  /** Delete the file database first and seed afresh. */
  reset?: boolean;
  /** Generated workbooks in deployments.primary, on top of the seeded world. */
  workbooks?: number;
  /** Generated audit events, on top of the seeded few thousand. */
  auditEvents?: number;
  /** Delay before every API answer, in milliseconds. */
  latencyMs?: number;
  /** Share of API calls answered with 503, 0..1. */
  failRate?: number;
  /** The shapes it answers in (see `dialects/dialect.ts`); `spec` by default. */
  dialect?: Dialect;
  /** Host names `/__sandbox/*` answers to (DNS rebinding); loopback by default, see `allowedHostsFor`. */
  allowedHosts?: readonly string[];
}

export interface Sandbox {
  app: Hono<SandboxAppEnv>;
  fetch: (req: Request) => Promise<Response>;
  fixtures: Fixtures;
  dialect: Dialect;
  /** What the sandbox was asked (names only), also at `GET /__sandbox/requests`. */
  requests: RequestLog;
  close(): void;
}

const databases = new WeakMap<Sandbox, Db>();

/** The database behind a sandbox, for tests that check what no endpoint shows. */
export function sandboxDatabase(sandbox: Sandbox): Db {
  const db = databases.get(sandbox);
  if (!db) throw new Error('Not a sandbox created by createSandbox');
  return db;
}

/** Opens (seeding on first use) the sandbox database and returns its app. Synchronous: better-sqlite3 is. */
export function createSandbox(opts: SandboxOptions = {}): Sandbox {
  const db = openDatabase(opts.data ?? ':memory:', opts.reset ?? false);
  try {
    const fixtures = ensureSeeded(db, { workbooks: opts.workbooks ?? 0, auditEvents: opts.auditEvents ?? 0 });
    const services = new SandboxServices(db, fixtures, new TextEncoder().encode(jwtSecret(db)));
    const dialect = opts.dialect ?? 'spec';
    const requests = new RequestLog();
    const app = createSandboxApp(
      services,
      { latencyMs: opts.latencyMs ?? 0, failRate: opts.failRate ?? 0 },
      dialect,
      requests,
      opts.allowedHosts,
    );
    const sandbox: Sandbox = {
      app,
      fetch: async (req) => app.fetch(req),
      fixtures,
      dialect,
      requests,
      close: () => {
        if (db.open) db.close();
      },
    };
    databases.set(sandbox, db);
    return sandbox;
  } catch (err) {
    db.close();
    throw err;
  }
}
