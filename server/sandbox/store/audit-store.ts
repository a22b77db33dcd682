import type { Db } from './open-database.ts';
import { statementCache } from './statements.ts';

export interface AuditRow {
  id: number;
  ts: string;
  user_email: string;
  event_name: string;
  deployment_name: string;
  ip_address: string;
  attributes: string;
}

export interface AuditFilter {
  /** ISO timestamps: `from` inclusive, `to` exclusive. */
  from: string | null;
  to: string | null;
  eventName?: string | undefined;
  userEmail?: string | undefined;
  search?: string | undefined;
}

export interface NewAuditEvent {
  ts: string;
  userEmail: string;
  eventName: string;
  deploymentName: string;
  ipAddress: string;
  /** JSON text. */
  attributes: string;
}

/** The audit_events table: appends, and the export read newest first in keyset batches. */
export class AuditStore {
  private readonly sql;

  constructor(db: Db) {
    this.sql = statementCache(db);
  }

  insert(e: NewAuditEvent): void {
    this.sql(
      'INSERT INTO audit_events (ts, user_email, event_name, deployment_name, ip_address, attributes) VALUES (?,?,?,?,?,?)',
    ).run(e.ts, e.userEmail, e.eventName, e.deploymentName, e.ipAddress, e.attributes);
  }

  /**
   * A reader of the filtered events, newest first: `firstSize` rows, then `size` at a time. Each batch is one complete
   * indexed query after the last row of the one before, so a long export never holds the database between batches.
   * `done` says the events ran out (the batch came back short).
   */
  batches(f: AuditFilter, firstSize: number, size: number): () => { rows: AuditRow[]; done: boolean } {
    const where: string[] = [];
    const args: (string | number)[] = [];
    const add = (clause: string, arg: string) => {
      where.push(clause);
      args.push(arg);
    };
    if (f.from) add('ts >= ?', f.from);
    if (f.to) add('ts < ?', f.to);
    if (f.eventName) add('event_name = ?', f.eventName);
    if (f.userEmail) add('fold(user_email) = fold(?)', f.userEmail);
    if (f.search)
      add(
        "instr(fold(event_name || ' ' || user_email || ' ' || deployment_name || ' ' || ip_address || ' ' || attributes), ?) > 0",
        f.search.toLowerCase(),
      );
    const filter = where.join(' AND ');
    const first = this.sql(`SELECT * FROM audit_events WHERE ${filter || '1'} ORDER BY ts DESC, id DESC LIMIT ${firstSize}`);
    const next = this.sql(
      `SELECT * FROM audit_events WHERE ${filter ? `${filter} AND ` : ''}(ts, id) < (?, ?) ORDER BY ts DESC, id DESC LIMIT ${size}`,
    );
    let last: AuditRow | undefined;
    return () => {
      const limit = last ? size : firstSize;
      const rows = (last ? next.all(...args, last.ts, last.id) : first.all(...args)) as AuditRow[];
      last = rows[rows.length - 1] ?? last;
      return { rows, done: rows.length < limit };
    };
  }
}
