import type { FromNeutralizer, ToNeutralizer } from './messages';
import { neutralizedBlob } from './neutralized-blob';

/**
 * `neutralizedBlob` in a worker of its own, so the page stays responsive while a large export is rewritten: the body
 * stream is handed over and the finished file comes back. Where there are no workers (jsdom) or streams cannot be
 * transferred (older browsers), the same code runs here.
 */
export function neutralizeOffThread(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  { signal, onBytes }: { signal: AbortSignal; onBytes: (received: number) => void },
): Promise<Blob> {
  if (typeof Worker === 'undefined') return inThisThread(body, signal, onBytes);
  const worker = new Worker(new URL('./neutralize.worker.ts', import.meta.url), { type: 'module' });
  try {
    const message: ToNeutralizer = { body };
    worker.postMessage(message, [body]);
  } catch {
    // Not transferable here: nothing was handed over, the stream is still this page's to read.
    worker.terminate();
    return inThisThread(body, signal, onBytes);
  }
  return new Promise<Blob>((resolve, reject) => {
    // Stopping the worker also ends the stream it was handed, and with it the request.
    const stop = (error: Error) => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      reject(error);
    };
    const onAbort = () => stop(abortError());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<FromNeutralizer>) => {
      const message = event.data;
      if (message.type === 'progress') return onBytes(message.bytes);
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      if (message.type === 'done') resolve(message.blob);
      else reject(new Error(`The export could not be prepared for download: ${message.message}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop(new Error('The download could not be prepared in this browser.'));
    };
  });
}

function abortError(): DOMException {
  return new DOMException('The download was cancelled.', 'AbortError');
}

/** The same rewriting on this thread; cancelling cancels the body (and so the request). */
async function inThisThread(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  signal: AbortSignal,
  onBytes: (received: number) => void,
): Promise<Blob> {
  const stopped = new AbortController();
  const onAbort = () => stopped.abort(abortError());
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const blob = await neutralizedBlob(cancellable(body, stopped.signal), onBytes);
    signal.throwIfAborted();
    return blob;
  } catch (error) {
    if (signal.aborted) throw abortError();
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** `body`, ended with an error (and cancelled at its source) once `signal` aborts. */
function cancellable(body: ReadableStream<Uint8Array<ArrayBuffer>>, signal: AbortSignal) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(signal.reason);
          reader.cancel(signal.reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      // Once cancelled the stream has been ended with the error: nothing more goes into it.
      if (signal.aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}
