import type { Statement } from 'better-sqlite3';
import type { Db } from './store/open-database.ts';
import { fromJson } from './store/json.ts';
import { hashKey } from './seed/seed-world.ts';
import { HttpError } from './http/http-error.ts';
import type { Persona } from './fixtures.ts';

export interface Principal {
  keyId: number;
  persona: Persona;
  userId: number;
  email: string;
  firstName: string | null;
  role: string;
  permissions: string[];
  /** Deployment ids the key may reach; null = every deployment. */
  scope: number[] | null;
  creatorMode: boolean;
}

/** Role ladder; the clone needs `AI BI User` or higher. */
const ROLE_RANK: Record<string, number> = { Viewer: 0, 'AI BI User': 1, Developer: 2, Admin: 3 };

export function hasRoleAtLeast(p: Principal, role: keyof typeof ROLE_RANK): boolean {
  return (ROLE_RANK[p.role] ?? -1) >= (ROLE_RANK[role] ?? Infinity);
}

// API keys and access tokens are URL-safe tokens; anything else is malformed.
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{8,1024}$/;

const keyLookups = new WeakMap<Db, Statement>();

/** The key's row and its user's, compiled once per database (every request asks). */
function keyLookup(db: Db): Statement {
  let s = keyLookups.get(db);
  if (!s) {
    s = db.prepare(
      `SELECT k.id, k.persona, k.role, k.permissions, k.scope, k.creator_mode, k.expires_at, u.id AS user_id, u.email, u.first_name
       FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ?`,
    );
    keyLookups.set(db, s);
  }
  return s;
}

/**
 * Resolves `Authorization: Bearer <key>` to a principal. Every failure is a 401 whose message says which
 * kind of failure it was and never repeats the credential.
 */
export function authenticate(db: Db, header: string | null | undefined, now = Date.now()): Principal {
  if (!header)
    throw new HttpError(401, 'Missing credential: send Authorization: Bearer <API key>', { 'www-authenticate': 'Bearer' });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !TOKEN_SHAPE.test(match[1] as string)) {
    throw new HttpError(401, 'Malformed credential: expected Authorization: Bearer <API key>', {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  const row = keyLookup(db).get(hashKey(match[1] as string)) as
    | {
        id: number;
        persona: Persona;
        role: string;
        permissions: string;
        scope: string | null;
        creator_mode: number;
        expires_at: string | null;
        user_id: number;
        email: string;
        first_name: string | null;
      }
    | undefined;
  if (!row)
    throw new HttpError(401, 'Unknown credential: this API key does not exist', {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  if (row.expires_at && Date.parse(row.expires_at) <= now) {
    throw new HttpError(401, 'Expired credential: this API key has expired', {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  return {
    keyId: row.id,
    persona: row.persona,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    role: row.role,
    permissions: fromJson<string[]>(row.permissions) ?? [],
    scope: fromJson<number[]>(row.scope),
    creatorMode: row.creator_mode === 1,
  };
}

export function canReachDeployment(p: Principal, deploymentId: number): boolean {
  return p.scope === null || p.scope.includes(deploymentId);
}
