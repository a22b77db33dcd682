import { z } from 'zod';
import { defineOperation } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { ErrorSchema } from './common.ts';
import { calendarDate, queryText } from '../http/strict-input.ts';
import type { SandboxServices } from '../services.ts';

const isoDate = calendarDate();

export const AuditExportQuery = z.object({
  start: isoDate.optional(),
  end: isoDate.optional(),
  search: z.string().max(500).optional(),
  eventName: queryText(200).optional(),
  userEmail: queryText(320).optional(),
});

const COLUMNS = ['timestamp', 'userEmail', 'eventName', 'deploymentName', 'ipAddress', 'attributes'] as const;
const BATCH = 1000;

interface AuditRow {
  id: number;
  ts: string;
  user_email: string;
  event_name: string;
  deployment_name: string;
  ip_address: string;
  attributes: string;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A date-only `end` includes that whole day; a date-time `end` is taken as is. */
function bounds(q: z.infer<typeof AuditExportQuery>): { from: string | null; to: string | null } {
  const from = q.start ? new Date(q.start.length === 10 ? `${q.start}T00:00:00.000Z` : q.start).toISOString() : null;
  let to: string | null = null;
  if (q.end) {
    const end = new Date(q.end.length === 10 ? `${q.end}T00:00:00.000Z` : q.end);
    to = new Date(end.getTime() + (q.end.length === 10 ? 86_400_000 : 1)).toISOString();
  }
  if (from && to && from >= to) throw new HttpError(400, 'Invalid query: "start" is after "end"');
  return { from, to };
}

/**
 * Streams the CSV in keyset-paginated batches (newest first). Each batch is a complete query, so the
 * connection is never left mid-iteration while other requests use it, and memory stays one batch.
 */
function auditStream(sb: SandboxServices, q: z.infer<typeof AuditExportQuery>): ReadableStream<Uint8Array> {
  const { from, to } = bounds(q);
  const where: string[] = [];
  const args: (string | number)[] = [];
  const add = (clause: string, arg: string) => {
    where.push(clause);
    args.push(arg);
  };
  if (from) add('ts >= ?', from);
  if (to) add('ts < ?', to);
  if (q.eventName) add('event_name = ?', q.eventName);
  if (q.userEmail) add('lower(user_email) = lower(?)', q.userEmail);
  if (q.search) {
    where.push(
      "instr(lower(event_name || ' ' || user_email || ' ' || deployment_name || ' ' || ip_address || ' ' || attributes), ?) > 0",
    );
    args.push(q.search.toLowerCase());
  }
  const filter = where.join(' AND ');
  const first = sb.db.prepare(`SELECT * FROM audit_events WHERE ${filter || '1'} ORDER BY ts DESC, id DESC LIMIT ${BATCH}`);
  const next = sb.db.prepare(
    `SELECT * FROM audit_events WHERE ${filter ? `${filter} AND ` : ''}(ts, id) < (?, ?) ORDER BY ts DESC, id DESC LIMIT ${BATCH}`,
  );
  const encoder = new TextEncoder();
  let last: AuditRow | null = null;
  let headerSent = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${COLUMNS.join(',')}\r\n`));
        return;
      }
      if (done) return;
      const rows = (last ? next.all(...args, last.ts, last.id) : first.all(...args)) as AuditRow[];
      if (rows.length > 0) {
        last = rows[rows.length - 1] as AuditRow;
        const text = rows
          .map((r) => [r.ts, r.user_email, r.event_name, r.deployment_name, r.ip_address, r.attributes].map(csvField).join(','))
          .join('\r\n');
        controller.enqueue(encoder.encode(`${text}\r\n`));
      }
      if (rows.length < BATCH) {
        done = true;
        controller.close();
      }
    },
  });
}

export const auditOperations = [
  defineOperation({
    method: 'get',
    path: '/api/v1/audit-logs/export',
    operationId: 'exportAuditLog',
    summary: 'The audit log as a CSV attachment, streamed; needs AuditLogManage',
    tag: 'Audit log',
    query: AuditExportQuery,
    responses: {
      200: { description: `CSV with columns ${COLUMNS.join(',')}; attributes as JSON`, contentType: 'text/csv' },
      400: { description: 'Bad query', schema: ErrorSchema },
      403: { description: 'No AuditLogManage permission', schema: ErrorSchema },
    },
    handler: ({ sb, principal, query }) => {
      if (!principal.permissions.includes('AuditLogManage'))
        throw new HttpError(403, 'Exporting the audit log needs the AuditLogManage permission');
      return new Response(auditStream(sb, query), {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
];
