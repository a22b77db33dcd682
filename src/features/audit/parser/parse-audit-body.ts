import type { EncodedBatch } from '../lib/batch-encoder';
import type { AuditColumns } from '../lib/columns';
import type { FromParser, ToParser } from './messages';

export interface ParseHandlers {
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
 * Parses a streamed CSV body off the main thread: a module worker per export reads it (the stream itself is handed
 * over where browsers can transfer streams, otherwise its chunks are) and posts back encoded batches.
 * Where there are no workers (jsdom in component tests), the same parsing core runs here, loaded on demand: that is
 * the seam that lets component tests exercise the real parser.
 */
export function parseAuditBody(
  openBody: () => Promise<ReadableStream<Uint8Array>>,
  handlers: ParseHandlers,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  if (typeof Worker === 'undefined')
    return Promise.all([openBody(), import('./parse-in-thread')]).then(([body, m]) => m.parseInThread(body, handlers, signal));
  return parseInWorker(openBody, handlers, signal);
}

/** A module worker that has loaded its code (it says 'ready'), or the reason it could not start. */
function startWorker(): Promise<Worker> {
  const worker = new Worker(new URL('./audit-parser.worker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromParser>) => {
      if (event.data.type === 'ready') resolve(worker);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('The audit log reader could not start in this browser.'));
    };
  });
}

async function parseInWorker(
  openBody: () => Promise<ReadableStream<Uint8Array>>,
  handlers: ParseHandlers,
  signal: AbortSignal,
): Promise<ParseResultSummary> {
  if (signal.aborted) throw abortError();
  // The worker's code is loaded before the export is asked for: once the body streams, the server is busy sending
  // it and the worker's own script would wait behind it.
  const worker = await startWorker();
  let body: ReadableStream<Uint8Array>;
  try {
    if (signal.aborted) throw abortError();
    body = await openBody();
  } catch (error) {
    worker.terminate();
    throw error;
  }
  return new Promise<ParseResultSummary>((resolve, reject) => {
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      action();
    };
    const onAbort = () => {
      body.cancel().catch(() => undefined);
      finish(() => reject(abortError()));
    };
    signal.addEventListener('abort', onAbort, { once: true });

    worker.onmessage = (event: MessageEvent<FromParser>) => {
      if (settled) return;
      const message = event.data;
      switch (message.type) {
        case 'columns':
          handlers.onColumns(message.columns);
          break;
        case 'batch':
          handlers.onBatch(message.batch);
          handlers.onBytes(message.received);
          break;
        case 'bytes':
          handlers.onBytes(message.received);
          break;
        case 'ready':
          break;
        case 'done':
          finish(() => resolve({ truncated: message.truncated }));
          break;
        case 'error':
          finish(() => reject(new Error(`The audit log could not be read: ${message.message}`)));
          break;
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new Error('The audit log reader could not start in this browser.')));
    };

    try {
      const message: ToParser = { type: 'stream', body };
      worker.postMessage(message, [body]);
    } catch {
      // Streams are not transferable here: hand the chunks over instead (each one moved, not copied).
      pump(body, worker, signal).catch((error: unknown) =>
        finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
      );
    }
  });
}

async function pump(body: ReadableStream<Uint8Array>, worker: Worker, signal: AbortSignal) {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (signal.aborted) return;
    if (done) break;
    const message: ToParser = { type: 'chunk', bytes: value };
    worker.postMessage(message, [value.buffer]);
  }
  const end: ToParser = { type: 'end' };
  worker.postMessage(end);
}
