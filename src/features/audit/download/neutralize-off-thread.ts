import type { FromNeutralizer, ToNeutralizer } from './messages';
import { neutralizedBlob } from './neutralized-blob';

/**
 * `neutralizedBlob` in a worker of its own, so the page stays responsive while a large export is rewritten: the body
 * stream is handed over and the finished file comes back. Where there are no workers (jsdom) or streams cannot be
 * transferred (older browsers), the same code runs here.
 */
export function neutralizeOffThread(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<Blob> {
  if (typeof Worker === 'undefined') return neutralizedBlob(body);
  const worker = new Worker(new URL('./neutralize.worker.ts', import.meta.url), { type: 'module' });
  try {
    const message: ToNeutralizer = { body };
    worker.postMessage(message, [body]);
  } catch {
    // Not transferable here: nothing was handed over, the stream is still this page's to read.
    worker.terminate();
    return neutralizedBlob(body);
  }
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromNeutralizer>) => {
      worker.terminate();
      if (event.data.type === 'done') resolve(event.data.blob);
      else reject(new Error(`The export could not be prepared for download: ${event.data.message}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('The download could not be prepared in this browser.'));
    };
  });
}
