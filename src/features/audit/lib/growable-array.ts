/**
 * Typed arrays that grow (and shrink) in place where the browser can resize their buffer, so a column of 300,000 rows
 * is never copied: copying a few megabytes each time a store grows, and once more to trim it, cost the page tasks of
 * 20 ms and more, the last of them just before the final count. Elsewhere (older browsers) they grow by copying.
 */
type GrowableArray = Uint32Array | Float64Array;

interface ArrayKind<T extends GrowableArray> {
  new (length: number): T;
  new (buffer: ArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** ES2024's resizable ArrayBuffer (TypeScript's ES2023 lib does not describe it). */
interface ResizableBuffer extends ArrayBuffer {
  readonly resizable?: boolean;
  resize?(byteLength: number): void;
}
type ResizableBufferConstructor = new (byteLength: number, options: { maxByteLength: number }) => ResizableBuffer;

// The most elements an array grows to in place: address space is reserved for them up front (memory is used only as
// the array grows), so this bounds that reservation; beyond it an array grows by copying.
const MAX_IN_PLACE = 1 << 24;

function resizableBuffer(byteLength: number, maxByteLength: number): ResizableBuffer | null {
  try {
    const buffer = new (ArrayBuffer as unknown as ResizableBufferConstructor)(byteLength, { maxByteLength });
    return buffer.resizable === true && typeof buffer.resize === 'function' ? buffer : null;
  } catch {
    return null;
  }
}

/** A zero-filled array of `length` elements that `resizeArray` can grow in place. */
export function growableArray<T extends GrowableArray>(Kind: ArrayKind<T>, length: number): T {
  const bytes = Kind.BYTES_PER_ELEMENT;
  const buffer = length <= MAX_IN_PLACE ? resizableBuffer(length * bytes, MAX_IN_PLACE * bytes) : null;
  // Without a length, the view follows its resizable buffer's length.
  return buffer ? new Kind(buffer) : new Kind(length);
}

/**
 * The array resized to `length` elements, keeping its first `keep`: the same array when its buffer resized in place,
 * else a copy. Elements past `keep` are unspecified (zero when new); callers never read them.
 */
export function resizeArray<T extends GrowableArray>(Kind: ArrayKind<T>, array: T, length: number, keep: number): T {
  const buffer = array.buffer as ResizableBuffer;
  if (buffer.resizable === true && buffer.resize && length <= MAX_IN_PLACE) {
    buffer.resize(length * Kind.BYTES_PER_ELEMENT);
    return array;
  }
  const next = length <= MAX_IN_PLACE ? growableArray(Kind, length) : new Kind(length);
  next.set(array.subarray(0, Math.min(keep, length)));
  return next;
}
