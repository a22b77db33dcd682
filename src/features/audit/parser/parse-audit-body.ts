import { apiErrorFrom, send, type PreparedRequest } from '@/api/http';
import { NetworkError } from '@/api/errors';
import type { EncodedBatch } from '../lib/batch-encoder';
import type { AuditColumns } from '../lib/columns';
import { claimEarlyExport, dropEarlyExport } from './early-export';
import { ExportWorker } from './export-worker';

export interface ParseHandlers {
  /** The service answered 2xx; `total` is the body's length when it sent one. */
  onLength(total: number | null): void;
  onColumns(columns: AuditColumns): void;
  onBatch(batch: EncodedBatch): void;
  /** Bytes of the body read so far. */
  onBytes(received: number): void;
}

export interface ParseResultSummary {
  /** The body ended inside a quoted field: the last event may be incomplete. */
  truncated: boolean;
}

function abortError(): DOMException {
  return new DOMException('The export was stopped.', 'AbortError');
}

/**
 * Sends the export request and parses its streamed CSV body off the main thread: a module worker per export sends
 * the request itself and reads the body, so no byte of it passes through the page's thread, and posts back encoded
 * batches. The route may have started that worker already (early-export.ts). A refusal or an unreachable server rejects with the same ApiError or NetworkError as any other call.
 * Where there are no workers (jsdom in component tests), the same parsing core runs here, loaded on demand: that is
 * the seam that lets component tests exercise the real parser.
 */
export function parseAuditExport(
  request: PreparedRequest,
  handlers: ParseHandlers,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  if (signal.aborted) {
    // The run the route started for this request is not wanted either (unless another page run claims it in this
    // task): stop it then, not after its 10 s unclaimed.
    dropEarlyExport(request);
    return Promise.reject(abortError());
  }
  if (typeof Worker === 'undefined') return parseHere(request, handlers, signal);
  return parseInWorker(request, handlers, signal);
}

async function parseHere(request: PreparedRequest, handlers: ParseHandlers, signal: AbortSignal) {
  const [response, { parseInThread }] = await Promise.all([send(request, signal), import('./parse-in-thread')]);
  const length = Number(response.headers.get('content-length'));
  handlers.onLength(Number.isFinite(length) && length > 0 ? length : null);
  // No stream support (or an empty body): parse what there is in one go.
  const body = response.body ?? new Blob([await response.text()]).stream();
  return parseInThread(body, handlers, signal);
}

function parseInWorker(request: PreparedRequest, handlers: ParseHandlers, signal: AbortSignal) {
  // The run the route started while the page loaded, or a new one (a reload, new filters, a later visit).
  const worker = claimEarlyExport(request) ?? new ExportWorker(request);
  return new Promise<ParseResultSummary>((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      // Terminating the worker also cancels its request: the server stops sending.
      worker.terminate();
      action();
    };
    const onAbort = () => finish(() => reject(abortError()));
    signal.addEventListener('abort', onAbort, { once: true });

    worker.listen({
      onMessage: (message) => {
        if (settled) return;
        switch (message.type) {
          case 'response':
            handlers.onLength(message.length);
            break;
          case 'refused': {
            const { status, statusText, body } = message;
            finish(() => {
              apiErrorFrom(request.operation, new Response(body, { status, statusText })).then(reject, reject);
            });
            break;
          }
          case 'unreachable':
            finish(() => reject(new NetworkError(request.operation)));
            break;
          case 'columns':
            handlers.onColumns(message.columns);
            break;
          case 'batches':
            for (const batch of message.batches) handlers.onBatch(batch);
            handlers.onBytes(message.received);
            break;
          case 'done':
            finish(() => resolve({ truncated: message.truncated }));
            break;
          case 'error':
            finish(() => reject(new Error(`The audit log could not be read: ${message.message}`)));
            break;
        }
      },
      onFailure: () => finish(() => reject(new Error('The audit log reader could not start in this browser.'))),
    });
  });
}
