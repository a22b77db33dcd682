import type { EncodedBatch } from '../lib/batch-encoder';
import type { AuditColumns } from '../lib/columns';

/** What the worker needs to send the export request itself: the prepared request (the key travels in its headers). */
export interface ExportRequest {
  url: string;
  init: RequestInit;
}

/** Page → worker: one request per worker; the worker is terminated to stop it. */
export type ToParser = { type: 'fetch'; request: ExportRequest };

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
  | { type: 'error'; message: string };
