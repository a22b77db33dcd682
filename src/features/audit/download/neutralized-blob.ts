import { neutralizeCsvStream } from '@/lib/csv-safe';

/**
 * The export's CSV body as the file to save: every cell that a spreadsheet would run as a formula neutralized, every
 * cell quoted. The rewritten text is kept as the stream's own chunks (a Blob joins them), never as one string.
 */
export async function neutralizedBlob(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<Blob> {
  const parts: string[] = [];
  await body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(neutralizeCsvStream())
    .pipeTo(new WritableStream({ write: (chunk) => void parts.push(chunk) }));
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
