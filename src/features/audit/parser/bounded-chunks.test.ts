import { describe, expect, it } from 'vitest';
import { boundedChunks } from './bounded-chunks';

const SIZE = 64 * 1024;

function bytes(length: number, seed: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);
}

/** A `fetch`-like body: a byte stream that has a backlog of several pieces to hand over, then a small tail. */
function byteStream(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    type: 'bytes',
    start(controller) {
      for (const part of parts) controller.enqueue(part.slice());
      controller.close();
    },
  });
}

function plainStream(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part.slice());
      controller.close();
    },
  });
}

/** Reads every piece, copying each at once: a piece is only valid until the next is asked for. */
async function readAll(stream: ReadableStream<Uint8Array>) {
  const sizes: number[] = [];
  const copies: Uint8Array[] = [];
  for await (const piece of boundedChunks(stream, SIZE)) {
    sizes.push(piece.byteLength);
    copies.push(piece.slice());
  }
  const joined = new Uint8Array(copies.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const copy of copies) {
    joined.set(copy, at);
    at += copy.byteLength;
  }
  return { sizes, joined };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** Compared in bulk: an element-by-element deep equality of a quarter megabyte takes seconds. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

describe('reading the export body in bounded pieces', () => {
  const parts = [bytes(SIZE * 4 + 17, 1), bytes(300, 2), bytes(SIZE * 2, 3)];

  it('hands a byte stream’s backlog of 256 KB over in pieces of at most 64 KB, every byte once and in order', async () => {
    const { sizes, joined } = await readAll(byteStream(parts));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SIZE);
    expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil((SIZE * 4 + 17) / SIZE));
    expect(sameBytes(joined, concat(parts))).toBe(true);
  });

  it('cuts a stream that is not a byte stream to the same size, every byte once and in order', async () => {
    const { sizes, joined } = await readAll(plainStream(parts));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SIZE);
    expect(sameBytes(joined, concat(parts))).toBe(true);
  });

  it('ends at once on an empty body', async () => {
    expect((await readAll(byteStream([]))).sizes).toEqual([]);
    expect((await readAll(plainStream([]))).sizes).toEqual([]);
  });
});
