import type { EncodedBatch } from '../lib/batch-encoder';
import type { AuditColumns } from '../lib/columns';

/** Page → worker: the body itself (where streams are transferable) or its chunks, then the end. */
export type ToParser =
  { type: 'stream'; body: ReadableStream<Uint8Array> } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

/** Worker → page. `received` is the body's bytes read so far (only the worker knows it when it reads the stream). */
export type FromParser =
  | { type: 'ready' }
  | { type: 'columns'; columns: AuditColumns }
  | { type: 'batch'; batch: EncodedBatch; received: number }
  | { type: 'bytes'; received: number }
  | { type: 'done'; truncated: boolean }
  | { type: 'error'; message: string };
