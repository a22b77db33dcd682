import { neutralizeCsvStream } from '@/lib/csv-safe';

/**
 * The export's CSV body as the file to save: every cell that a spreadsheet would run as a formula neutralized, every
 * cell quoted. The rewritten text is kept as the stream's own chunks (a Blob joins them), never as one string.
 * `onBytes` hears the body's bytes read so far, chunk by chunk.
 */
export async function neutralizedBlob(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onBytes: (received: number) => void = () => undefined,
): Promise<Blob> {
  const parts: string[] = [];
  let received = 0;
  const counted = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onBytes(received);
      controller.enqueue(chunk);
    },
  });
  await body
    .pipeThrough(counted)
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(neutralizeCsvStream())
    .pipeTo(new WritableStream({ write: (chunk) => void parts.push(chunk) }));
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
