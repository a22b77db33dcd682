// The ui project's set-up file. Test files of pure logic (no DOM, no React) say `// @vitest-environment node` at their
// top: they get no window, and skip jsdom and the DOM part of this set-up, about 1-2 s of CPU per file.
import { webcrypto } from 'node:crypto';
import * as webStreams from 'node:stream/web';

// The project runs its files in VM contexts (vitest.config.ts), whose globals are jsdom's window rather than Node's:
// Node's web streams (msw's code uses WritableStream) and WebCrypto's `subtle` (the in-process sandbox signs metadata
// tokens with it; jsdom's crypto has only random values) are given back from Node.
const globals = globalThis as Record<string, unknown>;
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'TextEncoderStream'])
  if (!(name in globals)) globals[name] = (webStreams as Record<string, unknown>)[name];
if (globalThis.crypto && !(globalThis.crypto as Partial<Crypto>).subtle)
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });

if (typeof window !== 'undefined') await import('./dom-environment');
