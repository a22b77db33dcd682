/** Page → worker: the export's body, transferred (the page never reads it). */
export interface ToNeutralizer {
  body: ReadableStream<Uint8Array<ArrayBuffer>>;
}

/** Worker → page: bytes of the body read so far, then the file to save (a Blob crosses without copying its bytes), or why there is none. */
export type FromNeutralizer =
  { type: 'progress'; bytes: number } | { type: 'done'; blob: Blob } | { type: 'error'; message: string };
