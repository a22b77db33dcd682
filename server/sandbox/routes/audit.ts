import { z } from 'zod';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { ErrorSchema } from './common.ts';
import { calendarDate, queryText } from '../http/strict-input.ts';
import type { SandboxServices } from '../services.ts';

const isoDate = calendarDate();

const AuditExportQuery = z.object({
  start: isoDate.optional(),
  end: isoDate.optional(),
  search: z.string().max(500).optional(),
  eventName: queryText(200).optional(),
  userEmail: queryText(320).optional(),
});

const COLUMNS = ['timestamp', 'userEmail', 'eventName', 'deploymentName', 'ipAddress', 'attributes'] as const;
// Small enough that one batch (one query and its CSV text) takes a few milliseconds of the one event loop. The first
// is smaller still: the first rows reach the reader sooner, and a reader who hangs up at once cost little.
const FIRST_BATCH = 50;
const BATCH = 250;

/**
 * A cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a
 * leading `'`, as OWASP's CSV injection advice says, so `=HYPERLINK(…)` in a name opens as text, never as a formula.
 */
function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(raw: string): string {
  const value = neutralizeFormula(raw);
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
 * Streams the CSV in keyset batches (newest first): one batch per pull, so memory stays one batch, and a client that
 * reads slowly or hangs up stops the reading (the stream is pulled only as the socket drains).
 */
function auditStream(sb: SandboxServices, q: z.infer<typeof AuditExportQuery>): ReadableStream<Uint8Array> {
  const nextBatch = sb.auditLog.batches(
    { ...bounds(q), eventName: q.eventName, userEmail: q.userEmail, search: q.search },
    FIRST_BATCH,
    BATCH,
  );
  const encoder = new TextEncoder();
  let headerSent = false;
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${COLUMNS.join(',')}\r\n`));
        return;
      }
      // Each batch takes its turn in the heavy lane: other requests are answered while a long export streams.
      await sb.heavyLane.turn('long');
      if (cancelled) return;
      const { rows, done } = nextBatch();
      if (rows.length > 0) {
        const text = rows
          .map((r) => [r.ts, r.user_email, r.event_name, r.deployment_name, r.ip_address, r.attributes].map(csvField).join(','))
          .join('\r\n');
        controller.enqueue(encoder.encode(`${text}\r\n`));
      }
      if (done) controller.close();
    },
    cancel() {
      // The client hung up: a batch still waiting for its turn is not read.
      cancelled = true;
    },
  });
}

export const auditOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/audit-logs/export',
      operationId: 'exportAuditLog',
      summary: 'The audit log as a CSV attachment, streamed; needs AuditLogManage',
      tags: ['Audit log'],
      request: { query: AuditExportQuery },
      responses: {
        200: {
          description: `CSV with columns ${COLUMNS.join(',')}; attributes as JSON`,
          content: { 'text/csv': { schema: z.string() } },
        },
        400: jsonContent('Bad query', ErrorSchema),
        403: jsonContent('No AuditLogManage permission', ErrorSchema),
      },
    }),
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
