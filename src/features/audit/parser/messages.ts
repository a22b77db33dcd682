import type { EncodedBatch } from '../lib/batch-encoder';
import type { AuditColumns } from '../lib/columns';

/** What the worker needs to send the export request itself: the prepared request (the key travels in its headers). */
export interface ExportRequest {
  url: string;
  init: RequestInit;
}

/**
 * Page → worker: one request per worker; the worker is terminated to stop it. A spare worker is first asked to warm
 * up (see warm-up.ts); a request ends the warm-up.
 */
export type ToParser = { type: 'warm' } | { type: 'fetch'; request: ExportRequest };

/** Worker → page. `received` is the body's bytes read so far (only the worker sees the body). */
export type FromParser =
  /** The service answered 2xx; the body streams next. `length` is its Content-Length when sent. */
  | { type: 'response'; length: number | null }
  /** The service answered with an error status: what `apiErrorFrom` needs to describe it. */
  | { type: 'refused'; status: number; statusText: string; body: string }
  /** The request got no answer at all (offline, refused connection). */
  | { type: 'unreachable' }
  | { type: 'columns'; columns: AuditColumns }
  /** The batches parsed since the last post, in order (several network chunks' worth, posted together). */
  | { type: 'batches'; batches: EncodedBatch[]; received: number }
  | { type: 'done'; truncated: boolean }
  /** The warm-up ran to its end (none is posted when a request cut it short). */
  | { type: 'warmed' }
  | { type: 'error'; message: string };
